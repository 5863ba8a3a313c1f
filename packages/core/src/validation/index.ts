/**
 * Checks of the forms and inputs of spec §5 with the spec's exact messages: each `validate*` function
 * returns a {@link ValidationResult}, `{ ok: true, value }` or `{ ok: false, errors, message }` with one
 * message per field, and {@link valueOrThrow} turns a failure into a `ValidationError`. Also the quantity
 * steppers, card masks and US states. Uses zod/mini through the wire schemas of `@souk/core/schemas`.
 *
 * @example
 * ```ts
 * import { validateGuestLookup, valueOrThrow } from '@souk/core/validation';
 * const result = validateGuestLookup({ email: ' ', phone: '' });
 * if (!result.ok) result.message; // "Please enter either email or phone number"
 * valueOrThrow(validateGuestLookup({ phone: ' 0821234567 ' })); // { phone: '0821234567' }
 * ```
 *
 * @module @souk/core/validation
 */
export {
  type AddToCartField,
  type AddToCartInput,
  PRODUCT_UNAVAILABLE_MESSAGE,
  validateAddToCart,
} from './add-to-cart.js';
export {
  type BillingInput,
  billingFromShipping,
  SAMPLE_BILLING_DEFAULTS,
  type ShippingSource,
} from './billing-from-shipping.js';
export { bulkOptions } from './bulk-options.js';
export { CARD_NUMBER_MASK_LENGTH, maskCardNumber, maskExpiry, maskSecurityCode } from './card-masks.js';
export {
  CARD_PAYMENT_MESSAGES,
  type CardInput,
  type CardPayment,
  type CardPaymentField,
  type CardPaymentInput,
  MAX_EXPIRY_YEARS_AHEAD,
  validateCardPayment,
} from './card-payment.js';
export {
  type ContactForm,
  type ContactFormField,
  type ContactFormInput,
  ContactFormSchema,
  validateContactForm,
} from './contact-form.js';
export { type GuestLookup, type GuestLookupField, validateGuestLookup } from './guest-lookup.js';
export { validateOfflineMethod } from './offline-payment-method.js';
export {
  METHOD_NOT_AVAILABLE_MESSAGE,
  METHOD_NOT_ENABLED_MESSAGES,
  type MethodAvailableField,
  type MethodAvailableInput,
  validateMethodAvailable,
} from './payment-method-available.js';
export { PRICE_SLIDER_STEP, sliderMax } from './price-slider.js';
export {
  decrementQuantity,
  incrementQuantity,
  MIN_QUANTITY,
  parseQuantityInput,
  quantityOnBlur,
} from './quantity.js';
export {
  fieldErrorsFromIssues,
  type Issue,
  invalid,
  type ValidationFailure,
  type ValidationResult,
  valid,
  valueOrThrow,
} from './result.js';
export {
  ENTER_NAME_MESSAGE,
  REVIEW_SUBMITTED_MESSAGE,
  type ReviewDraft,
  type ReviewField,
  type ReviewFormInput,
  validateReview,
} from './review-form.js';
export { parseSavedShippingInfo, serializeShippingInfo } from './saved-shipping-info.js';
export { type PreparedSearch, prepareSearch } from './search-text.js';
export {
  type ShippingFormInput,
  type ShippingInfoField,
  validateShippingField,
  validateShippingInfo,
} from './shipping-info.js';
export { normalizeShopInput, prepareShopLookup } from './shop-lookup.js';
export { isSingleSeller, SINGLE_SELLER_MESSAGE } from './single-seller.js';
export {
  invalidUsStateMessage,
  resolveUsState,
  STATE_REQUIRED_MESSAGE,
  toUsStateCode,
  US_STATES,
  type UsStateCode,
} from './us-states.js';
