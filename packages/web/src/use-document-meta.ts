import { useEffect } from 'react';
import { currentRenderScope } from './render-scope.js';

/**
 * Sets the document title and meta description while a screen is shown (spec §2 Shop home "SEO meta"),
 * restoring the previous ones when it leaves.
 */
export function useDocumentMeta({ title, description }: { title?: string; description?: string }): void {
  // on the server, effects never run: the page's first HTML takes the meta of the deepest screen
  const scope = currentRenderScope();
  if (scope) {
    if (title) scope.meta.title = title;
    if (description) scope.meta.description = description;
  }

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
