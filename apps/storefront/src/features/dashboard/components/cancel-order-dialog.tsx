import { ORDER_CANCEL_DIALOG } from '@souk/core';
import { Modal } from '@souk/ui';
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
      title={ORDER_CANCEL_DIALOG.title}
      description={`Are you sure you want to cancel order #${orderNumber ?? ''}? This cannot be undone.`}
      size="sm"
    >
      <div className="flex justify-end gap-3 p-4">
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          {ORDER_CANCEL_DIALOG.keepLabel}
        </button>
        <button
          type="button"
          disabled={isCancelling}
          className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90')}
          onClick={() => orderNumber && onConfirm(orderNumber)}
        >
          {ORDER_CANCEL_DIALOG.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
