import { describe, expect, it } from 'vitest';
import { INVALID_ADDON, resolveAddons } from './addons.js';

const offered = [
  {
    question: 'Size',
    type: 'Drop-Down List',
    options: [
      { text: 'Small', price: 0 },
      { text: 'Large', price: 2 },
    ],
  },
  {
    question: 'Extras',
    type: 'Checkboxes',
    options: [
      { text: 'Gift wrap', price: 1.5 },
      { text: 'Card', price: 0.5 },
    ],
  },
];

describe('resolveAddons', () => {
  it('prices choices from the product, not the client', () => {
    expect(
      resolveAddons(offered, [
        { text: 'Large', price: 0 },
        { text: 'Gift wrap', price: 0 },
      ]),
    ).toEqual([
      { text: 'Large', price: 2 },
      { text: 'Gift wrap', price: 1.5 },
    ]);
  });

  it('allows several checkboxes but one choice per drop-down or radio question', () => {
    expect(
      resolveAddons(offered, [
        { text: 'Gift wrap', price: 9 },
        { text: 'Card', price: 9 },
      ]),
    ).toHaveLength(2);
    expect(() =>
      resolveAddons(offered, [
        { text: 'Small', price: 0 },
        { text: 'Large', price: 0 },
      ]),
    ).toThrow(INVALID_ADDON);
  });

  it('refuses options the product does not offer and ignores repeats', () => {
    expect(() => resolveAddons(offered, [{ text: 'Free money', price: -5 }])).toThrow(INVALID_ADDON);
    expect(
      resolveAddons(offered, [
        { text: 'Card', price: 0 },
        { text: 'Card', price: 0 },
      ]),
    ).toEqual([{ text: 'Card', price: 0.5 }]);
    expect(resolveAddons([], [])).toEqual([]);
  });
});
