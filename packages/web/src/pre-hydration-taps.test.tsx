import { QueryClient } from '@tanstack/react-query';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from './app-shell.js';
import { PRE_HYDRATION_TAPS_SCRIPT, replayPreHydrationTaps } from './pre-hydration-taps.js';

/** A server-rendered page: `#root` holding `markup`, the script run as the page's `<head>` runs it. */
function page(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div><button id="outside">Outside</button>`;
  new Function(PRE_HYDRATION_TAPS_SCRIPT)();
  return document.getElementById('root') as HTMLElement;
}

/** What the app hears, as React does: listeners on `#root`, in the bubbling phase. */
function listen(root: HTMLElement): string[] {
  const heard: string[] = [];
  root.addEventListener('click', (event) => {
    heard.push(`click ${(event.target as HTMLElement).closest('[id]')?.id}`);
  });
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    heard.push(`submit ${(event.target as HTMLElement).id}`);
  });
  return heard;
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** Lets `count` tasks run (the replay takes one per queued tap). */
const tasks = (count = 6) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : setTimeout(() => next(left - 1)));
    next(count);
  });

afterEach(async () => {
  // ends this page's script (each test runs its own: it stops queueing once its queue has run dry) and
  // empties the page
  replayPreHydrationTaps();
  await tasks();
  document.body.replaceChildren();
});

/** A buy box: the quantity, and Add, which adds the quantity shown. */
function Purchase() {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setQuantity((value) => value + 1)}>
        Increase
      </button>
      <button type="button" onClick={() => setAdded(quantity)}>
        Add
      </button>
      <p>
        quantity {quantity}, added {added}
      </p>
    </>
  );
}

/** A search form on a controlled field. */
function Search({ onSearch }: { onSearch: (term: string) => void }) {
  const [term, setTerm] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term);
      }}
    >
      <input aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
      <button type="submit">Go</button>
    </form>
  );
}

describe('PRE_HYDRATION_TAPS_SCRIPT', () => {
  it('queues and cancels taps on controls before hydration, then replays them once, in order', async () => {
    const root = page(
      '<button id="plus">+</button><button id="add"><svg id="icon"></svg>Add to Cart</button>' +
        '<span role="button" id="chip">Chip</span><input type="checkbox" id="check"><label id="text">Text</label>',
    );
    const heard = listen(root);
    const taps = ['plus', 'icon', 'chip', 'check', 'text'].map((id) => click(byId(id)));
    expect(taps.map((tap) => tap.defaultPrevented)).toEqual([true, true, true, true, true]);
    expect(heard).toEqual([]);
    expect((byId('check') as HTMLInputElement).checked).toBe(false);

    replayPreHydrationTaps();
    // a task for the fields, one per tap, one to find the queue empty
    await tasks(7);
    expect(heard).toEqual(['click plus', 'click add', 'click chip', 'click check', 'click text']);
    expect((byId('check') as HTMLInputElement).checked).toBe(true);

    // a second call replays nothing, and a tap after hydration goes straight to the app
    replayPreHydrationTaps();
    const after = click(byId('plus'));
    await tasks();
    expect(after.defaultPrevented).toBe(false);
    expect(heard).toEqual([
      'click plus',
      'click add',
      'click chip',
      'click check',
      'click text',
      'click plus',
    ]);
  });

  it('replays each tap in a task of its own, after one for the renders hydration scheduled', async () => {
    const heard = listen(page('<button id="a">A</button><button id="b">B</button>'));
    click(byId('a'));
    click(byId('b'));
    replayPreHydrationTaps();
    expect(heard).toEqual([]);
    await tasks(1);
    expect(heard).toEqual([]);
    await tasks(1);
    expect(heard).toEqual(['click a']);
    await tasks(1);
    expect(heard).toEqual(['click a', 'click b']);
  });

  it('queues a tap made while the queue is replayed after it, so the taps act in the order they came', async () => {
    const heard = listen(page('<button id="a">A</button><button id="b">B</button><button id="c">C</button>'));
    click(byId('a'));
    replayPreHydrationTaps();
    // the page has hydrated, the queued tap is not replayed yet: a new tap waits its turn
    const meanwhile = click(byId('b'));
    expect(meanwhile.defaultPrevented).toBe(true);
    await tasks();
    expect(heard).toEqual(['click a', 'click b']);
    // the queue has run dry: taps go straight to the app
    expect(click(byId('c')).defaultPrevented).toBe(false);
    expect(heard).toEqual(['click a', 'click b', 'click c']);
  });

  it('leaves links to the browser, but not a button inside one', async () => {
    const heard = listen(
      page(
        '<a href="#next" id="link"><span>Next</span></a>' +
          '<a href="#card" id="card"><button id="buy">Buy</button></a>',
      ),
    );
    expect(click(byId('link').firstElementChild as Element).defaultPrevented).toBe(false);
    expect(heard).toEqual(['click link']);
    expect(click(byId('buy')).defaultPrevented).toBe(true);
    replayPreHydrationTaps();
    await tasks();
    expect(heard).toEqual(['click link', 'click buy']);
  });

  it('leaves modifier and other-button clicks, and controls outside #root, as they are', async () => {
    const heard = listen(page('<button id="add">Add</button>'));
    const modified = [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ];
    for (const init of modified) expect(click(byId('add'), init).defaultPrevented).toBe(false);
    expect(heard).toHaveLength(5);
    expect(click(byId('outside')).defaultPrevented).toBe(false);
    replayPreHydrationTaps();
    await tasks();
    expect(heard).toHaveLength(5);
  });

  it('keeps a form from submitting natively: its button, or the form itself, is replayed', async () => {
    const heard = listen(
      page(
        '<form id="search"><input name="q"><button id="go">Search</button></form>' +
          '<form id="bare"><input name="q"></form>',
      ),
    );
    expect(click(byId('go')).defaultPrevented).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('bare').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);

    replayPreHydrationTaps();
    await tasks();
    expect(heard).toEqual(['click go', 'submit search', 'submit bare']);
  });

  it('drops a tap whose control is no longer in the page', async () => {
    const heard = listen(page('<button id="old">Old</button><button id="kept">Kept</button>'));
    click(byId('old'));
    click(byId('kept'));
    byId('old').replaceWith(Object.assign(document.createElement('button'), { id: 'new' }));
    replayPreHydrationTaps();
    await tasks();
    expect(heard).toEqual(['click kept']);
  });

  it('can sit in a <script> element as it is', () => {
    expect(PRE_HYDRATION_TAPS_SCRIPT).not.toMatch(/<\/script/i);
  });
});

