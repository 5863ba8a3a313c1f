// `node scripts/drawn-icons.mjs` (in packages/ui): writes the `[data-icon]` rules of styles.css from Lucide's
// own icon data, so a drawn icon is the very outline `lucide-react` would draw. Add a name to
// `DRAWN_ICON_NAMES` (drawn-icon.tsx), then run it; drawn-icon.test.tsx fails until styles.css follows.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The names `DRAWN_ICON_NAMES` lists in drawn-icon.tsx's source, in its order. */
export function namesIn(source) {
  const list = /DRAWN_ICON_NAMES = \[([^\]]*)\] as const/.exec(source)?.[1];
  if (!list) throw new Error('drawn-icon.tsx: DRAWN_ICON_NAMES not found');
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
}

export const START =
  '  /* drawn icons: written by scripts/drawn-icons.mjs from lucide-react, do not edit */\n';
export const END = '  /* end of drawn icons */\n';

/** One SVG attribute value, safe inside a single-quoted attribute of a data URI in a double-quoted url(). */
const escapeValue = (value) => String(value).replace(/%/g, '%25').replace(/#/g, '%23').replace(/'/g, '%27');

/** One icon's shapes (Lucide's outline) as SVG markup for a data URI, without its `<svg>`. */
async function shapes(name) {
  const { __iconData } = await import(`lucide-react/icons/${name}`);
  return __iconData.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([key]) => key !== 'key');
      return `%3C${tag}${pairs.map(([key, value]) => ` ${key}='${escapeValue(value)}'`).join('')}/%3E`;
    })
    .join('');
}

/**
 * The generated block: every icon side by side in one SVG strip (stroke 2, round caps and joins, as
 * Lucide draws), the mask of every `[data-icon]`, positioned on the icon's tile by `--icon-index`. One
 * image for all: Chromium builds an SVG document per distinct image (about 15 ms each on a 4×-throttled
 * phone), so fourteen data URIs cost fourteen documents and the strip one.
 */
export async function drawnIconsBlock(names) {
  const tiles = await Promise.all(names.map(shapes));
  const strip =
    `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${24 * names.length} 24' fill='none' stroke='black' ` +
    "stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E" +
    tiles.map((tile, index) => `%3Cg transform='translate(${24 * index})'%3E${tile}%3C/g%3E`).join('') +
    '%3C/svg%3E';
  const rules = names.map((name, index) => `  [data-icon="${name}"] {\n    --icon-index: ${index};\n  }\n`);
  return (
    `${START}  [data-icon] {\n    mask-image: url("data:image/svg+xml,${strip}");\n` +
    `    mask-size: ${names.length * 100}% 100%;\n` +
    `    mask-position: calc(var(--icon-index) / ${names.length - 1} * 100%) 0;\n  }\n${rules.join('')}${END}`
  );
}

/** styles.css with its generated block replaced. */
export async function withDrawnIcons(css, names) {
  const start = css.indexOf(START);
  const end = css.indexOf(END);
  if (start < 0 || end < start) throw new Error('styles.css: the drawn icons markers are missing');
  return `${css.slice(0, start)}${await drawnIconsBlock(names)}${css.slice(end + END.length)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const names = namesIn(readFileSync(new URL('../src/components/drawn-icon.tsx', import.meta.url), 'utf8'));
  const file = new URL('../src/styles.css', import.meta.url);
  writeFileSync(file, await withDrawnIcons(readFileSync(file, 'utf8'), names));
  console.log(`styles.css: ${names.length} drawn icons`);
}
