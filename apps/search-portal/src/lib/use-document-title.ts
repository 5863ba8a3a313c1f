import { useEffect } from 'react';
import { currentRenderScope } from './render-scope.js';

/** Sets the document title while a screen is shown, restoring the previous one when it leaves. */
export function useDocumentTitle(title: string): void {
  // on the server, effects never run: the page's first HTML takes the screen's title
  const scope = currentRenderScope();
  if (scope) scope.title = title;

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
