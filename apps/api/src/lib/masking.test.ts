import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone } from './masking.js';

describe('masks of personal data', () => {
  it('keeps each word’s first letter of a name', () => {
    expect(maskName('Jane Doe')).toBe('J*** D***');
    expect(maskName('  Thandi   van der Merwe ')).toBe('T*** v*** d*** M***');
    expect(maskName('Émile')).toBe('É***');
    expect(maskName('😀 Smile')).toBe('😀*** S***');
    expect(maskName('')).toBe('');
  });

  it('keeps the last three digits of a phone, whatever its formatting', () => {
    expect(maskPhone('082 123 4567')).toBe('***567');
    expect(maskPhone('+27 (82) 123-4567')).toBe('***567');
    expect(maskPhone('12')).toBe('***12');
    expect(maskPhone('call me')).toBe('');
  });

  it('keeps the first letter of mailbox and domain, and the top-level domain, of an email', () => {
    expect(maskEmail('ann.guest@example.co.za')).toBe('a***@e***.za');
    expect(maskEmail(' Bob@Mail.COM ')).toBe('B***@M***.COM');
    expect(maskEmail('root@localhost')).toBe('r***@l***');
    expect(maskEmail('not an email')).toBe('');
  });
});
