import { TRACKING_REQUIRED } from '@souk/core';
import { Modal } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';

export interface ShipDialogProps {
  open: boolean;
  orderNumber: string;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | undefined;
  onClose: () => void;
  onShip: (shipment: { carrier: string; trackingNumber: string }) => void;
}

/** Shipping needs a carrier and a tracking number, both required (the shopper's mail carries them). */
export function ShipDialog({ open, orderNumber, busy, error, onClose, onShip }: ShipDialogProps) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [missing, setMissing] = useState({ carrier: false, trackingNumber: false });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { carrier: carrier.trim() === '', trackingNumber: trackingNumber.trim() === '' };
    setMissing(next);
    if (next.carrier || next.trackingNumber) return;
    onShip({ carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(value) => {
        if (!value) onClose();
      }}
      title={`Ship order #${orderNumber}`}
      description="The shopper is mailed the carrier and tracking number."
      size="sm"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Carrier"
          name="carrier"
          required
          maxLength={100}
          value={carrier}
          error={missing.carrier ? 'Carrier is required' : undefined}
          onChange={(event) => setCarrier(event.target.value)}
        />
        <TextField
          label="Tracking number"
          name="trackingNumber"
          required
          maxLength={100}
          value={trackingNumber}
          error={missing.trackingNumber ? 'Tracking number is required' : undefined}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
        {(missing.carrier || missing.trackingNumber) && (
          <p className="text-sm text-muted">{TRACKING_REQUIRED}</p>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Back
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? 'Shipping…' : 'Mark shipped'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
