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
 * queues the control; a form submitted without a button queues the form; a choice in a `<select>` (which
 * the browser makes natively) is queued with the value chosen. Links and modifier or other-button clicks go
 * their native way.
 *
 * Once called, it replays. In a task of its own (after the renders hydration schedules), text typed
 * before hydration is handed to React: the script keeps each field's last typed text (hydration keeps the
 * field's text but not its state, and React, hydrating, may replay typing it cannot place and set the field
 * back to the rendered text), and gives the field that text with an `input` event React sees as a change
 * (its value tracker set to another text first, as Testing Library's `fireEvent.change` does). Then the
 * queue is replayed in order, each tap in a task of its own (as a shopper's taps come, so React renders
 * between them), on the same nodes — hydration keeps the server's — skipping a node that is no longer in
 * the page; a queued choice sets the select's value again and fires the `change` React listens to. A tap
 * made while the queue is replayed joins its end, so the taps act in the order they were made; once the
 * queue is empty the script stops queueing.
 *
 * Inserted verbatim between `<script>` and `</script>`; the API puts the page's CSP nonce on it.
 * @example renderedDocument({ ..., inlineScripts: [PRE_HYDRATION_TAPS_SCRIPT] })
 */
export const PRE_HYDRATION_TAPS_SCRIPT =
  // q: the queued controls (or forms, or [select, value]), null once the queue has been replayed;
  // r: the replay has begun; p: a replayed event is being dispatched (not to be queued again)
  '(function(){var q=[],r=0,p=0;function h(e){var t=e.target,' +
  `c=q&&!p&&t.closest&&t.closest(e.type=='submit'?'form':'${CONTROLS}');` +
  "if(!c||c.tagName=='A'||!c.closest('#root')||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;" +
  'e.preventDefault();e.stopPropagation();q.push(c)}' +
  "addEventListener('click',h,true);addEventListener('submit',h,true);" +
  // a select's choice, with its value: hydration may set the select back to the rendered one
  "addEventListener('change',function(e){var t=e.target;q&&!p&&t.tagName=='SELECT'&&t.closest('#root')&&q.push([t,t.value])},true);" +
  // typed text: each field's last text, kept here — React, hydrating, may replay the typing to a field whose
  // text it does not know and set the field back to the rendered text
  `var w=[];addEventListener('input',function(e){var t=e.target;if(q&&!p&&t.matches&&t.matches('${FIELDS}')){` +
  't.__soukTyped=t.value;w.indexOf(t)<0&&w.push(t)}},true);' +
  `window.${REPLAY}=function(){if(!q||r)return;r=1;setTimeout(function(){` +
  // the text handed to React: its value tracker (React's own `value` setter) takes another text, the field
  // is given the typed one by the native setter, and the `input` event is a change to React
  'w.forEach(function(f){var v=f.__soukTyped,x=f.value==v?f.defaultValue:f.value;if(!f.isConnected||x==v)return;' +
  "f.value=x;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value').set.call(f,v);" +
  "p=1;f.dispatchEvent(new Event('input',{bubbles:true}));p=0});" +
  // the taps, one task each, until none is left (a tap made meanwhile joins the end of the queue);
  // an array is a select's choice (a form is indexable by its controls, so not tested by index)
  'setTimeout(function n(){var c=q.shift(),s=Array.isArray(c)&&c[0];if(!c){q=null;return}p=1;' +
  "if(s){if(s.isConnected){s.value=c[1];s.dispatchEvent(new Event('change',{bubbles:true}))}}" +
  "else if(c.isConnected)c.tagName=='FORM'?c.requestSubmit():c.click();p=0;setTimeout(n)})})}})()";

/**
 * Replays the taps {@link PRE_HYDRATION_TAPS_SCRIPT} queued before hydration and ends its queueing; called
 * once the first render has committed. A page without the script (rendered by the browser) has none.
 */
export function replayPreHydrationTaps(): void {
  (window as unknown as Record<string, (() => void) | undefined>)[REPLAY]?.();
}
