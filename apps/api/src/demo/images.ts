/**
 * Demo images drawn locally as SVG (no internet, no binary assets in the repository). The demo catalogue
 * points its image fields at `/api/images/demo/<file>`; the image route answers with `renderDemoImage(file)`.
 *
 * Files, all lower-case `a-z0-9-` segments ending in `.svg`:
 * - `<shop>/<product-slug>-<n>.svg` — product photo n (800×800), e.g. `urban-threads/linen-shirt-1.svg`
 * - `banners/<shop>-<n>[-<headline>].svg` — shop banner (1600×500), e.g. `banners/green-pantry-1.svg`
 * - `logos/<shop>.svg` — shop logo (256×256)
 * - `categories/<shop>/<category-slug>.svg` — category tile (480×480)
 *
 * Everything is derived from the file name, so the same name always gives the same bytes.
 */

import { DEMO_SHOPS } from './shops/index.js';

export interface DemoImage {
  body: string;
  contentType: string;
}

export const DEMO_IMAGE_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
/** The path prefix the image route serves these files under. */
export const DEMO_IMAGE_PREFIX = '/api/images/demo/';

/** The URL of a demo image file, as stored in the catalogue. */
export function demoImageUrl(file: string): string {
  return `${DEMO_IMAGE_PREFIX}${file}`;
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_FILE_LENGTH = 240;
const FONT = "Inter, 'Helvetica Neue', 'Segoe UI', Arial, sans-serif";

/**
 * Renders the demo image of a file name, or `null` when the name is not one of the shapes above (the
 * route answers 404 then). Never reads the file system.
 * @example renderDemoImage('logos/pixel-forge.svg')?.contentType // 'image/svg+xml; charset=utf-8'
 */
export function renderDemoImage(file: string): DemoImage | null {
  const path = file.replace(/^\/+/, '');
  if (path.length === 0 || path.length > MAX_FILE_LENGTH || !path.endsWith('.svg')) return null;
  const parts = path.slice(0, -'.svg'.length).split('/');
  if (!parts.every((part) => SEGMENT.test(part))) return null;
  const [first, second, third] = parts;
  if (first === undefined || second === undefined) return null;
  let body: string | null = null;
  if (parts.length === 2 && first === 'logos') body = logoSvg(second);
  else if (parts.length === 2 && first === 'banners') body = bannerSvg(second);
  else if (parts.length === 3 && first === 'categories' && third !== undefined)
    body = categorySvg(second, third);
  else if (parts.length === 2 && !RESERVED_FOLDERS.has(first)) body = productSvg(first, second);
  return body === null ? null : { body, contentType: DEMO_IMAGE_CONTENT_TYPE };
}

const RESERVED_FOLDERS = new Set(['logos', 'banners', 'categories']);

/**
 * The exact names of the demo shops' products, categories and banners (a slug loses capitals and
 * punctuation); other files — e.g. the generated benchmark catalogue — fall back to `titleFromSlug`.
 */
interface KnownNames {
  shops: Map<string, string>;
  titles: Map<string, string>;
}
let knownNames: KnownNames | undefined;
function known(): KnownNames {
  if (knownNames) return knownNames;
  const shops = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const shop of DEMO_SHOPS) {
    shops.set(shop.name, shop.shopName);
    for (const product of shop.products) titles.set(`${shop.name}/${product.slug}`, product.name);
    for (const category of shop.categories)
      titles.set(`categories/${shop.name}/${category.slug}`, category.name);
    shop.banners.forEach((banner, index) => {
      titles.set(`banners/${shop.name}-${index + 1}`, banner.headline);
    });
  }
  knownNames = { shops, titles };
  return knownNames;
}

const shopTitle = (slug: string) => known().shops.get(slug) ?? titleFromSlug(slug);

// ---------------------------------------------------------------------------------------------------------
// Text helpers

