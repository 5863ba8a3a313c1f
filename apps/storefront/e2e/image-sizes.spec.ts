import { expect, test } from '@playwright/test';
import { imageSizeTable, judgeImageSizes, measureImages } from '@souk/web/e2e';

// A 390 px phone at device pixel ratio 2: the browser picks each `srcset` variant for 2 device pixels per
// CSS pixel, and no file may be wider than its displayed width × 2 — the device pixels it covers (issue 18:
// "no image larger than its displayed size ×2 at 390 px"). The narrowest variant (320 px) passes where
// nothing smaller exists (thumbnails, logos). See judgeImageSizes' tests for the rule itself.
const DEVICE_PIXEL_RATIO = 2;
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: DEVICE_PIXEL_RATIO });

const PAGES = [
  { name: 'shop home', path: '/pixel-forge', heading: { level: 1 as const } },
  {
    name: 'product page',
    path: '/pixel-forge/product/details/1tb-portable-nvme-ssd',
    heading: { level: 1 as const },
  },
];

for (const { name, path, heading } of PAGES) {
  test(`the ${name} transfers no image wider than its displayed size × ${DEVICE_PIXEL_RATIO} at 390 px`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', heading).first()).toBeAttached();
    const images = judgeImageSizes(await measureImages(page), { factor: DEVICE_PIXEL_RATIO });
    const table = imageSizeTable(images);
    await test.info().attach(`${name} images`, { body: table, contentType: 'text/plain' });
    console.log(`${name} (${path}) at 390 px, DPR ${DEVICE_PIXEL_RATIO}:\n${table}`);

    // until the demo catalogue ships uploaded images (issue 18's media pipeline), nothing here can be
    // measured: skip, loudly, rather than pass on no evidence
    test.skip(
      images.every((image) => image.verdict === 'not checked'),
      `no uploaded (/api/media/) image on the ${name}: the demo still uses SVG addresses — remove this skip once it ships media images`,
    );
    expect(
      images.filter((image) => image.verdict === 'too large'),
      `images wider than their displayed size × ${DEVICE_PIXEL_RATIO}:\n${table}`,
    ).toEqual([]);
  });
}
