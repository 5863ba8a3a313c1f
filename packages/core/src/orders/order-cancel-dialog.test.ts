import { describe, expect, it } from 'vitest';
import { ORDER_CANCEL_DIALOG } from './order-cancel-dialog.js';

describe('ORDER_CANCEL_DIALOG (spec §4)', () => {
  it('has the spec texts', () => {
    expect(ORDER_CANCEL_DIALOG).toEqual({
      title: 'Cancel Order',
      keepLabel: 'Keep Order',
      confirmLabel: 'Cancel Order',
    });
  });
});
