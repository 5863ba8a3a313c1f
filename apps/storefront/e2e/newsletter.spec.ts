import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { mailsTo, uniqueEmail } from './support.js';

/** No other journey signs up for a newsletter: the shop's list holds only this journey's addresses. */
const SHOP = 'urban-threads';
const SHOP_NAME = 'Urban Threads';

/** The first link to `path` in the mails to `address`, once the outbox has written one. */
async function mailedLink(address: string, path: string): Promise<URL> {
  let link = '';
  await expect
    .poll(
      () => {
        for (const mail of mailsTo(address)) {
          link = mail.match(new RegExp(`https?://[^\\s"<>]+/${path}\\?token=[\\w.%-]+`))?.[0] ?? '';
          if (link) break;
        }
        return link;
      },
      { message: `a mail to ${address} with a ${path} link`, timeout: 30_000 },
    )
    .toContain(`/${SHOP}/${path}?token=`);
  return new URL(link);
}

test("the footer's newsletter box signs a shopper up, the mailed links confirm and unsubscribe", async ({
  page,
}, testInfo) => {
  await page.goto(`/${SHOP}`);
  const footer = page.getByRole('contentinfo');
  const box = footer.getByRole('textbox', { name: 'Email address' });
  const message = footer.getByRole('status');
  await box.scrollIntoViewIfNeeded();

  // a malformed address is refused in the footer itself, announced, the address kept to correct
  await box.fill('reader@example');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(message).toHaveText('Please enter a valid email address');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveValue('reader@example');

  const reader = uniqueEmail('newsletter');
  await box.fill(reader);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(message).toHaveText('Check your inbox: we sent a link to confirm your subscription.');
  await expect(box).toHaveValue('');
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await footer.getByRole('heading', { name: 'Newsletter' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`footer-newsletter-${width}.png`) });
  }

  // the confirm mail's link: the shop's page confirms and says so
  const confirm = await mailedLink(reader, 'newsletter/confirm');
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `You're subscribed to ${SHOP_NAME}'s newsletter.`,
  );

  // the welcome's unsubscribe link: opening it changes nothing, the button unsubscribes
  const unsubscribe = await mailedLink(reader, 'newsletter/unsubscribe');
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByText(`Unsubscribe from ${SHOP_NAME}'s newsletter?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `You've been unsubscribed from ${SHOP_NAME}'s newsletter.`,
  );
  await page.screenshot({ path: testInfo.outputPath('newsletter-unsubscribed.png') });

  // a forged link says it does not work
  await page.goto(`/${SHOP}/newsletter/confirm?token=forged.1.link`);
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
});
