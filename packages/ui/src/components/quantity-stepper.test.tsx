import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper.js';

function Controlled({ initial = 1, onChange }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps up and down with the buttons', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={2} />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  it('does nothing on minus at 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Decrease Quantity' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  });

  it('accepts positive integers only while typing', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={4} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(field, '-.e');
    expect(field).toHaveValue('4');
    await user.type(field, '2');
    expect(field).toHaveValue('42');
  });

  it('settles an empty field on 1 when it loses focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={5} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    expect(field).toHaveValue('');
    await user.tab();
    expect(field).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('refuses 0 while typing and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '0');
    expect(field).toHaveValue('');
    await user.tab();
    expect(field).toHaveValue('1');
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('3');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveValue('2');
  });
});
