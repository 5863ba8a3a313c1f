import * as z from 'zod/mini';

/**
 * One stored image of an upload: the address an image field holds (core `mediaUrl`) and its size.
 * @example
 * ```ts
 * const url = '/api/media/0123456789abcdef0123456789abcdef/800x600';
 * UploadedImageSchema.safeParse({ url, width: 800 }).success // false: `height` is missing
 * ```
 */
export const UploadedImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
/**
 * One stored image of an upload as {@link UploadedImageSchema} parses it.
 * @example
 * ```ts
 * const image: UploadedImage = {
 *   url: '/api/media/0123456789abcdef0123456789abcdef/800x600', width: 800, height: 600,
 * };
 * ```
 */
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/**
 * `POST /api/seller/media` (201): the stored images, in the order the files were sent.
 * @example MediaUploadResponseSchema.parse({ images: [] }) // { images: [] }
 */
export const MediaUploadResponseSchema = z.object({ images: z.array(UploadedImageSchema) });
/**
 * The `POST /api/seller/media` answer as {@link MediaUploadResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: MediaUploadResponse = {
 *   images: [{ url: '/api/media/0123456789abcdef0123456789abcdef/800x600', width: 800, height: 600 }],
 * };
 * ```
 */
export type MediaUploadResponse = z.infer<typeof MediaUploadResponseSchema>;
