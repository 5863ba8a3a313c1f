// A stand-in for an app's server renderer (`Renderer` of @souk/web/server) with the storefront's shape:
// `/{shop}` and `/{shop}/products` (which reads `category` and `value`) are rendered, `/{shop}/card` is a
// page that is not, anything else is unknown. It records every call in `globalThis.renderProbe` and, while
// `renderProbe.gate` is set, each render waits for it.
const SHOP = /^\/([a-z0-9-]+)(\/products|\/card)?\/?$/;

export function createRenderer({ template }) {
  const probe = globalThis.renderProbe;
  const render = async (url) => {
    probe.renders.push(url.href);
    if (probe.gate) await probe.gate;
    return { status: 200, html: `${template}<main>rendered ${url.href}</main>${probe.padding ?? ''}` };
  };
  render.match = (url) => {
    const found = SHOP.exec(url.pathname);
    if (!found) return null;
    const canonical = new URL(`${url.origin}${url.pathname.replace(/(.)\/+$/, '$1')}`);
    if (found[2] === '/products') {
      for (const name of ['category', 'value']) {
        const value = url.searchParams.get(name);
        if (value !== null) canonical.searchParams.set(name, value);
      }
    }
    return { url: canonical, prerendered: found[2] !== '/card', params: { sellerName: found[1] } };
  };
  render.renderNotFound = async () => {
    probe.notFoundRenders += 1;
    return { status: 404, html: `${template}<h1>Oops! Shop Not Found</h1>` };
  };
  return render;
}
