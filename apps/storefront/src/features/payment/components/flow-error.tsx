import { t } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';

/**
 * A payment method's flow stopped: the spec §8 text and Try Again, which starts the flow over (spec §8
 * "each with a Try Again reload").
 */
export function FlowError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3 rounded-lg bg-red-50 p-4 text-center">
      <p role="alert" className="text-sm font-medium text-red-700">
        {t(message)}
      </p>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        {t('Try Again')}
      </button>
    </div>
  );
}
