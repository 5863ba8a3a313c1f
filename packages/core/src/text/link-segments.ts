/**
 * A piece of plain text, or an address to render as a link.
 * @example const segment: TextSegment = { kind: 'link', text: 'www.tea.example', href: 'https://www.tea.example' };
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. hosts; stops at whitespace and angle brackets
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// punctuation that ends a sentence rather than the address ("see https://a.example/x.")
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits a product description into text and link segments (spec §2 "description with clickable links"),
 * so the page renders links as elements — never by injecting HTML. Only http(s) and `www.` addresses
 * become links (`www.` gets `https://`); `javascript:` and other schemes stay text. Sentence punctuation
 * after an address is left outside it, except a `)` that closes a `(` inside the address.
 * @example linkSegments('See https://a.example/x.')
 * // [{ kind: 'text', text: 'See ' }, { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' }, { kind: 'text', text: '.' }]
 */
export function linkSegments(text: string | null | undefined): TextSegment[] {
  const source = text ?? '';
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const match of source.matchAll(ADDRESS)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - trailing.length);
    // keep a closing parenthesis that balances one inside the address (wiki-style URLs)
    if (trailing.startsWith(')') && count(address, '(') > count(address, ')')) address += ')';
    if (address.replace(/^(?:https?:\/\/|www\.)/i, '') === '') continue;
    const start = match.index;
    if (start > cursor) segments.push({ kind: 'text', text: source.slice(cursor, start) });
    const href = /^www\./i.test(address) ? `https://${address}` : address;
    segments.push({ kind: 'link', text: address, href });
    cursor = start + address.length;
  }
  if (cursor < source.length) segments.push({ kind: 'text', text: source.slice(cursor) });
  return segments;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
