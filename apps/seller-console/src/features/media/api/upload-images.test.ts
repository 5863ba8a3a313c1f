import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImages } from './upload-images.js';

/** A stand-in XMLHttpRequest: records what is sent and answers as the test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadImages', () => {
  it('posts the files as multipart field `file`, reports progress, and answers the stored images', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const files = [new File(['a'], 'a.jpg'), new File(['b'], 'b.png')];
    const pending = uploadImages(files, progress);
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/seller\/media$/);
    expect(((xhr.body?.getAll('file') ?? []) as File[]).map((file) => file.name)).toEqual(['a.jpg', 'b.png']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
    const images = [{ url: '/api/media/0123456789abcdef0123456789abcdef/800x600', width: 800, height: 600 }];
    xhr.answer(201, { images });
    await expect(pending).resolves.toEqual(images);
  });

  it("rejects with the server's error, which names the file", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadImages([new File(['x'], 'notes.jpg')]);
    (FakeXhr.last as FakeXhr).answer(415, { error: '"notes.jpg" is not an image we can read' });
    await expect(pending).rejects.toThrow('"notes.jpg" is not an image we can read');
  });

  it('rejects on a network failure and on an answer that is not the contract', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const offline = uploadImages([new File(['x'], 'x.jpg')]);
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(offline).rejects.toThrow(/check your connection/);
    const odd = uploadImages([new File(['x'], 'x.jpg')]);
    (FakeXhr.last as FakeXhr).answer(201, { images: 'nope' });
    await expect(odd).rejects.toThrow('The upload failed (201)');
  });
});
