import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateContactForm } from './contact-form.js';

const filled = {
  name: 'Ann',
  email: 'ann@example.com',
  subject: 'Opening hours',
  message: 'Are you open on Sunday?',
};

describe('validateContactForm', () => {
  it('accepts a filled form without a seller id, trimmed', () => {
    expect(validateContactForm({ ...filled, name: ' Ann ' })).toEqual({ ok: true, value: filled });
  });

  it('reports every field of an empty form, the name first', () => {
    expect(validateContactForm({})).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
      message: 'Name is required',
    });
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ] as const)('requires %s', (field, message) => {
    for (const blank of ['', '  ', null]) {
      expect(validateContactForm({ ...filled, [field]: blank })).toEqual({
        ok: false,
        errors: { [field]: message },
        message,
      });
    }
  });

  it.each(['ann', 'ann@', 'ann@example', 'a n@example.com'])('rejects the email %j as invalid', (email) => {
    expect(validateContactForm({ ...filled, email })).toEqual({
      ok: false,
      errors: { email: 'Invalid email' },
      message: 'Invalid email',
    });
  });

  it('never reports a field that is not on the form', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string(), email: fc.string(), subject: fc.string(), message: fc.string() }),
        (form) => {
          const result = validateContactForm(form);
          if (!result.ok) {
            expect(Object.keys(result.errors).every((key) => key in filled)).toBe(true);
          }
        },
      ),
    );
  });
});
