// A stand-in for the storefront's server renderer (`Renderer` of @souk/web/server) that tells which language
// it rendered a page in: `/{shop}` is rendered, `/{shop}/card` is a page that is not, anything else is
// unknown. Every render is recorded in `globalThis.languageProbe`.
const SHOP = /^\/([a-z0-9-]+)(\/card)?\/?$/;

export function createRenderer({ template }) {
  const probe = globalThis.languageProbe;
  const render = async (url, visitor) => {
    const language = visitor?.language ?? 'none';
    probe.renders.push(`${url.pathname} ${language}`);
    return { status: 200, html: template.replace('</body>', `<main>rendered in ${language}</main></body>`) };
  };
  render.match = (url) => {
    const found = SHOP.exec(url.pathname);
    if (!found) return null;
    return {
      url: new URL(`${url.origin}${url.pathname}`),
      prerendered: !found[2],
      params: { sellerName: found[1] },
    };
  };
  render.renderNotFound = async (_origin, language) => {
    probe.renders.push(`not-found ${language ?? 'none'}`);
    return {
      status: 404,
      html: template.replace('</body>', `<h1>not found in ${language ?? 'none'}</h1></body>`),
    };
  };
  return render;
}
