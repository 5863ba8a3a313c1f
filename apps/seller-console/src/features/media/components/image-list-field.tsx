import { MAX_PRODUCT_IMAGES } from '@souk/core';
import { useId, useRef, useState } from 'react';
import { type ImageUploader, uploadImages } from '../api/upload-images.js';
import { ImagePreview } from './image-preview.js';

export interface ImageListFieldProps {
  label: string;
  /** Stored image addresses, in order (the first is the main image). */
  value: readonly string[];
  onChange: (images: string[]) => void;
  /** Most images allowed (products: 8). */
  max?: number;
  /** The form's message for the field (e.g. from the product schema). */
  error?: string | undefined;
  /** Uploads files; the seller media API by default (tests pass their own). */
  upload?: ImageUploader;
}

/** A file being uploaded, or refused: shown until it is stored or dismissed. */
interface PendingFile {
  key: number;
  name: string;
  /** 0–1 of the bytes sent. */
  progress: number;
  error?: string;
}

let nextKey = 0;

/**
 * An ordered list of images: upload by drag and drop or the file picker (several at once, each with its
 * progress and its own error from the server), reorder with buttons or Alt+arrow keys, remove. Each file is
 * its own request, so one refused file does not hold back the others. The field holds only the addresses
 * the server answers; previews load the smallest variant.
 */
export function ImageListField({
  label,
  value,
  onChange,
  max = MAX_PRODUCT_IMAGES,
  error,
  upload = uploadImages,
}: ImageListFieldProps) {
  const id = useId();
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // uploads finish after later renders: they append to the value as it is then
  const current = useRef(value);
  current.current = value;
  const uploading = pending.filter((file) => file.error === undefined).length;
  const room = max - value.length - uploading;
  const single = max === 1;

  const update = (key: number, change: Partial<PendingFile>) =>
    setPending((files) => files.map((file) => (file.key === key ? { ...file, ...change } : file)));

  const add = async (files: File[]) => {
    setNotice(null);
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    if (accepted.length < files.length) {
      setNotice(
        room <= 0
          ? `You already have ${max} image${max === 1 ? '' : 's'}, the most allowed`
          : `Only ${room} more image${room === 1 ? '' : 's'} can be added (${max} at most): the first ${room} ${room === 1 ? 'is' : 'are'} uploading`,
      );
    }
    const entries = accepted.map((file) => ({ key: nextKey++, name: file.name, progress: 0, file }));
    setPending((existing) => [
      ...existing,
      ...entries.map(({ key, name, progress }) => ({ key, name, progress })),
    ]);
    const results = await Promise.all(
      entries.map(async (entry) => {
        try {
          const [image] = await upload([entry.file], (progress) =>
            update(entry.key, { progress: progress.total ? progress.loaded / progress.total : 0 }),
          );
          if (!image) throw new Error('The upload failed');
          setPending((existing) => existing.filter((file) => file.key !== entry.key));
          return image.url;
        } catch (failure) {
          update(entry.key, {
            error: failure instanceof Error ? failure.message : 'The upload failed',
          });
          return null;
        }
      }),
    );
    const stored = results.filter((url): url is string => url !== null);
    if (stored.length) {
      onChange(single ? stored.slice(-1) : [...current.current, ...stored].slice(0, max));
      setAnnouncement(`${stored.length} image${stored.length === 1 ? '' : 's'} added`);
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
    setAnnouncement(`Image moved to position ${to + 1} of ${next.length}`);
    // keep the keyboard on the image that moved
    requestAnimationFrame(() => {
      list.current?.querySelectorAll<HTMLElement>('[data-slot="image-item"]')[to]?.focus();
    });
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(`Image ${index + 1} removed`);
  };

  const errors = pending.filter((file) => file.error !== undefined);
  const message = notice ?? error;
  const describedBy = [message ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy} data-slot="image-list-field" className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-gray-600">
        {single
          ? 'JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.'
          : `Up to ${max} images: JPEG, PNG, WebP, AVIF or GIF, 10 MB each. The first is the main image; move with the buttons or Alt + arrow keys.`}
      </p>
      {value.length > 0 && (
        <ul ref={list} aria-label={label} className="flex flex-wrap gap-3">
          {value.map((image, index) => (
            <li
              key={image}
              data-slot="image-item"
              tabIndex={single ? undefined : 0}
              aria-label={`Image ${index + 1} of ${value.length}`}
              onKeyDown={(event) => {
                if (single || !event.altKey || event.target !== event.currentTarget) return;
                if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  move(index, index - 1);
                } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  move(index, index + 1);
                }
              }}
              className="w-28 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <div className="size-28">
                <ImagePreview src={image} alt={`${label} ${index + 1}`} />
              </div>
              {index === 0 && !single && <p className="mt-1 text-xs font-medium">Main image</p>}
              <div className="mt-1 flex flex-wrap gap-1 text-xs">
                {!single && (
                  <>
                    <button
                      type="button"
                      className="min-h-8 min-w-8 rounded border border-gray-300 px-1 disabled:opacity-40"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move image ${index + 1} earlier`}
                    >
                      ←
                    </button>
                    <button
                      type="button"
                      className="min-h-8 min-w-8 rounded border border-gray-300 px-1 disabled:opacity-40"
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move image ${index + 1} later`}
                    >
                      →
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="min-h-8 rounded border border-gray-300 px-2"
                  onClick={() => remove(index)}
                  aria-label={`Remove image ${index + 1}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 && (
        <ul aria-label="Uploads" className="mt-2 space-y-1 text-sm">
          {pending.map((file) => (
            <li key={file.key} className="flex flex-wrap items-center gap-2">
              <span className="max-w-full truncate">{file.name}</span>
              {file.error === undefined ? (
                <progress
                  className="h-2 w-32"
                  value={Math.round(file.progress * 100)}
                  max={100}
                  aria-label={`Uploading ${file.name}`}
                />
              ) : (
                <>
                  <span role="alert" className="text-sale">
                    {file.error}
                  </span>
                  <button
                    type="button"
                    className="min-h-8 rounded border border-gray-300 px-2 text-xs"
                    onClick={() => setPending((files) => files.filter((other) => other.key !== file.key))}
                    aria-label={`Dismiss the error for ${file.name}`}
                  >
                    Dismiss
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <label
          htmlFor={id}
          data-dragging={dragging || undefined}
          className="mt-2 block cursor-pointer rounded-lg border border-dashed border-gray-400 p-4 text-center text-sm focus-within:outline-2 focus-within:outline-brand data-[dragging]:border-brand data-[dragging]:bg-gray-50"
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void add([...event.dataTransfer.files]);
          }}
        >
          {single ? 'Drop an image here or ' : 'Drop images here or '}
          <span className="font-medium underline">{single ? 'choose a file' : 'choose files'}</span>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            multiple={!single}
            className="sr-only"
            onChange={(event) => {
              void add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
        </label>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-sale">
          {message}
        </p>
      )}
      {errors.length === 0 && (
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      )}
    </fieldset>
  );
}
