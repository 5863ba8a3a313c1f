import { buttonVariants, t } from '@souk/ui';
import { useEffect, useRef } from 'react';

/**
 * What shows instead of a blank page when a screen fails to load or render: a plain-English alert and a
 * retry. The alert is announced; the retry button takes the focus, so a keyboard user can press it at once.
 */
export function RetryScreen({ onRetry }: { onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retry.current?.focus();
  }, []);
  return (
    <div
      role="alert"
      data-slot="retry-screen"
      className="mx-auto flex w-full max-w-md flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('Something went wrong')}</h1>
      <p className="text-muted">{t('This page could not be shown. Please try again.')}</p>
      <button ref={retry} type="button" onClick={onRetry} className={buttonVariants({ className: 'mt-2' })}>
        {t('Try again')}
      </button>
    </div>
  );
}
