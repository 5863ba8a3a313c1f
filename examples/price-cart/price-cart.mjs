#!/usr/bin/env node
// @ts-check
// Prices a cart from a JSON file with the Souk pricing rules (@souk/core/pricing) and prints a receipt.
// Usage: node price-cart.mjs cart.json
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  currencySymbol,
  DEFAULT_CURRENCY,
  formatMoney,
  largestFittingTier,
  linePriceCents,
  orderTotalCents,
  sumCents,
  toCents,
} from '@souk/core/pricing';

/** @typedef {import('@souk/core/pricing').Cents} Cents */

/**
 * A line of the cart file.
 * @typedef {object} CartLine
 * @property {string} name
 * @property {number} price unit price in major units, e.g. 19.99
 * @property {number} quantity a positive integer
 * @property {number} [discount] discount percent, 0 to below 100
 * @property {{ quantity: number, price: number }[]} [bulkTiers] `price` is the price of `quantity` units
 * @property {{ name: string, price: number }[]} [addons] each added once to the line
 */

/**
 * The cart file: the lines, an optional shipping fee (major units) and an optional currency code.
 * A bare array is read as the lines alone.
 * @typedef {object} Cart
 * @property {CartLine[]} lines
 * @property {number} [shippingFee]
 * @property {string} [currency]
 */

/**
 * A priced line.
 * @typedef {object} PricedLine
 * @property {string} name
 * @property {number} quantity
 * @property {Cents} unitCents
 * @property {number} discount
 * @property {{ quantity: number, priceCents: Cents, times: number, remainder: number } | undefined} tier
 *   the bulk tier applied: `times` full multiples, `remainder` units at the unit price
 * @property {{ name: string, cents: Cents }[]} addons
 * @property {Cents} totalCents
 */

/**
 * The figures of a priced cart, all in cents.
 * @typedef {object} PricedCart
 * @property {string} currency
 * @property {string} symbol
 * @property {PricedLine[]} lines
 * @property {Cents} subtotalCents
 * @property {Cents} shippingCents
 * @property {Cents} totalCents
 */

