import { MAX_PRODUCT_IMAGES } from '@souk/core';
import { useId, useState } from 'react';
import { type UploadProgress, uploadImages } from '../api/upload-images.js';

export interface ImageListFieldProps {
  label: string;
  /** Stored image addresses, in order (the first is the main image). */
  value: readonly string[];
  onChange: (images: string[]) => void;
  /** Most images allowed (products: 8). */
  max?: number;
  error?: string | undefined;
}

/**
 * An ordered list of images: upload by drag and drop or the file picker (several at once, with progress),
 * reorder, remove. Uploads go to the seller media API; the field holds only the returned addresses.
 */
export function ImageListField({
  label,
  value,
  onChange,
  max = MAX_PRODUCT_IMAGES,
  error,
}: ImageListFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const room = max - value.length;

  const add = async (files: File[]) => {
    setUploadError(null);
    if (files.length === 0) return;
    if (files.length > room) {
      setUploadError(`You can add ${room} more image${room === 1 ? '' : 's'} (${max} at most)`);
      return;
    }
    setProgress({ loaded: 0, total: 1 });
    try {
      const uploaded = await uploadImages(files, setProgress);
      onChange([...value, ...uploaded.map((image) => image.url)]);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : 'The upload failed');
    } finally {
      setProgress(null);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
  };
  const message = uploadError ?? error;

  return (
    <fieldset aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <ul className="flex flex-wrap gap-2">
        {value.map((image, index) => (
          <li key={image} className="w-28">
            <img
              src={image}
              alt={`${label} ${index + 1}`}
              width={112}
              height={112}
              className="size-28 rounded-lg object-cover"
            />
            <div className="mt-1 flex gap-1 text-xs">
              <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                Move left
              </button>
              <button type="button" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      {room > 0 && (
        <label
          htmlFor={id}
          className="mt-2 block rounded-lg border border-dashed border-gray-300 p-4 text-center text-sm"
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            void add([...event.dataTransfer.files]);
          }}
        >
          Drop images here or choose files
          <input
            id={id}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={(event) => {
              void add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
        </label>
      )}
      {progress && (
        <progress
          className="mt-2 w-full"
          value={progress.loaded}
          max={progress.total}
          aria-label="Upload progress"
        />
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-sale">
          {message}
        </p>
      )}
    </fieldset>
  );
}

export interface ImageFieldProps {
  label: string;
  /** The stored image address, or '' for none. */
  value: string;
  onChange: (image: string) => void;
  error?: string | undefined;
}

/** One image (a logo, a banner, a category or SEO image): the same uploader, holding at most one. */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  return (
    <ImageListField
      label={label}
      value={value ? [value] : []}
      onChange={(images) => onChange(images[0] ?? '')}
      max={1}
      error={error}
    />
  );
}
