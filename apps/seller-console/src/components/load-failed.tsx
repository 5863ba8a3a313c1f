import { buttonClass } from './button-class.js';

/** What a screen shows when its data could not be loaded: the reason and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{message}</p>
      <button type="button" className={buttonClass('outline', 'sm', 'mt-3')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
