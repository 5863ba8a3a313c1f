/**
 * The attribute the kit's images carry (`Picture`): the address they fall back to when their own
 * file fails to load (spec §8).
 */
export const FALLBACK_SRC_ATTRIBUTE = 'data-fallback-src';

/**
 * An inline script for the `<head>` of server-rendered pages: until the app's code runs (and after, for
 * images it never sees fail), an image with {@link FALLBACK_SRC_ATTRIBUTE} that fails to load switches to
 * that address, once — a failing placeholder is left alone. Inside a `<picture>` (`Picture`) its sources
 * lose their `srcset` first, or the browser would keep choosing them over `src`. Load errors do not bubble,
 * so it listens on `window` in the capture phase, before the page's images are parsed.
 *
 * One constant, inserted verbatim between `<script>` and `</script>`: a Content-Security-Policy can allow
 * it by the SHA-256 of exactly this text.
 * @example renderedDocument({ ..., inlineScripts: [IMAGE_FALLBACK_SCRIPT] })
 */
export const IMAGE_FALLBACK_SCRIPT = `addEventListener('error',function(e){var i=e.target,f=i instanceof HTMLImageElement&&i.getAttribute('${FALLBACK_SRC_ATTRIBUTE}');if(f&&i.getAttribute('src')!==f){var p=i.parentNode;if(p&&p.nodeName=='PICTURE')p.querySelectorAll('source').forEach(function(s){s.removeAttribute('srcset')});i.src=f}},true)`;
