import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryCheckboxes } from './category-checkboxes.js';

const categories = [{ name: 'Tea' }, { name: 'Coffee' }];

describe('CategoryCheckboxes', () => {
  it('groups one labelled checkbox per category', () => {
    render(<CategoryCheckboxes categories={categories} selected={['Coffee']} onToggle={() => {}} />);
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tea' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();
  });

  it('toggles by click on the label and by Space', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<CategoryCheckboxes categories={categories} selected={[]} onToggle={onToggle} />);
    await user.click(screen.getByText('Tea'));
    expect(onToggle).toHaveBeenLastCalledWith('Tea');
    screen.getByRole('checkbox', { name: 'Coffee' }).focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith('Coffee');
  });

  it('says so when there are no categories', () => {
    render(<CategoryCheckboxes categories={[]} selected={[]} onToggle={() => {}} />);
    expect(screen.getByText('No categories yet.')).toBeInTheDocument();
  });
});
