import type * as React from 'react';
import { createContext, useContext } from 'react';
import { TextField } from '../components/text-field.js';

/** An input holding one image address ('' for none), with its label and field message. */
export interface ImageInputProps {
  label: string;
  value: string;
  onChange: (image: string) => void;
  error?: string | undefined;
}
export type ImageInput = React.ComponentType<ImageInputProps>;

/** Without an uploader: the address typed in (an upload's or an http(s) image's). */
function ImageAddressInput({ label, value, onChange, error }: ImageInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      error={error}
      inputMode="url"
      hint="An image address: /api/media/… or https://…"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The image input the screens render. Features may not import each other, so the uploader (the media
 * feature's `ImageField`) is handed in by the route that composes the screen.
 */
export const ImageInputContext = createContext<ImageInput>(ImageAddressInput);

export function useImageInput(): ImageInput {
  return useContext(ImageInputContext);
}
