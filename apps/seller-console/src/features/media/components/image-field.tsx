import type { ImageUploader } from '../api/upload-images.js';
import { ImageListField } from './image-list-field.js';

export { ImageListField, type ImageListFieldProps } from './image-list-field.js';

export interface ImageFieldProps {
  label: string;
  /** The stored image address, or '' for none. */
  value: string;
  onChange: (image: string) => void;
  error?: string | undefined;
  upload?: ImageUploader;
}

/** One image (a logo, a banner, a category or SEO image): the same uploader, holding at most one. */
export function ImageField({ label, value, onChange, error, upload }: ImageFieldProps) {
  return (
    <ImageListField
      label={label}
      value={value ? [value] : []}
      onChange={(images) => onChange(images[0] ?? '')}
      max={1}
      error={error}
      {...(upload ? { upload } : {})}
    />
  );
}
