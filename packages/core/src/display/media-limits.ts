/** Images per product at most (the console's uploader and the API's product schema both hold to it). */
export const MAX_PRODUCT_IMAGES = 8;
/** Largest upload accepted, bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest decoded image accepted, pixels (40 megapixels). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
