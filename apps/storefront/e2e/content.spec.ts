import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { toast } from './support.js';

const FIRST_PARAGRAPH =
  'Pixel Forge was founded in 2019 by three hardware engineers who were tired of buying cables that failed in a month and chargers that overheated on the desk.';
const LAST_PARAGRAPH = 'Our support team are the people who test the products. Ask them anything.';

for (const path of ['/pixel-forge/page/about-our-shop', '/pixel-forge/about-our-shop']) {
  test(`an info page shows its title and paragraphs (${path})`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: 'About Our Shop' })).toBeVisible();
    await expect(article.getByText(FIRST_PARAGRAPH, { exact: true })).toBeVisible();
    await expect(article.getByText(LAST_PARAGRAPH, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('About Our Shop'),
    ).toBeVisible();
    await expect(article.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/pixel-forge',
    );
    await expectNoSeriousA11yViolations(page);
  });
}

test('the contact form validates, sends and resets', async ({ page }) => {
  await page.goto('/pixel-forge/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(
    main.getByText('600 Brannan Street, Floor 3, San Francisco, CA 94107, United States'),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'support@pixelforge.tech' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Send us a Message' });
  const name = form.getByRole('textbox', { name: 'Your Name' });
  const email = form.getByRole('textbox', { name: 'Your Email' });
  const subject = form.getByRole('textbox', { name: 'Subject' });
  const message = form.getByRole('textbox', { name: 'Message' });
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  for (const text of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await name.fill('Dana Whitfield');
  await expect(form.getByText('Name is required')).toHaveCount(0);
  await email.fill('dana@example');
  await subject.fill('Bulk order for 40 webcams');
  await message.fill('Hello, can you deliver 40 webcams to our office by the end of the month?');
  await send.click();
  await expect(form.getByText('Invalid email', { exact: true })).toBeVisible();

  await email.fill('dana@example.com');
  await send.click();
  await expect(toast(page, 'Thank you for your message. We will get back to you soon.')).toBeVisible();
  for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
  await expect(send).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});
