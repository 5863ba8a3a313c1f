import { CANCEL_REASON_MAX } from '@souk/core';
import { Modal } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';

export interface CancelDialogProps {
  open: boolean;
  orderNumber: string;
  busy: boolean;
  error?: string | undefined;
  onClose: () => void;
  onCancel: (reason: string | undefined) => void;
}

/** Cancelling (before shipping) restocks the items; the optional reason is told to the shopper. */
export function CancelDialog({ open, orderNumber, busy, error, onClose, onCancel }: CancelDialogProps) {
  const [reason, setReason] = useState('');

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onCancel(reason.trim() || undefined);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(value) => {
        if (!value) onClose();
      }}
      title={`Cancel order #${orderNumber}?`}
      description="The items go back into stock and the shopper is told. This cannot be undone."
      size="sm"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Reason (optional)"
          name="reason"
          multiline
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          hint={`${reason.length} / ${CANCEL_REASON_MAX}`}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Keep order
          </button>
          <button
            type="submit"
            disabled={busy}
            className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90 disabled:hover:bg-sale')}
          >
            {busy ? 'Cancelling…' : 'Cancel order'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