/** Bad input: `problems` holds one message per mistake, naming the line and the field. */
export class CartError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'CartError';
    this.problems = problems;
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @param {unknown} value */
function isAmount(value) {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** @param {unknown} value */
function isPositiveInteger(value) {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** @param {unknown} value */
function shown(value) {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/**
 * Checks a line of the cart file; pushes a message per bad field onto `problems`.
 * @param {unknown} raw
 * @param {number} index
 * @param {string[]} problems
 * @returns {CartLine | undefined}
 */
function checkLine(raw, index, problems) {
  const at = `line ${index + 1}`;
  if (!isRecord(raw)) {
    problems.push(`${at}: must be an object, got ${shown(raw)}`);
    return undefined;
  }
  const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name.trim() : undefined;
  const label = name ? `${at} (${name})` : at;
  const before = problems.length;
  if (!name) problems.push(`${label}: name is missing`);
  if (raw.price === undefined || raw.price === null) problems.push(`${label}: price is missing`);
  else if (!isAmount(raw.price))
    problems.push(`${label}: price must be a number of 0 or more, got ${shown(raw.price)}`);
  if (raw.quantity === undefined || raw.quantity === null) problems.push(`${label}: quantity is missing`);
  else if (!isPositiveInteger(raw.quantity))
    problems.push(`${label}: quantity must be a positive integer, got ${shown(raw.quantity)}`);
  if (raw.discount !== undefined && !(isAmount(raw.discount) && Number(raw.discount) < 100))
    problems.push(`${label}: discount must be a percent from 0 to below 100, got ${shown(raw.discount)}`);
  if (raw.bulkTiers !== undefined) {
    if (!Array.isArray(raw.bulkTiers)) problems.push(`${label}: bulkTiers must be a list`);
    else
      raw.bulkTiers.forEach((tier, tierIndex) => {
        const field = `${label}: bulkTiers[${tierIndex}]`;
        if (!isRecord(tier)) problems.push(`${field} must be an object, got ${shown(tier)}`);
        else if (!isPositiveInteger(tier.quantity))
          problems.push(`${field}.quantity must be a positive integer, got ${shown(tier.quantity)}`);
        else if (!isAmount(tier.price))
          problems.push(`${field}.price must be a number of 0 or more, got ${shown(tier.price)}`);
      });
  }
  if (raw.addons !== undefined) {
    if (!Array.isArray(raw.addons)) problems.push(`${label}: addons must be a list`);
    else
      raw.addons.forEach((addon, addonIndex) => {
        const field = `${label}: addons[${addonIndex}]`;
        if (!isRecord(addon)) problems.push(`${field} must be an object, got ${shown(addon)}`);
        else if (typeof addon.name !== 'string' || addon.name.trim() === '')
          problems.push(`${field}.name is missing`);
        else if (!isAmount(addon.price))
          problems.push(`${field}.price must be a number of 0 or more, got ${shown(addon.price)}`);
      });
  }
  return problems.length === before ? /** @type {CartLine} */ (/** @type {unknown} */ (raw)) : undefined;
}

/**
 * Checks a parsed cart file and returns it typed, or throws a {@link CartError} listing every mistake.
 * @param {unknown} value
 * @returns {Cart}
 */
export function checkCart(value) {
  const cart = Array.isArray(value) ? { lines: value } : value;
  if (!isRecord(cart)) throw new CartError(['cart: must be a list of lines or an object with "lines"']);
  if (!Array.isArray(cart.lines)) throw new CartError(['cart: "lines" must be a list of lines']);
  /** @type {string[]} */
  const problems = [];
  if (cart.lines.length === 0) problems.push('cart: has no lines');
  const lines = cart.lines.map((line, index) => checkLine(line, index, problems));
  if (cart.shippingFee !== undefined && !isAmount(cart.shippingFee))
    problems.push(`cart: shippingFee must be a number of 0 or more, got ${shown(cart.shippingFee)}`);
  if (
    cart.currency !== undefined &&
    (typeof cart.currency !== 'string' || !/^[A-Za-z]{3}$/.test(cart.currency))
  )
    problems.push(`cart: currency must be a 3-letter code, got ${shown(cart.currency)}`);
  if (problems.length > 0) throw new CartError(problems);
  return {
    lines: /** @type {CartLine[]} */ (lines),
    ...(cart.shippingFee === undefined ? {} : { shippingFee: /** @type {number} */ (cart.shippingFee) }),
    ...(cart.currency === undefined ? {} : { currency: /** @type {string} */ (cart.currency) }),
  };
}

/**
 * Prices a cart with the rules of spec §9: per line, the largest bulk tier that fits charged per full
 * multiple and the remainder at the unit price, else the discount percent on every unit, add-ons added
 * once; the total is the subtotal plus one shipping fee.
 * @param {unknown} cart a cart as read from the JSON file; checked first
 * @returns {PricedCart}
 */
export function priceCart(cart) {
  const checked = checkCart(cart);
  const currency = (checked.currency ?? DEFAULT_CURRENCY).toUpperCase();
  const lines = checked.lines.map((line) => {
    const bulkPricing = line.bulkTiers ?? [];
    const addons = (line.addons ?? []).map((addon) => ({ text: addon.name, price: addon.price }));
    const tier = largestFittingTier(bulkPricing, line.quantity);
    const times = tier ? Math.floor(line.quantity / tier.quantity) : 0;
    return {
      name: line.name.trim(),
      quantity: line.quantity,
      unitCents: toCents(line.price),
      discount: line.discount ?? 0,
      tier: tier && {
        quantity: tier.quantity,
        priceCents: toCents(tier.price),
        times,
        remainder: line.quantity - times * tier.quantity,
      },
      addons: addons.map((addon) => ({ name: addon.text, cents: toCents(addon.price) })),
      totalCents: linePriceCents({
        quantity: line.quantity,
        price: line.price,
        discount: line.discount ?? 0,
        bulkPricing,
        addons,
      }),
    };
  });
  const subtotalCents = sumCents(lines.map((line) => line.totalCents));
  const shippingFee = checked.shippingFee ?? 0;
  return {
    currency,
    symbol: currencySymbol(currency),
    lines,
    subtotalCents,
    shippingCents: toCents(shippingFee),
    totalCents: orderTotalCents(subtotalCents, shippingFee),
  };
}

/**
 * How a line was priced, in words: the bulk tier applied, else the discount; then the add-ons.
 * @param {PricedLine} line
 * @param {string} currency
 */
function pricingNote(line, currency) {
  const money = (/** @type {Cents} */ cents) => formatMoney(cents, { currency });
  /** @type {string[]} */
  const parts = [];
  if (line.tier) {
    parts.push(`bulk ${line.tier.quantity} for ${money(line.tier.priceCents)} × ${line.tier.times}`);
    if (line.tier.remainder > 0) parts.push(`${line.tier.remainder} × ${money(line.unitCents)}`);
  } else if (line.discount > 0) {
    parts.push(`${line.quantity} × ${money(line.unitCents)} less ${line.discount}%`);
  } else {
    parts.push(`${line.quantity} × ${money(line.unitCents)}`);
  }
  for (const addon of line.addons) parts.push(`${addon.name} ${money(addon.cents)}`);
  return parts.join(' + ');
}

/**
 * The receipt text of a priced cart: a row per line (item, quantity, how it was priced, line total), then
 * subtotal, shipping and total, right-aligned.
 * @param {PricedCart} priced
 * @returns {string}
 */
export function formatReceipt(priced) {
  const money = (/** @type {Cents} */ cents) => formatMoney(cents, { currency: priced.currency });
  const rows = priced.lines.map((line) => [
    line.name,
    String(line.quantity),
    pricingNote(line, priced.currency),
    money(line.totalCents),
  ]);
  const header = ['Item', 'Qty', 'Pricing', 'Total'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const [nameWidth = 0, quantityWidth = 0, noteWidth = 0, totalWidth = 0] = widths;
  const row = (/** @type {string[]} */ [name = '', quantity = '', note = '', total = '']) =>
    [
      name.padEnd(nameWidth),
      quantity.padStart(quantityWidth),
      note.padEnd(noteWidth),
      total.padStart(totalWidth),
    ]
      .join('  ')
      .trimEnd();
  const width = nameWidth + quantityWidth + noteWidth + totalWidth + 6;
  const sum = (/** @type {string} */ label, /** @type {Cents} */ cents) =>
    `${label}${money(cents).padStart(width - label.length)}`;
  return [
    `Receipt (${priced.currency})`,
    '',
    row(header),
    '-'.repeat(width),
    ...rows.map(row),
    '-'.repeat(width),
    sum('Subtotal', priced.subtotalCents),
    sum('Shipping', priced.shippingCents),
    sum('Total', priced.totalCents),
    '',
  ].join('\n');
}

/**
 * Reads and parses a cart file; a missing file or invalid JSON is a {@link CartError}.
 * @param {string} file
 * @returns {unknown}
 */
export function readCart(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    throw new CartError([
      code === 'ENOENT' ? `${file}: no such file` : `${file}: cannot be read (${code ?? 'unknown error'})`,
    ]);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new CartError([`${file}: not valid JSON`]);
  }
}

/**
 * The command: prints the receipt and returns 0, or prints the problems on stderr and returns 1.
 * @param {string[]} args the command-line arguments after the script
 * @param {{ out: (text: string) => void, err: (text: string) => void }} io
 * @returns {number} the exit code
 */
export function main(args, io) {
  const [file] = args;
  if (args.length !== 1 || !file) {
    io.err('usage: price-cart <cart.json>\n');
    return 1;
  }
  try {
    io.out(formatReceipt(priceCart(readCart(file))));
    return 0;
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    io.err(`${error.problems.map((problem) => `price-cart: ${problem}`).join('\n')}\n`);
    return 1;
  }
}

/**
 * Whether this file is the script Node was started with (directly, or through the `price-cart` bin link).
 * @param {string | undefined} script `process.argv[1]`
 */
function isMain(script) {
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

// run only when executed, not when imported (by the tests)
if (isMain(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
