import type { SelectedAddon } from '@souk/core';
import type { StoredAddon } from '../db/schema.js';
import { invalid } from '../domain/errors.js';

export const INVALID_ADDON = 'Selected add-on is not available for this product';

/**
 * The add-on choices a line may carry: only options the product offers, each at the product's own price
 * (the client's `price` is ignored). Drop-Down List and Radio Buttons questions allow one choice.
 * @throws invalid when an option is unknown or a single-choice question has several choices
 */
export function resolveAddons(
  offered: readonly StoredAddon[],
  requested: readonly SelectedAddon[],
): SelectedAddon[] {
  const resolved: SelectedAddon[] = [];
  const chosenPerQuestion = new Map<string, number>();
  const seen = new Set<string>();
  for (const choice of requested) {
    const text = choice.text.trim();
    let match: { question: StoredAddon; price: number } | undefined;
    for (const question of offered) {
      const option = question.options.find((candidate) => candidate.text === text);
      if (option) {
        match = { question, price: option.price };
        break;
      }
    }
    if (!match) throw invalid(INVALID_ADDON);
    if (seen.has(text)) continue;
    seen.add(text);
    const count = (chosenPerQuestion.get(match.question.question) ?? 0) + 1;
    chosenPerQuestion.set(match.question.question, count);
    const singleChoice = match.question.type === 'Drop-Down List' || match.question.type === 'Radio Buttons';
    if (singleChoice && count > 1) throw invalid(INVALID_ADDON);
    resolved.push({ text, price: match.price });
  }
  return resolved;
}
