import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './language-picker.js';

afterEach(() => vi.restoreAllMocks());

describe('LanguagePicker', () => {
  it('names each language in itself, the page’s chosen', () => {
    render(<LanguagePicker language="ar" returnTo="/urban-threads" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('ar');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'العربية',
      'Français',
    ]);
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('is a plain form to the server, with the page to come back to', () => {
    const { container } = render(<LanguagePicker language="en" returnTo="/urban-threads/shops?page=2" />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/language');
    expect(container.querySelector('input[name="return"]')).toHaveValue('/urban-threads/shops?page=2');
    expect(screen.getByRole('button', { name: 'Change' })).toHaveAttribute('type', 'submit');
  });

  it('sends the form as soon as a language is chosen', async () => {
    const submitted: string[] = [];
    const { container } = render(<LanguagePicker language="en" returnTo="/urban-threads" />);
    container.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(String(new FormData(event.target as HTMLFormElement).get('language')));
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(submitted).toEqual(['fr']);
  });
});
