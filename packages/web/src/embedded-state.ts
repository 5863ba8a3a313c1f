import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** The `<script type="application/json">` holding the query cache a server-rendered page was rendered with. */
export const EMBEDDED_STATE_ID = 'souk-state';

/**
 * A server-rendered page embeds the data it was rendered with: the query cache starts from it, as fresh as
 * this response (the server drops a kept page on any catalogue change, so its data is current).
 */
export function hydrateEmbeddedState(queryClient: QueryClient): void {
  const embedded = document.getElementById(EMBEDDED_STATE_ID);
  if (!embedded?.textContent) return;
  const state = JSON.parse(embedded.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
}
