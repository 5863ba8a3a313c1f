import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, later Tailwind utilities winning over earlier ones (`className` is merged last).
 * @example cn('px-4 text-sm text-ink', 'px-2 text-white') // "text-sm px-2 text-white"
 */
export function cn(...values: ClassValue[]): string {
  return mergeClasses(clsx(values));
}

/**
 * Drops every Tailwind class that a later class with the same variants overrides, keeping the order of the
 * rest: tailwind-merge's algorithm, with a table of the utility groups the kit and the apps write instead of
 * its full one (26 KB). `cn.test.ts` holds it to tailwind-merge for every class in packages/ui and the
 * apps, so a class this table does not know yet fails there, not on screen.
 */
function mergeClasses(classList: string): string {
  const overridden = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index] ?? '';
    const { variants, base } = parseClass(name);
    const group = classGroup(base);
    if (group) {
      if (overridden.has(variants + group)) continue;
      overridden.add(variants + group);
      for (const other of CONFLICTS[group] ?? []) overridden.add(variants + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** Variants whose order changes the selector: they keep their place when the others are sorted. */
const ORDER_SENSITIVE = new Set(['*', '**', 'after', 'backdrop', 'before', 'file', 'marker', 'placeholder']);

/** `md:hover:!p-2` → variants `hover:md:!` (the same for `hover:md:p-2!`) and base `p-2`. */
function parseClass(name: string): { variants: string; base: string } {
  const variants: string[] = [];
  let sortable: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      const variant = name.slice(start, index);
      if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
        variants.push(...sortable.sort(), variant);
        sortable = [];
      } else sortable.push(variant);
      start = index + 1;
    }
  }
  variants.push(...sortable.sort());
  let base = name.slice(start);
  const important = base.endsWith('!') || base.startsWith('!');
  if (important) base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1);
  return { variants: `${variants.join(':')}${important ? '!' : ''}:`, base };
}

const words = (list: string) => list.trim().split(/\s+/);

/** Classes that are a whole utility on their own, by group. */
const KEYWORDS = Object.fromEntries(
  Object.entries({
    display:
      'block inline-block inline flex inline-flex grid inline-grid contents hidden table table-cell table-row flow-root',
    position: 'static fixed absolute relative sticky',
    visibility: 'visible invisible collapse',
    'sr-only': 'sr-only not-sr-only',
    'text-transform': 'uppercase lowercase capitalize normal-case',
    'text-decoration': 'underline overline line-through no-underline',
    'text-overflow': 'truncate text-ellipsis text-clip',
    'fvn-spacing': 'tabular-nums proportional-nums',
    filter: 'filter filter-none',
    'font-style': 'italic not-italic',
    'vertical-align':
      'align-baseline align-top align-middle align-bottom align-text-top align-text-bottom align-sub align-super',
    'border-collapse': 'border-collapse border-separate',
  }).flatMap(([group, names]) => words(names).map((name) => [name, group])),
) as Record<string, string | undefined>;

const TEXT_SIZE = /^(xs|sm|base|lg|\d?xl|\[\d[\d.]*(px|r?em)\])$/;
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];

