/** The function the script leaves on `window` for the runtime to call once the page has hydrated. */
const REPLAY = '__soukReplayTaps';

/**
 * What a shopper taps to act: buttons, checkboxes, radios, labels (`[type=…]` is only ever an input or a
 * button). A link is in the list so that a tap inside one stays the link's.
 */
const CONTROLS =
  'a[href],button,[role=button],[type=checkbox],[type=radio],[type=submit],[type=button],label';

/** Text fields (a file input refuses a value set by script). */
const FIELDS = '#root input:not([type=file]),#root textarea';

/**
 * An inline script for the `<head>` of server-rendered pages: a tap on a control (a button, a checkbox, a
 * label…) inside `#root` before the app has hydrated is kept, not lost. React listens only from
 * `hydrateRoot` on, so until the runtime calls {@link replayPreHydrationTaps} the script takes such taps in
 * the capture phase on `window` (before React's listeners on `#root`): it cancels them (a form's button does
 * not submit the form natively), stops them (React, hydrating, does not replay them a second time) and
 * queues the control; a form submitted without a button queues the form. Links and modifier or
 * other-button clicks go their native way.
 *
 * Once called, it stops queueing. In a task of its own (after the renders hydration schedules), text typed
 * before hydration is handed to React: hydration keeps the field's text but not its state, so the field is
 * given an `input` event React sees as a change (its value tracker set to the rendered value first, as
 * Testing Library's `fireEvent.change` does). Then the queue is replayed in order, each tap in a task of
 * its own (as a shopper's taps come, so React renders between them), on the same nodes — hydration keeps
 * the server's — skipping a node that is no longer in the page.
 *
 * Inserted verbatim between `<script>` and `</script>`; the API puts the page's CSP nonce on it.
 * @example renderedDocument({ ..., inlineScripts: [PRE_HYDRATION_TAPS_SCRIPT] })
 */
export const PRE_HYDRATION_TAPS_SCRIPT =
  // q: the queued controls (or forms), null once the page has hydrated
  '(function(){var q=[];function h(e){var t=e.target,' +
  `c=q&&t.closest&&t.closest(e.type=='submit'?'form':'${CONTROLS}');` +
  "if(!c||c.tagName=='A'||!c.closest('#root')||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;" +
  'e.preventDefault();e.stopPropagation();q.push(c)}' +
  "addEventListener('click',h,true);addEventListener('submit',h,true);" +
  `window.${REPLAY}=function(){var l=q;q=null;l&&setTimeout(function(){` +
  // typed text: the tracker (React's own `value` setter) takes the rendered value, the field keeps the text
  `document.querySelectorAll('${FIELDS}').forEach(function(f){var v=f.value;if(v!=f.defaultValue){` +
  "f.value=f.defaultValue;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value').set.call(f,v);" +
  "f.dispatchEvent(new Event('input',{bubbles:true}))}});" +
  // the taps, one task each
  'setTimeout(function n(){var c=l.shift();' +
  "if(c){if(c.isConnected)c.tagName=='FORM'?c.requestSubmit():c.click();setTimeout(n)}})})}})()";

/**
 * Replays the taps {@link PRE_HYDRATION_TAPS_SCRIPT} queued before hydration and ends its queueing; called
 * once the first render has committed. A page without the script (rendered by the browser) has none.
 */
export function replayPreHydrationTaps(): void {
  (window as unknown as Record<string, (() => void) | undefined>)[REPLAY]?.();
}
