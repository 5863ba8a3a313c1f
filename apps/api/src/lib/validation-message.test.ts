import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { plainReason, type RequestPart, validationMessage } from './validation-message.js';

/** The message the API answers for this input, exactly as the validator compiler makes it. */
function messageFor(schema: z.ZodMiniType, input: unknown, part: RequestPart = 'body'): string {
  const result = z.safeParse(schema, input, { error: plainReason });
  if (result.success) throw new Error('expected the input to fail');
  return validationMessage(result.error.issues, part);
}

describe('validationMessage', () => {
  const Body = z.object({
    name: z.string({ error: 'Name is required' }).check(z.minLength(1, { error: 'Name is required' })),
    count: z.number().check(z.int(), z.gte(1), z.lte(9)),
    tags: z.optional(z.array(z.string().check(z.maxLength(3))).check(z.maxLength(2))),
    kind: z.optional(z.enum(['a', 'b'])),
    email: z.optional(z.email()),
  });

  it('puts the field’s path before a plain reason', () => {
    expect(messageFor(Body, { name: 'x' })).toBe('count: is required');
    expect(messageFor(Body, { name: 'x', count: '2' })).toBe('count: must be a number');
    expect(messageFor(Body, { name: 'x', count: 0 })).toBe('count: must be at least 1');
    expect(messageFor(Body, { name: 'x', count: 10 })).toBe('count: must be at most 9');
    expect(messageFor(Body, { name: 'x', count: 1.5 })).toBe('count: must be a whole number');
    expect(messageFor(Body, { name: 'x', count: 1, tags: ['long'] })).toBe(
      'tags[0]: must be at most 3 characters long',
    );
    expect(messageFor(Body, { name: 'x', count: 1, tags: ['a', 'b', 'c'] })).toBe(
      'tags: must hold at most 2 items',
    );
    expect(messageFor(Body, { name: 'x', count: 1, kind: 'c' })).toBe('kind: must be one of "a", "b"');
    expect(messageFor(Body, { name: 'x', count: 1, email: 'nope' })).toBe(
      'email: must be a valid email address',
    );
  });

  it('answers a sentence of the spec exactly as the schema words it', () => {
    expect(messageFor(Body, { count: 1 })).toBe('Name is required');
    expect(messageFor(Body, { name: '', count: 1 })).toBe('Name is required');
  });

  it('names a reason set on the schema after its field', () => {
    const Line = z.object({
      quantity: z
        .number({ error: 'must be a whole number from 1 to 5' })
        .check(z.lte(5, { error: 'must be a whole number from 1 to 5' })),
    });
    expect(messageFor(z.object({ lines: z.array(Line) }), { lines: [{ quantity: 7 }] })).toBe(
      'lines[0].quantity: must be a whole number from 1 to 5',
    );
  });

  it('names the part itself for a value of the wrong kind at its root', () => {
    expect(messageFor(Body, ['x'])).toBe('body: must be an object');
    expect(messageFor(z.array(z.object({ a: z.string() })), [1], 'body')).toBe('body[0]: must be an object');
    expect(messageFor(z.object({ page: z.string() }), {}, 'querystring')).toBe('page: is required');
  });

  it('explains a union by the shape the value came closest to', () => {
    const Line = z.object({ productId: z.string(), quantity: z.number().check(z.gte(1)) });
    const Group = z.object({ sellerId: z.string(), products: z.array(Line) });
    const Order = z.object({ products: z.array(z.union([Group, Line])) });
    expect(
      messageFor(Order, { products: [{ sellerId: 's', products: [{ productId: 'p', quantity: 0 }] }] }),
    ).toBe('products[0].products[0].quantity: must be at least 1');
    expect(messageFor(Order, { products: [{ productId: 'p', quantity: 0 }] })).toBe(
      'products[0].quantity: must be at least 1',
    );
    expect(
      messageFor(Order, { products: [{ sellerId: 's', products: [{ productId: 7, quantity: 1 }] }] }),
    ).toBe('products[0].products[0].productId: must be text');
  });
});
