/**
 * Spec §2, §8: the image shown when a product has none or its image fails to load.
 * @example PLACEHOLDER_IMAGE // "/images/no_image.jpg"
 */
export const PLACEHOLDER_IMAGE = '/images/no_image.jpg';

/**
 * The product image at `index` (the first by default), or the placeholder when there is none.
 * @example productImage(['a.jpg', 'b.jpg'], 1) // "b.jpg"
 * @example productImage([]) // "/images/no_image.jpg"
 */
export function productImage(images: readonly string[] | null | undefined, index = 0): string {
  const image = images?.[index]?.trim();
  return image ? image : PLACEHOLDER_IMAGE;
}
