// @ts-check
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CartError, checkCart, formatReceipt, main, priceCart, readCart } from './price-cart.mjs';

const here = (/** @type {string} */ file) => fileURLToPath(new URL(file, import.meta.url));
const sampleCart = JSON.parse(readFileSync(here('cart.json'), 'utf8'));
const expectedOutput = readFileSync(here('expected-output.txt'), 'utf8');

/**
 * Runs `main` as the command would, collecting what it writes.
 * @param {string[]} args
 */
function run(args) {
  let out = '';
  let err = '';
  const code = main(args, {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  });
  return { code, out, err };
}

/**
 * The messages `priceCart` gives for a cart.
 * @param {unknown} cart
 */
function problemsOf(cart) {
  try {
    priceCart(cart);
  } catch (error) {
    if (error instanceof CartError) return error.problems;
    throw error;
  }
  return [];
}

const scratch = mkdtempSync(join(tmpdir(), 'price-cart-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('priceCart on the sample cart', () => {
  const priced = priceCart(sampleCart);

  it('prices each line by spec §9, in cents', () => {
    expect(priced.lines.map((line) => [line.name, line.totalCents])).toEqual([
      // 25 mugs, largest fitting tier 10 for 80.00: 2 × 8000 + the 5 left at 1000 (not the 5-for-45.00 tier)
      ['Enamel mug', 2 * 8000 + 5 * 1000],
      // 3 × 24.99 less 15 % = 63.7245, rounded once
      ['Cast-iron teapot', 6372],
      // 2 × 6.50 + gift wrap 2.50, added once
      ['Rooibos tin', 2 * 650 + 250],
      ['Tea towel', 495],
    ]);
  });

  it('reports the bulk tier applied, and none on the other lines', () => {
    expect(priced.lines[0]?.tier).toEqual({ quantity: 10, priceCents: 8000, times: 2, remainder: 5 });
    expect(priced.lines.slice(1).map((line) => line.tier)).toEqual([undefined, undefined, undefined]);
  });

  it('adds one shipping fee to the subtotal', () => {
    expect(priced.subtotalCents).toBe(21000 + 6372 + 1550 + 495);
    expect(priced.shippingCents).toBe(750);
    expect(priced.totalCents).toBe(29417 + 750);
    expect(priced.currency).toBe('USD');
    expect(priced.symbol).toBe('$');
  });

  it('reads a bare list as the lines, in the default currency and without shipping', () => {
    const bare = priceCart([{ name: 'Mug', price: 0.1, quantity: 3 }]);
    expect(bare.totalCents).toBe(30);
    expect(bare.shippingCents).toBe(0);
    expect(bare.currency).toBe('USD');
  });
});

describe('formatReceipt', () => {
  it('prints exactly expected-output.txt for the sample cart', () => {
    expect(formatReceipt(priceCart(sampleCart))).toBe(expectedOutput);
  });

  it('is what the command prints', () => {
    expect(run([here('cart.json')])).toEqual({ code: 0, out: expectedOutput, err: '' });
  });
});

describe('bad input', () => {
  it('names the line and the field', () => {
    expect(
      problemsOf({
        lines: [
          { name: 'Mug', quantity: 2 },
          { name: 'Teapot', price: 24.99, quantity: 1.5 },
          { price: 2, quantity: 0 },
          { name: 'Tin', price: '6.50', quantity: '2' },
        ],
      }),
    ).toEqual([
      'line 1 (Mug): price is missing',
      'line 2 (Teapot): quantity must be a positive integer, got 1.5',
      'line 3: name is missing',
      'line 3: quantity must be a positive integer, got 0',
      'line 4 (Tin): price must be a number of 0 or more, got "6.50"',
      'line 4 (Tin): quantity must be a positive integer, got "2"',
    ]);
  });

  it('checks discounts, tiers, add-ons, shipping and currency', () => {
    expect(
      problemsOf({
        shippingFee: -1,
        currency: 'dollars',
        lines: [
          {
            name: 'Mug',
            price: 10,
            quantity: 1,
            discount: 100,
            bulkTiers: [{ quantity: 0, price: 5 }],
            addons: [{ price: 1 }],
          },
        ],
      }),
    ).toEqual([
      'line 1 (Mug): discount must be a percent from 0 to below 100, got 100',
      'line 1 (Mug): bulkTiers[0].quantity must be a positive integer, got 0',
      'line 1 (Mug): addons[0].name is missing',
      'cart: shippingFee must be a number of 0 or more, got -1',
      'cart: currency must be a 3-letter code, got "dollars"',
    ]);
  });

  it('refuses a cart that is not a list of lines', () => {
    expect(problemsOf('cart')).toEqual(['cart: must be a list of lines or an object with "lines"']);
    expect(problemsOf({ items: [] })).toEqual(['cart: "lines" must be a list of lines']);
    expect(problemsOf([])).toEqual(['cart: has no lines']);
    expect(() => checkCart([{ name: 'Mug', price: 1, quantity: 1 }])).not.toThrow();
  });

  it('reports a missing file and invalid JSON', () => {
    const missing = join(scratch, 'missing.json');
    expect(() => readCart(missing)).toThrow(`${missing}: no such file`);
    const broken = join(scratch, 'broken.json');
    writeFileSync(broken, '{ "lines": [');
    expect(() => readCart(broken)).toThrow(`${broken}: not valid JSON`);
  });

  it('writes the messages to stderr, nothing to stdout, and exits with 1', () => {
    const file = join(scratch, 'bad.json');
    writeFileSync(file, JSON.stringify([{ name: 'Mug', quantity: 2 }]));
    expect(run([file])).toEqual({ code: 1, out: '', err: 'price-cart: line 1 (Mug): price is missing\n' });
    expect(run([])).toEqual({ code: 1, out: '', err: 'usage: price-cart <cart.json>\n' });
  });
});

describe('the command', () => {
  // spawns Node on the script itself: @souk/core resolves through the workspace link, to its built dist
  const built = (() => {
    try {
      execFileSync(process.execPath, ['-e', "import('@souk/core/pricing')"], {
        cwd: here('.'),
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  })();

  it.runIf(built)('prints the receipt and exits with 0', () => {
    const result = spawnSync(process.execPath, [here('price-cart.mjs'), 'cart.json'], {
      cwd: here('.'),
      encoding: 'utf8',
    });
    expect(result.stdout).toBe(expectedOutput);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.runIf(built)('exits with 1 and an empty stdout on bad input', () => {
    const result = spawnSync(process.execPath, [here('price-cart.mjs'), join(scratch, 'none.json')], {
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`price-cart: ${join(scratch, 'none.json')}: no such file\n`);
    expect(result.status).toBe(1);
  });
});
