import { ORDER_CANCEL_DIALOG } from '@souk/core';
import { Modal, t } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';

export interface CancelOrderDialogProps {
  /** The order to cancel; null keeps the dialog closed. */
  orderNumber: string | null;
  onClose: () => void;
  onConfirm: (orderNumber: string) => void;
  isCancelling?: boolean;
}

/** The confirmation before cancelling (spec §4): 'Cancel Order' with Keep Order / Cancel Order. */
export function CancelOrderDialog({ orderNumber, onClose, onConfirm, isCancelling }: CancelOrderDialogProps) {
  return (
    <Modal
      open={orderNumber !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(ORDER_CANCEL_DIALOG.title)}
      description={t('Are you sure you want to cancel order #{orderNumber}? This cannot be undone.', {
        orderNumber: orderNumber ?? '',
      })}
      size="sm"
    >
      <div className="flex justify-end gap-3 p-4">
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          {t(ORDER_CANCEL_DIALOG.keepLabel)}
        </button>
        <button
          type="button"
          disabled={isCancelling}
          className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90')}
          onClick={() => orderNumber && onConfirm(orderNumber)}
        >
          {t(ORDER_CANCEL_DIALOG.confirmLabel)}
        </button>
      </div>
    </Modal>
  );
}
