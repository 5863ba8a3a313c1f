import { useEffect } from 'react';

/** Sets the document title while a screen is shown, restoring the previous one when it leaves. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