/** Escapes the five XML special characters, for text and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const SMALL_WORDS = new Set(['and', 'of', 'with', 'for', 'in', 'the', 'to', 'on', 'a', 'or', 'by']);
const UPPER_WORDS = new Set([
  'usb',
  'hdmi',
  'led',
  'ssd',
  'rgb',
  'ac',
  'dc',
  'tv',
  'hd',
  'uv',
  'nvme',
  'gps',
  'xl',
  'xxl',
  'ii',
  'iii',
  'anc',
  'uk',
  'us',
  'sa',
  'qhd',
  'ips',
  'gan',
  'pbt',
  'spf',
  'mah',
]);

/** Spellings a slug loses: hyphenated words and brand-like tokens. */
const TITLE_FIXES: readonly (readonly [RegExp, string])[] = [
  [/\bUSB C\b/g, 'USB-C'],
  [/\bT Shirt\b/g, 'T-Shirt'],
  [/\bWi Fi\b/g, 'Wi-Fi'],
  [/\b(\d+) (Pack|in 1)\b/g, '$1-$2'],
  [/\b(\d+) (Inch)\b/g, '$1-$2'],
  [
    /\b(Button|Slip|Hot|Cold|Free|Peri|Half|Full|Heavy|Ultra|All|Pour) (Down|On|Swap|Pressed|Range|Peri|Zip|Grain|Duty|Soft|Weather|Over)\b/g,
    '$1-$2',
  ],
];

/**
 * A readable title from a slug.
 * @example titleFromSlug('usb-c-fast-charger-65w') // 'USB C Fast Charger 65W'
 */
export function titleFromSlug(slug: string): string {
  const title = slug
    .split('-')
    .filter(Boolean)
    .map((word, index) => {
      if (UPPER_WORDS.has(word) || /^\d+[a-z]{1,2}$/.test(word)) return word.toUpperCase();
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
  return TITLE_FIXES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), title);
}

/** Initials of a title: the first letters of its first two significant words. */
function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()));
  const letters = words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  return (letters || '?').toUpperCase();
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters; the last line ellipsized. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      lines.push(`${current.slice(0, width - 1).trimEnd()}…`);
      return lines;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current.length > width ? `${current.slice(0, width - 1)}…` : current);
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// Colours

