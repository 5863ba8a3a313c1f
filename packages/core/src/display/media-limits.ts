/**
 * Images per product at most (the console's uploader and the API's product schema both hold to it).
 * @example MAX_PRODUCT_IMAGES // 8
 */
export const MAX_PRODUCT_IMAGES = 8;
/**
 * Largest upload accepted, bytes (10 MB).
 * @example MAX_UPLOAD_BYTES // 10485760
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Largest decoded image accepted, pixels (40 megapixels).
 * @example MAX_UPLOAD_PIXELS // 40000000
 */
export const MAX_UPLOAD_PIXELS = 40_000_000;
