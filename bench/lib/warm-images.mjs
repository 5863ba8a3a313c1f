/**
 * Requests every image address a server-rendered page names (each `src`, and each candidate of a `srcset`
 * or an image preload's `imagesrcset`), a few at a time. The demo catalogue's images are made on their first
 * request (apps/api/src/demo/media.ts keeps seeding fast), while a seller's uploads are encoded when they are
 * uploaded: warmed, a measured page loads its images as a real shop serves them, not while the server
 * encodes them. Answers how many addresses were requested.
 * @example await warmImages('http://127.0.0.1:8500', '/urban-threads') // 42
 */
export async function warmImages(baseUrl, path, { concurrency = 4 } = {}) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = new Set();
  for (const [, attribute, value] of html.matchAll(/\s(src|srcset|srcSet|imagesrcset)="([^"]+)"/g)) {
    const candidates =
      attribute === 'src' ? [value] : value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]);
    for (const url of candidates) if (url?.startsWith('/api/media/')) urls.add(url.replaceAll('&amp;', '&'));
  }
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        await fetch(`${baseUrl}${url}`).then((response) => response.arrayBuffer());
      }
    }),
  );
  return urls.size;
}