/** How a utility's value picks its group when one prefix sets several properties (`text-sm`, `text-ink`). */
const BY_VALUE: Record<string, (value: string) => string> = {
  text: (value) =>
    TEXT_SIZE.test(value.split('/')[0] ?? '')
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(value)
        ? 'text-alignment'
        : /^(wrap|nowrap|balance|pretty)$/.test(value)
          ? 'text-wrap'
          : 'text-color',
  bg: (value) => (/^(linear-|radial|conic|none$|\[url)/.test(value) ? 'bg-image' : 'bg-color'),
  font: (value) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
      ? 'font-weight'
      : 'font-family',
  flex: (value) =>
    /^(row|col)(-reverse)?$/.test(value)
      ? 'flex-direction'
      : /^(wrap|wrap-reverse|nowrap)$/.test(value)
        ? 'flex-wrap'
        : 'flex',
  shadow: (value) => (/^(|\d?xs|sm|md|lg|\d?xl|inner|none)$/.test(value) ? 'shadow' : 'shadow-color'),
  rounded: (value) => {
    const side = /^(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(-|$)/.exec(value)?.[1];
    return side ? `rounded-${side}` : 'rounded';
  },
  border: (value) => {
    const [first = '', rest] = value.split(/-(.*)/);
    const side = SIDES.includes(first) ? `-${first}` : '';
    const width = side ? (rest ?? '') : value;
    if (/^\d*$/.test(width)) return `border-w${side}`;
    if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
    return `border-color${side}`;
  },
  ring: (value) =>
    /^(\d*|inset)$/.test(value)
      ? `ring-w${value === 'inset' ? '-inset' : ''}`
      : /^offset-\d+$/.test(value)
        ? 'ring-offset-w'
        : value.startsWith('offset-')
          ? 'ring-offset-color'
          : 'ring-color',
  outline: (value) =>
    /^\d*$/.test(value)
      ? 'outline-w'
      : /^(solid|dashed|dotted|double|hidden|none)$/.test(value)
        ? 'outline-style'
        : value.startsWith('offset-')
          ? 'outline-offset'
          : 'outline-color',
  divide: (value) => (/^[xy](-|$)/.test(value) ? `divide-${value[0]}` : 'divide-color'),
  touch: (value) =>
    /^pan-(x|left|right)$/.test(value)
      ? 'touch-x'
      : /^pan-(y|up|down)$/.test(value)
        ? 'touch-y'
        : value === 'pinch-zoom'
          ? 'touch-pz'
          : 'touch',
  list: (value) => (/^(inside|outside)$/.test(value) ? 'list-position' : 'list-type'),
  object: (value) =>
    /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position',
};

/** Utilities whose group is their name and whose value is a size, a number or a fraction (`w-1/2`). */
const SCALED = new Set(
  words(`
    p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y space-x space-y
    w h size min-w min-h max-w max-h inset inset-x inset-y top right bottom left start end z
    basis grow shrink order grid-cols grid-rows col-span row-span line-clamp leading tracking
    underline-offset opacity duration delay scale scale-x scale-y translate-x translate-y rotate blur
    backdrop-blur
  `),
);
const SCALE =
  /^(\d+(\.\d+)?(\/\d+)?%?|px|auto|full|screen|dvh|svh|lvh|dvw|min|max|fit|none|first|last|[2-7]?xs|sm|md|lg|[2-7]?xl|tight|tighter|snug|normal|relaxed|loose|wide|wider|widest|\[.+\]|\(.+\))$/;

/** Utilities whose group is their name, whatever their value. */
const NAMED = words(`
  items justify justify-items justify-self place-items place-self self overflow overflow-x overflow-y whitespace break
  decoration fill stroke accent from via to cursor select pointer-events appearance aspect
  animate transition ease
`);

/** Every utility with a value, longest first so `gap-x-2` is not read as `gap`. */
const UTILITIES = [...Object.keys(BY_VALUE), ...SCALED, ...NAMED].sort((a, b) => b.length - a.length);

/** Utilities that are a class on their own too: `border`, `shadow`, `rounded`. */
const BARE = new Set(words('border shadow rounded ring outline transition grow shrink blur backdrop-blur'));

/** The Tailwind group of a class without its variants, or undefined for a class Tailwind does not make. */
function classGroup(className: string): string | undefined {
  // an arbitrary property, `[scrollbar-width:none]`, is grouped by the property
  if (className.startsWith('[')) {
    const property = /^\[([a-z-]+):/.exec(className)?.[1];
    return property && `[${property}]`;
  }
  const base = className.replace(/^-/, '');
  const keyword = KEYWORDS[base];
  if (keyword) return keyword;
  const utility = UTILITIES.find((name) => base === name || base.startsWith(`${name}-`));
  if (!utility) return undefined;
  const value = base.slice(utility.length + 1);
  if (value === '' ? !BARE.has(utility) : SCALED.has(utility) && !SCALE.test(value)) return undefined;
  return BY_VALUE[utility]?.(value) ?? utility;
}

const sided = (group: string, sides: string[]) => sides.map((side) => `${group}-${side}`);

/** Groups a class also overrides: `p-4` overrides an earlier `px-2`, `size-4` an earlier `w-2`. */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  scale: ['scale-x', 'scale-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'line-clamp': ['display', 'overflow'],
  'font-size': ['leading'],
  rounded: sided('rounded', ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl']),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sided('border-w', SIDES),
  'border-w-x': sided('border-w', ['s', 'e', 'r', 'l']),
  'border-w-y': sided('border-w', ['t', 'b']),
  'border-color': sided('border-color', SIDES),
  'border-color-x': sided('border-color', ['s', 'e', 'r', 'l']),
  'border-color-y': sided('border-color', ['t', 'b']),
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};
