/**
 * Spec §9: the confirmation page gives up loading after 10 s ('Request timed out', spec §4).
 * @example CONFIRMATION_TIMEOUT_MS // 10000
 */
export const CONFIRMATION_TIMEOUT_MS = 10_000;
/**
 * Spec §4, §9: the card-form gateway shows 'Payment Successful!' for 2 s before going to the confirm page.
 * @example PAYMENT_SUCCESS_REDIRECT_MS // 2000
 */
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
/**
 * Spec §4, §9: a failed card-form payment shows its error for 3 s before going to the confirm page.
 * @example PAYMENT_ERROR_REDIRECT_MS // 3000
 */
export const PAYMENT_ERROR_REDIRECT_MS = 3000;
