import * as z from 'zod/mini';
import { ContactMessageSchema } from '../schemas/seller.js';
import { fieldErrorsFromIssues, invalid, type ValidationResult, valid } from './result.js';

/**
 * The contact form's fields (spec §2 Contact): the contact message without its seller id, which comes from
 * the shop being viewed, never from what the visitor typed.
 * @example ContactFormSchema.safeParse({ name: 'Ann', email: 'ann', subject: 'Hi', message: 'Hello' }).success // false
 */
export const ContactFormSchema = z.omit(ContactMessageSchema, { sellerId: true });

/**
 * The contact form as sent, without the seller id the page adds.
 * @example
 * ```ts
 * const form: ContactForm = {
 *   name: 'Ann', email: 'ann@example.com', subject: 'Delivery', message: 'Do you ship to Durban?',
 * };
 * ```
 */
export type ContactForm = z.infer<typeof ContactFormSchema>;
/**
 * A field of the contact form, as {@link validateContactForm} names it in its messages.
 * @example const field: ContactFormField = 'subject';
 */
export type ContactFormField = keyof ContactForm;

/**
 * What the contact form holds while the visitor types.
 * @example
 * ```ts
 * const input: ContactFormInput = { name: 'Ann', email: 'ann@example.com', subject: null, message: '' };
 * validateContactForm(input).ok // false: 'Subject is required', 'Message is required'
 * ```
 */
export type ContactFormInput = { [Field in ContactFormField]?: string | null };

/**
 * Validates the contact form (spec §5): name, email, subject and message required, the email well
 * formed; each failing field gets its first message.
 * @example validateContactForm({ name: 'Ann', email: 'ann', subject: 'Hi', message: 'Hello' })
 * // { ok: false, errors: { email: 'Invalid email' }, message: 'Invalid email' }
 */
export function validateContactForm(
  input: ContactFormInput,
): ValidationResult<ContactForm, ContactFormField> {
  const result = ContactFormSchema.safeParse({
    name: input.name ?? undefined,
    email: input.email ?? undefined,
    subject: input.subject ?? undefined,
    message: input.message ?? undefined,
  });
  if (result.success) return valid(result.data);
  return invalid(fieldErrorsFromIssues<ContactFormField>(result.error.issues));
}
