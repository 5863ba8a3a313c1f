import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText } from './format.js';

describe('dates', () => {
  it("read as the browser's own date and date-time texts", () => {
    const iso = '2026-03-12T14:05:00.000Z';
    const date = new Date(iso);
    expect(dateText(iso)).toBe(
      date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
    );
    expect(dateTimeText(iso)).toBe(
      date.toLocaleString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    // the formatter is kept: a second date reads as its own
    expect(dateText('2025-12-31T12:00:00.000Z')).toBe(
      new Date('2025-12-31T12:00:00.000Z').toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    );
  });

  it('show an unreadable date as written', () => {
    expect(dateText('not a date')).toBe('not a date');
    expect(dateTimeText('')).toBe('');
  });
});