/** FNV-1a, 32 bits: a small stable hash for colour choices. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Curated gradient pairs (start, end): bright enough for white text, never muddy. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#ff7e5f', '#c2410c'],
  ['#f59e0b', '#b45309'],
  ['#10b981', '#047857'],
  ['#14b8a6', '#0f766e'],
  ['#06b6d4', '#0e7490'],
  ['#3b82f6', '#1d4ed8'],
  ['#6366f1', '#4338ca'],
  ['#8b5cf6', '#6d28d9'],
  ['#d946ef', '#a21caf'],
  ['#ec4899', '#be185d'],
  ['#f43f5e', '#be123c'],
  ['#84cc16', '#3f6212'],
  ['#0ea5e9', '#1e3a8a'],
  ['#fb923c', '#9a3412'],
  ['#2dd4bf', '#115e59'],
  ['#a78bfa', '#312e81'],
  ['#64748b', '#1e293b'],
  ['#e11d48', '#581c87'],
];

function palette(seed: number): readonly [string, string] {
  return PALETTES[seed % PALETTES.length] ?? ['#3b82f6', '#1d4ed8'];
}

function gradient(id: string, [from, to]: readonly [string, string], angle: number): string {
  const radians = (angle * Math.PI) / 180;
  const x = Math.round(50 + Math.cos(radians) * 50);
  const y = Math.round(50 + Math.sin(radians) * 50);
  return `<linearGradient id="${id}" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

// ---------------------------------------------------------------------------------------------------------
// Icons, drawn in a 100×100 box in white

type IconKind =
  | 'shirt'
  | 'dress'
  | 'trousers'
  | 'jacket'
  | 'shoe'
  | 'hat'
  | 'bag'
  | 'sock'
  | 'scarf'
  | 'watch'
  | 'glasses'
  | 'cup'
  | 'jar'
  | 'bottle'
  | 'leaf'
  | 'fruit'
  | 'grain'
  | 'spice'
  | 'egg'
  | 'headphones'
  | 'cable'
  | 'keyboard'
  | 'mouse'
  | 'speaker'
  | 'monitor'
  | 'phone'
  | 'camera'
  | 'battery'
  | 'chip'
  | 'light'
  | 'gamepad'
  | 'box';

const ICONS: Record<IconKind, string> = {
  shirt: '<path d="M30 20 42 13Q50 22 58 13L70 20 87 37 76 48 70 42V87H30V42L24 48 13 37Z"/>',
  dress: '<path d="M40 10H60L58 30 76 88H24L42 30Z"/><path d="M41 36H59" fill="none" stroke-opacity=".6"/>',
  trousers: '<path d="M27 12H73L79 90H58L50 42 42 90H21Z"/>',
  jacket:
    '<path d="M30 18 44 12 50 24 56 12 70 18 87 45 78 51 72 45V88H28V45L22 51 13 45Z"/><path d="M50 26V86M36 60H44M56 60H64" fill="none" stroke="#000" stroke-opacity=".25"/>',
  shoe: '<path d="M10 62V40Q24 40 34 49L48 55Q72 57 86 65Q92 70 90 76H10Z"/><path d="M10 82H90" fill="none" stroke-width="6"/>',
  hat: '<path d="M20 62Q20 26 50 26Q80 26 80 62Z"/><path d="M12 62H92Q92 72 80 72H12Z"/>',
  bag: '<rect x="20" y="36" width="60" height="52" rx="7"/><path d="M36 40V30Q36 16 50 16Q64 16 64 30V40" fill="none" stroke-width="6"/>',
  sock: '<path d="M36 10H62V56L80 69Q90 79 80 89H50Q34 89 34 73Z"/><path d="M36 22H62" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="5"/>',
  scarf:
    '<path d="M28 12H72V30L58 40 63 90H47L43 44 28 30Z"/><path d="M47 84V92M55 84V92M63 84V92" fill="none"/>',
  watch:
    '<rect x="38" y="8" width="24" height="84" rx="6" fill-opacity=".55"/><circle cx="50" cy="50" r="22"/><path d="M50 50V38M50 50H60" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="4"/>',
  glasses:
    '<circle cx="30" cy="54" r="16" fill="none" stroke-width="7"/><circle cx="70" cy="54" r="16" fill="none" stroke-width="7"/><path d="M46 52Q50 46 54 52M14 50 8 36M86 50 92 36" fill="none" stroke-width="6"/>',
  cup: '<path d="M20 34H70L66 80Q64 87 57 87H33Q26 87 24 80Z"/><path d="M70 44Q86 44 84 58Q82 70 67 68" fill="none" stroke-width="6"/><path d="M36 24Q32 18 36 12M48 24Q44 18 48 12M60 24Q56 18 60 12" fill="none" stroke-width="4"/>',
  jar: '<rect x="30" y="12" width="40" height="14" rx="3"/><rect x="22" y="28" width="56" height="62" rx="12"/><rect x="30" y="46" width="40" height="24" rx="3" fill="#000" fill-opacity=".18" stroke="none"/>',
  bottle:
    '<path d="M43 8H57V25Q71 34 71 49V86Q71 91 66 91H34Q29 91 29 86V49Q29 34 43 25Z"/><rect x="34" y="52" width="32" height="22" rx="3" fill="#000" fill-opacity=".18" stroke="none"/>',
  leaf: '<path d="M18 82Q16 18 84 16Q86 84 18 82Z"/><path d="M20 80 70 30M40 60H56M32 52V68" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="4"/>',
  fruit:
    '<circle cx="50" cy="58" r="30"/><path d="M50 28Q50 16 56 10" fill="none" stroke-width="5"/><path d="M54 24Q66 10 80 18Q70 32 54 24Z"/>',
  grain:
    '<path d="M50 92V18" fill="none" stroke-width="5"/><ellipse cx="40" cy="30" rx="7" ry="12" transform="rotate(-30 40 30)"/><ellipse cx="60" cy="30" rx="7" ry="12" transform="rotate(30 60 30)"/><ellipse cx="40" cy="50" rx="7" ry="12" transform="rotate(-30 40 50)"/><ellipse cx="60" cy="50" rx="7" ry="12" transform="rotate(30 60 50)"/><ellipse cx="40" cy="70" rx="7" ry="12" transform="rotate(-30 40 70)"/><ellipse cx="60" cy="70" rx="7" ry="12" transform="rotate(30 60 70)"/><ellipse cx="50" cy="12" rx="6" ry="10"/>',
  spice:
    '<path d="M30 30Q30 12 50 12Q70 12 70 30Z"/><rect x="26" y="32" width="48" height="58" rx="8"/><circle cx="42" cy="22" r="2.5" fill="#000" fill-opacity=".35" stroke="none"/><circle cx="50" cy="18" r="2.5" fill="#000" fill-opacity=".35" stroke="none"/><circle cx="58" cy="22" r="2.5" fill="#000" fill-opacity=".35" stroke="none"/>',
  egg: '<path d="M50 10Q78 12 80 58Q80 90 50 90Q20 90 20 58Q22 12 50 10Z"/>',
  headphones:
    '<path d="M18 62Q18 16 50 16Q82 16 82 62" fill="none" stroke-width="8"/><rect x="10" y="54" width="20" height="32" rx="7"/><rect x="70" y="54" width="20" height="32" rx="7"/>',
  cable:
    '<rect x="38" y="8" width="24" height="18" rx="3" fill-opacity=".6"/><rect x="32" y="24" width="36" height="26" rx="6"/><path d="M50 50V66Q50 88 24 90" fill="none" stroke-width="7"/>',
  keyboard:
    '<rect x="8" y="30" width="84" height="44" rx="7"/><path d="M18 42H26M32 42H40M46 42H54M60 42H68M74 42H82M18 52H26M32 52H40M46 52H54M60 52H68M74 52H82M28 63H72" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="5"/>',
  mouse:
    '<rect x="30" y="14" width="40" height="72" rx="20"/><path d="M50 16V40M30 40H70" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="4"/>',
  speaker:
    '<rect x="26" y="10" width="48" height="80" rx="9"/><circle cx="50" cy="62" r="15" fill="#000" fill-opacity=".25" stroke="none"/><circle cx="50" cy="30" r="7" fill="#000" fill-opacity=".25" stroke="none"/>',
  monitor:
    '<rect x="10" y="16" width="80" height="52" rx="5"/><rect x="16" y="22" width="68" height="40" rx="2" fill="#000" fill-opacity=".2" stroke="none"/><path d="M50 68V82M32 86H68" fill="none" stroke-width="6"/>',
  phone:
    '<rect x="30" y="8" width="40" height="84" rx="9"/><rect x="35" y="16" width="30" height="62" rx="2" fill="#000" fill-opacity=".2" stroke="none"/><circle cx="50" cy="85" r="3" fill="#000" fill-opacity=".3" stroke="none"/>',
  camera:
    '<rect x="30" y="22" width="22" height="12" rx="3"/><rect x="10" y="30" width="80" height="54" rx="9"/><circle cx="50" cy="57" r="17" fill="#000" fill-opacity=".25" stroke="#fff" stroke-width="5"/><circle cx="78" cy="40" r="3" fill="#000" fill-opacity=".3" stroke="none"/>',
  battery:
    '<rect x="14" y="30" width="66" height="40" rx="7"/><rect x="80" y="42" width="8" height="16" rx="2"/><path d="M50 34 38 52H50L44 66 60 46H48Z" fill="#000" fill-opacity=".3" stroke="none"/>',
  chip: '<rect x="26" y="26" width="48" height="48" rx="5"/><rect x="38" y="38" width="24" height="24" rx="2" fill="#000" fill-opacity=".25" stroke="none"/><path d="M36 26V14M50 26V14M64 26V14M36 74V86M50 74V86M64 74V86M26 36H14M26 50H14M26 64H14M74 36H86M74 50H86M74 64H86" fill="none" stroke-width="4"/>',
  light:
    '<path d="M50 10Q76 10 76 38Q76 52 62 62V72H38V62Q24 52 24 38Q24 10 50 10Z"/><path d="M40 80H60M43 88H57" fill="none" stroke-width="6"/>',
  gamepad:
    '<path d="M24 32H76Q92 32 94 58Q96 78 82 80Q74 80 66 68H34Q26 80 18 80Q4 78 6 58Q8 32 24 32Z"/><path d="M26 48V62M19 55H33" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="5"/><circle cx="68" cy="50" r="4" fill="#000" fill-opacity=".3" stroke="none"/><circle cx="78" cy="60" r="4" fill="#000" fill-opacity=".3" stroke="none"/>',
  box: '<path d="M50 10 88 28V72L50 90 12 72V28Z"/><path d="M12 28 50 46 88 28M50 46V90" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="4"/>',
};

/** Words of a slug that name a product type; nouns usually come last, so the slug is read backwards. */
const KEYWORDS: Record<string, IconKind> = {};
function keywords(kind: IconKind, words: string): void {
  for (const word of words.split(' ')) KEYWORDS[word] = kind;
}
keywords(
  'shirt',
  'shirt tee top tops polo henley sweater hoodie sweatshirt cardigan jumper knitwear blouse crew linen turtleneck',
);
keywords('dress', 'dress skirt');
keywords('trousers', 'jeans chinos trousers pants shorts joggers bottoms denim leggings');
keywords('jacket', 'jacket coat parka blazer vest gilet outerwear anorak windbreaker overshirt');
keywords('shoe', 'sneaker shoe boot loafer sandal trainer footwear slipper runner');
keywords('hat', 'hat cap beanie bucket');
keywords('bag', 'bag backpack tote wallet pouch duffel accessories holdall sling');
keywords('sock', 'sock');
keywords('scarf', 'scarf shawl');
keywords('watch', 'watch smartwatch tracker band');
keywords('glasses', 'sunglasses glasses');
keywords('cup', 'coffee tea rooibos mug espresso latte cup beverages chai cocoa');
keywords(
  'jar',
  'honey jam preserve chutney sauce spread butter peanut pantry atchar marmalade pesto staples condiments',
);
keywords('bottle', 'oil vinegar bottle juice water syrup kombucha cordial drink drinks dressing');
keywords(
  'leaf',
  'spinach herb herbs greens leaf kale salad vegetable vegetables microgreens moringa produce farm harvest garden seed',
);
keywords('fruit', 'apple fruit mango orange citrus berries avocado banana lemon naartjie tomato tomatoes');
keywords(
  'grain',
  'rice oats flour quinoa muesli granola pasta bread rusks grain grains maize couscous seeds',
);
keywords('spice', 'spice spices pepper salt chilli masala peri seasoning rub paprika curry');
keywords('egg', 'egg eggs');
keywords('headphones', 'headphones earbuds headset earphones audio buds music');
keywords('cable', 'cable cables charger chargers adapter hub usb hdmi dock charging plug');
keywords('keyboard', 'keyboard keycaps computer computing peripherals');
keywords('mouse', 'mouse trackpad');
keywords('speaker', 'speaker soundbar subwoofer');
keywords('monitor', 'monitor display laptop tablet screen');
keywords('phone', 'phone smartphone');
keywords('camera', 'camera webcam doorbell');
keywords('battery', 'bank battery powerbank batteries');
keywords('chip', 'ssd drive memory router storage card nvme');
keywords('light', 'lamp light bulb led lights smart lighting');
keywords('gamepad', 'controller gamepad gaming console joystick');
keywords('box', 'snack snacks biltong chips crisps nuts bar bars');

