import { chromium } from '@playwright/test';
const base = 'http://localhost:8090';
const pw = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  await page.goto(`${base}/seller/login`);
  await page.getByLabel('Email').fill('owner@urban-threads.example');
  await page.getByLabel('Password').fill(pw);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForTimeout(2500);
  for (const path of ['', '/orders', '/payments', '/messages', '/reviews', '/account']) {
    await page.goto(`${base}/seller${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${width}${path.replace('/', '-') || '-dashboard'}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
