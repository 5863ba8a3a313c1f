import { describe, expect, it } from 'vitest';
import {
  DEMO_IMAGE_CONTENT_TYPE,
  demoImageUrl,
  escapeXml,
  productImageSvg,
  renderDemoImage,
  titleFromSlug,
} from './images.js';

/** The root element's width and height, and a check that the document is one well-formed `<svg>`. */
function dimensions(body: string): { width: number; height: number } {
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body.endsWith('</svg>')).toBe(true);
  expect(body.match(/<svg[\s>]/g)).toHaveLength(1);
  expect(body).not.toMatch(/<script|\son[a-z]+=|href=/i);
  const match = /<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(body);
  expect(match).not.toBeNull();
  expect(match?.[1]).toBe(match?.[3]);
  expect(match?.[2]).toBe(match?.[4]);
  return { width: Number(match?.[1]), height: Number(match?.[2]) };
}

/** Every `<tag>` opened is closed (self-closing tags aside) and no raw `&` or `<` appears in text. */
function expectBalanced(body: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

describe('renderDemoImage', () => {
  it('draws product pictures at 800×800 with the product and shop names', () => {
    const image = renderDemoImage('urban-threads/classic-linen-button-down-shirt-1.svg');
    expect(image?.contentType).toBe(DEMO_IMAGE_CONTENT_TYPE);
    const body = image?.body ?? '';
    expect(dimensions(body)).toEqual({ width: 800, height: 800 });
    expectBalanced(body);
    expect(body).toContain('Button-Down Shirt');
    expect(body).toContain('URBAN THREADS');
  });

  it('draws banners at 1600×500, logos at 256×256 and category tiles', () => {
    const banner = renderDemoImage('banners/green-pantry-1.svg')?.body ?? '';
    expect(dimensions(banner)).toEqual({ width: 1600, height: 500 });
    expect(banner).toContain('GREEN PANTRY');
    expectBalanced(banner);
    const headline = renderDemoImage('banners/some-shop-2-summer-sale-starts-today.svg')?.body ?? '';
    expect(headline).toContain('Summer Sale Starts Today');
    const logo = renderDemoImage('logos/pixel-forge.svg')?.body ?? '';
    expect(dimensions(logo)).toEqual({ width: 256, height: 256 });
    expect(logo).toContain('>PF<');
    expectBalanced(logo);
    const category = renderDemoImage('categories/green-pantry/fresh-produce.svg')?.body ?? '';
    expect(dimensions(category)).toEqual({ width: 480, height: 480 });
    expect(category).toContain('Fresh Produce');
    expectBalanced(category);
  });

  it('renders names it does not know (generated catalogues) from the slug', () => {
    const body = renderDemoImage('copper-lane-gen0001/weekend-merino-wool-sweater-3.svg')?.body ?? '';
    expect(dimensions(body)).toEqual({ width: 800, height: 800 });
    expect(body).toContain('Weekend Merino Wool Sweater');
    expect(body).toContain('COPPER LANE GEN0001');
  });

  it('is deterministic, and pictures of one product differ by number', () => {
    const file = 'pixel-forge/aura-anc-wireless-headphones-2.svg';
    expect(renderDemoImage(file)).toEqual(renderDemoImage(file));
    expect(renderDemoImage('pixel-forge/aura-anc-wireless-headphones-1.svg')?.body).not.toBe(
      renderDemoImage(file)?.body,
    );
    expect(renderDemoImage('/logos/pixel-forge.svg')).toEqual(renderDemoImage('logos/pixel-forge.svg'));
  });

  it('answers null for anything that is not a demo image name', () => {
    for (const file of [
      '',
      'logo.svg',
      'logos/pixel-forge.png',
      'logos/pixel-forge',
      '../etc/passwd.svg',
      'urban-threads/../secret.svg',
      'urban-threads/Linen-Shirt.svg',
      'urban-threads/linen shirt.svg',
      'urban-threads/a&b<c>.svg',
      'urban-threads/linen--shirt.svg',
      'a/b/c/d.svg',
      'logos/a/b.svg',
      'categories/only-one.svg',
      'banners/x/y.svg',
      `shop/${'a'.repeat(300)}.svg`,
      'urban-threads//shirt.svg',
    ]) {
      expect(renderDemoImage(file), file).toBeNull();
    }
  });
});

describe('XML escaping', () => {
  it('escapes the five special characters', () => {
    expect(escapeXml(`Salt & "Pepper" <Mill> 'n' more`)).toBe(
      'Salt &amp; &quot;Pepper&quot; &lt;Mill&gt; &apos;n&apos; more',
    );
  });

  it('escapes names inside the drawing', () => {
    const body = productImageSvg({
      title: 'Fish & Chips <script>alert("x")</script>',
      shop: "Joe's <Diner>",
      seed: 'fish-and-chips',
    });
    expect(body).not.toContain('<script>');
    expect(body).toContain('Fish &amp; Chips &lt;script&gt;');
    expect(body).toContain('JOE&apos;S &lt;DINER&gt;');
    expectBalanced(body);
  });

  it('escapes demo names with special characters (e.g. "27\\" monitor", "Ripe & Ready")', () => {
    const monitor = renderDemoImage('pixel-forge/27-inch-qhd-ips-monitor-1.svg')?.body ?? '';
    expect(monitor).toContain('27&quot; QHD IPS Monitor');
    expectBalanced(monitor);
    const avocados = renderDemoImage('green-pantry/ripe-hass-avocados-4-pack-1.svg')?.body ?? '';
    expect(avocados).toContain('Ripe &amp; Ready');
    expectBalanced(avocados);
  });
});

describe('titles and URLs', () => {
  it('turns slugs into readable titles', () => {
    expect(titleFromSlug('usb-c-fast-charger-65w')).toBe('USB-C Fast Charger 65W');
    expect(titleFromSlug('organic-cotton-t-shirt-3-pack')).toBe('Organic Cotton T-Shirt 3-Pack');
    expect(titleFromSlug('salt-and-pepper')).toBe('Salt and Pepper');
  });

  it('builds the URL the image route serves', () => {
    expect(demoImageUrl('logos/pixel-forge.svg')).toBe('/api/images/demo/logos/pixel-forge.svg');
  });
});
