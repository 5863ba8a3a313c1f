import * as z from 'zod/mini';

/** One stored image of an upload: the address an image field holds (core `mediaUrl`) and its size. */
export const UploadedImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
/** One stored image of an upload as {@link UploadedImageSchema} parses it. */
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/** `POST /api/seller/media` (201): the stored images, in the order the files were sent. */
export const MediaUploadResponseSchema = z.object({ images: z.array(UploadedImageSchema) });
/** The `POST /api/seller/media` answer as {@link MediaUploadResponseSchema} parses it. */
export type MediaUploadResponse = z.infer<typeof MediaUploadResponseSchema>;