/** A sort select: the order it shows, and the one the screen sorts by. */
function Sort() {
  const [order, setOrder] = useState('relevance');
  return (
    <>
      <select aria-label="Sort" value={order} onChange={(event) => setOrder(event.target.value)}>
        <option value="relevance">Relevance</option>
        <option value="price">Price</option>
      </select>
      <p>sorted by {order}</p>
    </>
  );
}

describe('AppShell', () => {
  it('replays the taps made before hydration once it has committed, each once, on the same nodes', async () => {
    const app = (
      <AppShell queryClient={new QueryClient()}>
        <Purchase />
      </AppShell>
    );
    const root = page(renderToString(app));
    const [increase, add] = [...root.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    click(increase);
    click(add);
    await act(async () => {
      hydrateRoot(root, app);
    });
    await act(() => tasks());
    // the second tap saw the state the first one made
    expect(root.querySelector('p')).toHaveTextContent('quantity 2, added 2');
    expect(root.querySelectorAll('button')[0]).toBe(increase);
  });

  /**
   * A server-rendered search: `text` typed and Search tapped before hydration, then hydrated (`whileHydrating`
   * runs once React has hydrated, before the replay); answers the searches made and the field.
   */
  async function searchTypedBefore(text: string, whileHydrating = () => {}) {
    const searched: string[] = [];
    const app = (
      <AppShell queryClient={new QueryClient()}>
        <Search onSearch={(term) => searched.push(term)} />
      </AppShell>
    );
    const root = page(renderToString(app));
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    click(root.querySelector('button') as HTMLButtonElement);
    await act(async () => {
      hydrateRoot(root, app);
    });
    whileHydrating();
    await act(() => tasks());
    return { searched, input };
  }

  it('hands React the text typed before hydration, so a search sent then searches it', async () => {
    const { searched, input } = await searchTypedBefore('linen shirt');
    expect(searched).toEqual(['linen shirt']);
    expect(input).toHaveValue('linen shirt');
  });

  it('gives back text typed while hydrating that React set back to the rendered text', async () => {
    const { searched, input } = await searchTypedBefore('hedphones', () => {
      // as React does when it replays typing to a controlled field it hydrated with other text
      const field = document.querySelector('#root input') as HTMLInputElement;
      field.value = '';
    });
    expect(searched).toEqual(['hedphones']);
    expect(input).toHaveValue('hedphones');
  });

  it('hands React a choice made in a select before hydration', async () => {
    const app = (
      <AppShell queryClient={new QueryClient()}>
        <Sort />
      </AppShell>
    );
    const root = page(renderToString(app));
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await act(async () => {
      hydrateRoot(root, app);
    });
    await act(() => tasks());
    expect(root.querySelector('p')).toHaveTextContent('sorted by price');
    expect(select).toHaveValue('price');
  });
});
