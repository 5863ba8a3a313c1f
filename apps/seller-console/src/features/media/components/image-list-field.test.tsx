import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ImageUploader, UploadProgress } from '../api/upload-images.js';
import { ImageField, ImageListField } from './image-field.js';

const address = (n: number) => `/api/media/${n.toString(16).padStart(32, '0')}/800x600`;
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

/** An uploader whose uploads the test settles one by one. */
function controlledUploader() {
  const calls: {
    name: string;
    progress: (p: UploadProgress) => void;
    resolve: (url: string) => void;
    reject: (message: string) => void;
  }[] = [];
  const upload: ImageUploader = (files, onProgress) =>
    new Promise((resolve, reject) => {
      calls.push({
        name: files[0]?.name ?? '',
        progress: (p) => onProgress?.(p),
        resolve: (url) => resolve([{ url, width: 800, height: 600 }]),
        reject: (message) => reject(new Error(message)),
      });
    });
  return { upload, calls };
}

function Field(props: {
  initial?: string[];
  upload: ImageUploader;
  max?: number;
  onChange?: (v: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <ImageListField
      label="Product images"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      upload={props.upload}
      {...(props.max ? { max: props.max } : {})}
    />
  );
}

describe('ImageListField', () => {
  it('uploads several chosen files, each with its progress, and adds them in order', async () => {
    const { upload, calls } = controlledUploader();
    const onChange = vi.fn();
    render(<Field upload={upload} initial={[address(1)]} onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText(/choose files/), [file('a.jpg'), file('b.jpg')]);
    expect(calls.map((call) => call.name)).toEqual(['a.jpg', 'b.jpg']);
    act(() => calls[0]?.progress({ loaded: 50, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading a.jpg' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('progressbar', { name: 'Uploading b.jpg' })).toHaveAttribute('value', '0');
    await act(async () => {
      calls[1]?.resolve(address(3));
      calls[0]?.resolve(address(2));
    });
    expect(onChange).toHaveBeenLastCalledWith([address(1), address(2), address(3)]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('shows the server error of a refused file and still adds the others', async () => {
    const { upload, calls } = controlledUploader();
    const onChange = vi.fn();
    render(<Field upload={upload} onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText(/choose files/), [file('notes.jpg'), file('ok.jpg')]);
    await act(async () => {
      calls[0]?.reject(
        '"notes.jpg" is not an image we can read: upload a JPEG, PNG, WebP, AVIF or GIF image',
      );
      calls[1]?.resolve(address(7));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.jpg" is not an image we can read');
    expect(onChange).toHaveBeenLastCalledWith([address(7)]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the error for notes.jpg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes dropped files', async () => {
    const { upload, calls } = controlledUploader();
    render(<Field upload={upload} />);
    const zone = screen.getByText(/Drop images here/).closest('label') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [file('dropped.png')] } });
    expect(calls.map((call) => call.name)).toEqual(['dropped.png']);
  });

  it('holds at most `max` images: extra files are not sent, and the picker goes at the limit', async () => {
    const { upload, calls } = controlledUploader();
    render(<Field upload={upload} initial={[address(1), address(2)]} max={3} />);
    await userEvent.upload(screen.getByLabelText(/choose files/), [file('x.jpg'), file('y.jpg')]);
    expect(calls.map((call) => call.name)).toEqual(['x.jpg']);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 1 more image can be added (3 at most)');
    await act(async () => calls[0]?.resolve(address(3)));
    expect(screen.queryByLabelText(/choose files/)).not.toBeInTheDocument();
  });

  it('reorders with the buttons and with Alt + arrow keys, and removes', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Field upload={vi.fn()} initial={[address(1), address(2), address(3)]} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move image 1 later' }));
    expect(onChange).toHaveBeenLastCalledWith([address(2), address(1), address(3)]);
    // the keyboard follows the moved image (on the next frame): let it land before moving it elsewhere
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Image 2 of 3' })).toHaveFocus());
    const third = screen.getByRole('listitem', { name: 'Image 3 of 3' });
    third.focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(onChange).toHaveBeenLastCalledWith([address(2), address(3), address(1)]);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenLastCalledWith([address(3), address(1)]);
  });

  it('previews an upload with its small variants (srcset + sizes), never the original', () => {
    render(<Field upload={vi.fn()} initial={[address(1)]} />);
    const image = screen.getByRole('img', { name: 'Product images 1' });
    const picture = image.closest('picture') as HTMLElement;
    const avif = picture.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toContain('320.avif 320w');
    expect(avif?.getAttribute('sizes')).toBe('112px');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image.getAttribute('src')).not.toBe(address(1));
  });

  it('ties the form error to the field', () => {
    render(
      <ImageListField
        label="Images"
        value={[]}
        onChange={vi.fn()}
        error="Add at least one image"
        upload={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Images' });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Add at least one image');
    expect(group.getAttribute('aria-describedby')).toContain(error.id);
  });
});

function Single({ upload, onChange }: { upload: ImageUploader; onChange: (image: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ImageField
      label="Logo"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      upload={upload}
    />
  );
}

describe('ImageField', () => {
  it('holds one image: uploading replaces nothing until the current one is removed', async () => {
    const { upload, calls } = controlledUploader();
    const onChange = vi.fn();
    render(<Single upload={upload} onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText(/choose a file/), file('logo.png'));
    await act(async () => calls[0]?.resolve(address(9)));
    expect(onChange).toHaveBeenLastCalledWith(address(9));
    expect(screen.queryByLabelText(/choose a file/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
