import { expect, expectNoSeriousA11yViolations, test } from '@souk/web/e2e';
import { toast } from './support.js';

test('a guest writes a review: each missing field is named, then the review appears', async ({ page }) => {
  await page.goto('/pixel-forge/product/details/xl-rgb-gaming-mouse-pad');
  await expect(page.getByRole('heading', { level: 1, name: 'XL RGB Gaming Mouse Pad' })).toBeVisible();
  // open the Description tab, then back to Reviews, as a shopper would
  await page.getByRole('tab', { name: 'Description' }).click();
  const reviewsTab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  await reviewsTab.click();
  await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  const before = Number(((await reviewsTab.textContent()) ?? '').match(/\d+/)?.[0]);

  const submit = panel.getByRole('button', { name: 'Submit Review' });
  await submit.click();
  await expect(toast(page, 'Please select a rating')).toBeVisible();

  // the stars are the radios' labels (the radios themselves are visually hidden)
  await panel.getByTitle('4 stars').click();
  await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await submit.click();
  await expect(toast(page, 'Please write a review')).toBeVisible();

  const text = `Huge, smooth and the lighting is not too bright. Checked on ${Date.now()}.`;
  await panel.getByRole('textbox', { name: 'Your review' }).fill(text);
  await submit.click();
  await expect(toast(page, 'Please enter your name')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Your name' }).fill('Playwright Guest');
  await submit.click();
  await expect(toast(page, 'Review submitted successfully')).toBeVisible();

  const list = panel.getByRole('region', { name: 'Customer reviews' });
  const mine = list.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Playwright Guest')).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toBeVisible();
  // the form is cleared for the next review
  await expect(panel.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
  await expect(panel.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});
