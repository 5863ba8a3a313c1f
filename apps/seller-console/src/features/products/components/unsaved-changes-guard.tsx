import { Modal } from '@souk/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { buttonClass } from '../../../components/button-class.js';

/**
 * While `when` holds (a form has unsaved edits), leaving asks first: a move inside the console through
 * the router opens a dialog; closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description="Your changes to this product are not saved and will be lost."
      size="sm"
    >
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClass('outline')} onClick={() => blocker.reset?.()}>
          Stay
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90')}
          onClick={() => blocker.proceed?.()}
        >
          Leave
        </button>
      </div>
    </Modal>
  );
}