/** The icon of a slug (or of several slugs, first match wins), `null` when no word names a type. */
function iconFor(...slugs: string[]): IconKind | null {
  for (const slug of slugs) {
    const words = slug.split('-').reverse();
    for (const word of words) {
      const kind = KEYWORDS[word] ?? (word.endsWith('s') ? KEYWORDS[word.slice(0, -1)] : undefined);
      if (kind) return kind;
    }
  }
  return null;
}

function icon(kind: IconKind, x: number, y: number, size: number, rotate = 0): string {
  const scale = size / 100;
  const turn = rotate ? ` rotate(${rotate} 50 50)` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})${turn}" fill="#fff" fill-opacity=".94" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${ICONS[kind]}</g>`;
}

function textLines(
  lines: string[],
  x: number,
  firstY: number,
  lineHeight: number,
  attributes: string,
  anchor: 'start' | 'middle' = 'middle',
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * lineHeight}" text-anchor="${anchor}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function svg(width: number, height: number, label: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${content}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// The four kinds of image

/**
 * An 800×800 product photo: gradient from the product's name, its type icon (or initials), the name and
 * the shop. `variant` (1–n) turns the angle and colours so a gallery's pictures differ.
 */
export function productImageSvg(options: {
  title: string;
  shop: string;
  seed: string;
  variant?: number;
}): string {
  const variant = Math.max(1, Math.min(options.variant ?? 1, 99));
  const hash = hashString(options.seed);
  const colours = palette(hash + (variant - 1) * 5);
  const angle = (hash % 360) + variant * 47;
  const kind = iconFor(options.seed);
  const tilt = [0, -8, 7, -4][(variant - 1) % 4] ?? 0;
  const size = [300, 340, 270, 320][(variant - 1) % 4] ?? 300;
  const centreX = 400 + ([0, -30, 30, 0][(variant - 1) % 4] ?? 0);
  const visual = kind
    ? icon(kind, centreX - size / 2, 330 - size / 2, size, tilt)
    : `<text x="400" y="380" text-anchor="middle" font-family="${FONT}" font-size="190" font-weight="800" fill="#fff" fill-opacity=".95">${escapeXml(initials(options.title))}</text>`;
  const lines = wrap(options.title, 24, 2);
  const textTop = lines.length > 1 ? 636 : 660;
  return svg(
    800,
    800,
    options.title,
    `<defs>${gradient('bg', colours, angle)}<radialGradient id="glow" cx="50%" cy="42%" r="45%"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="800" height="800" fill="url(#bg)"/>` +
      `<circle cx="${660 - (hash % 90)}" cy="${130 + (hash % 70)}" r="${150 + (hash % 60)}" fill="#fff" fill-opacity=".07"/>` +
      `<circle cx="${110 + (hash % 80)}" cy="${610 - (hash % 60)}" r="${120 + (hash % 50)}" fill="#000" fill-opacity=".06"/>` +
      `<circle cx="400" cy="330" r="250" fill="url(#glow)"/>` +
      `<ellipse cx="${centreX}" cy="${330 + size / 2 + 18}" rx="${size * 0.42}" ry="18" fill="#000" fill-opacity=".16"/>` +
      visual +
      `<rect x="0" y="580" width="800" height="220" fill="#000" fill-opacity=".18"/>` +
      textLines(
        lines,
        400,
        textTop,
        58,
        `font-family="${FONT}" font-size="48" font-weight="700" fill="#fff"`,
      ) +
      `<text x="400" y="${textTop + lines.length * 58 + 4}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="600" letter-spacing="4" fill="#fff" fill-opacity=".75">${escapeXml(options.shop.toUpperCase())}</text>`,
  );
}

/** A 1600×500 banner: the shop, a headline, a call to action and the headline's icon. */
export function bannerImageSvg(options: {
  shop: string;
  headline: string;
  seed: string;
  iconHint?: string[];
}): string {
  const hash = hashString(options.seed);
  const colours = palette(hash);
  const kind = iconFor(...(options.iconHint ?? [options.seed])) ?? 'box';
  const lines = wrap(options.headline, 26, 2);
  const headlineTop = lines.length > 1 ? 215 : 250;
  return svg(
    1600,
    500,
    `${options.shop}: ${options.headline}`,
    `<defs>${gradient('bg', colours, 200 + (hash % 40))}</defs>` +
      `<rect width="1600" height="500" fill="url(#bg)"/>` +
      `<circle cx="1320" cy="250" r="300" fill="#fff" fill-opacity=".08"/>` +
      `<circle cx="1180" cy="80" r="120" fill="#fff" fill-opacity=".06"/>` +
      `<circle cx="${1500 - (hash % 120)}" cy="460" r="160" fill="#000" fill-opacity=".08"/>` +
      `<path d="M0 420Q400 360 800 420T1600 400V500H0Z" fill="#000" fill-opacity=".08"/>` +
      icon(kind, 1160, 100, 300, hash % 2 === 0 ? -6 : 6) +
      `<text x="110" y="${headlineTop - 96}" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="6" fill="#fff" fill-opacity=".8">${escapeXml(options.shop.toUpperCase())}</text>` +
      textLines(
        lines,
        110,
        headlineTop,
        84,
        `font-family="${FONT}" font-size="76" font-weight="800" fill="#fff"`,
        'start',
      ) +
      `<rect x="110" y="${headlineTop + lines.length * 84 - 30}" width="230" height="64" rx="32" fill="#fff"/>` +
      `<text x="225" y="${headlineTop + lines.length * 84 + 12}" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="${colours[1]}">Shop now →</text>`,
  );
}

/** A 256×256 logo: the shop's initials on a rounded gradient tile. */
export function logoImageSvg(options: { shop: string; seed: string }): string {
  const hash = hashString(options.seed);
  const colours = palette(hash);
  return svg(
    256,
    256,
    options.shop,
    `<defs>${gradient('bg', colours, 45)}</defs>` +
      `<rect width="256" height="256" rx="56" fill="url(#bg)"/>` +
      `<circle cx="128" cy="128" r="96" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>` +
      `<text x="128" y="152" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="800" fill="#fff">${escapeXml(initials(options.shop))}</text>` +
      `<text x="128" y="200" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="3" fill="#fff" fill-opacity=".85">${escapeXml(wrap(options.shop.toUpperCase(), 18, 1)[0] ?? '')}</text>`,
  );
}

/** A 480×480 category tile: the category's icon and name. */
export function categoryImageSvg(options: { category: string; seed: string; iconHint?: string[] }): string {
  const hash = hashString(options.seed);
  const colours = palette(hash);
  const kind = iconFor(...(options.iconHint ?? [options.seed])) ?? 'box';
  const lines = wrap(options.category, 18, 2);
  return svg(
    480,
    480,
    options.category,
    `<defs>${gradient('bg', colours, 120 + (hash % 90))}</defs>` +
      `<rect width="480" height="480" fill="url(#bg)"/>` +
      `<circle cx="240" cy="190" r="140" fill="#fff" fill-opacity=".12"/>` +
      icon(kind, 150, 100, 180) +
      textLines(
        lines,
        240,
        lines.length > 1 ? 372 : 400,
        46,
        `font-family="${FONT}" font-size="40" font-weight="800" fill="#fff"`,
      ),
  );
}

function productSvg(shop: string, file: string): string {
  const match = /^(.+?)(?:-(\d{1,2}))?$/.exec(file);
  const slug = match?.[1] ?? file;
  const variant = Number(match?.[2] ?? 1);
  const title = known().titles.get(`${shop}/${slug}`) ?? titleFromSlug(slug);
  return productImageSvg({ title, shop: shopTitle(shop), seed: slug, variant });
}

function bannerSvg(file: string): string {
  const match = /^(.+?)-(\d{1,2})(?:-(.+))?$/.exec(file);
  const shopSlug = match?.[1] ?? file;
  const index = Number(match?.[2] ?? 1);
  const headline =
    known().titles.get(`banners/${shopSlug}-${index}`) ??
    (match?.[3]
      ? titleFromSlug(match[3])
      : (GENERIC_HEADLINES[(index - 1) % GENERIC_HEADLINES.length] ?? 'New in store'));
  return bannerImageSvg({
    shop: shopTitle(shopSlug),
    headline,
    seed: file,
    iconHint: [match?.[3] ?? '', shopSlug],
  });
}

const GENERIC_HEADLINES = ['New arrivals are in', 'Seasonal favourites', 'Deals of the week'];

function logoSvg(shop: string): string {
  return logoImageSvg({ shop: shopTitle(shop), seed: shop });
}

function categorySvg(shop: string, category: string): string {
  return categoryImageSvg({
    category: known().titles.get(`categories/${shop}/${category}`) ?? titleFromSlug(category),
    seed: `${shop}/${category}`,
    iconHint: [category],
  });
}
