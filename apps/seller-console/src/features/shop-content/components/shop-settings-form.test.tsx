import {
  LINK_ADDRESS_INVALID,
  SHOP_CURRENCY_UNSUPPORTED,
  SHOP_NAME_REQUIRED,
  ShopSettingsSchema,
} from '@souk/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES } from '../../../lib/use-unsaved-changes.js';
import { renderScreen } from '../../../testing/render.js';
import { ShopSettingsForm } from './shop-settings-form.js';

const api = vi.hoisted(() => ({ saveShop: vi.fn() }));
vi.mock('../api/shop-content-api.js', () => ({ shopContentApi: api }));

const shop = ShopSettingsSchema.parse({
  name: 'urban-threads',
  shopName: 'Urban Threads',
  image: '/images/logo.jpg',
  countryCode: '27',
  currency: 'ZAR',
  locale: 'en-US',
  supportEmail: 'help@urban.example',
  supportPhone: '082 123 4567',
  supportHours: 'Mon–Fri 9–5',
  supportAddress: '1 Long Street, Cape Town',
  socialLinks: { facebook: 'https://facebook.com/urban' },
});

beforeEach(() => vi.clearAllMocks());

function renderForm() {
  renderScreen(<ShopSettingsForm shop={shop} shopAddress="/urban-threads" />, {
    path: '/seller/shop',
    pattern: '/seller/shop',
  });
  return userEvent.setup();
}

describe('ShopSettingsForm', () => {
  it('shows the settings, the country a code means and what the code is for', () => {
    renderForm();
    expect(screen.getByLabelText('Shop name')).toHaveValue('Urban Threads');
    expect(screen.getByLabelText('Phone country code')).toHaveAccessibleDescription(
      expect.stringContaining('+27 · South Africa'),
    );
    expect(screen.getByLabelText('Phone country code')).toHaveAccessibleDescription(
      expect.stringContaining('WhatsApp'),
    );
    expect(screen.getByLabelText('Facebook')).toHaveValue('https://facebook.com/urban');
    expect(screen.getByLabelText('Instagram')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('shows core schema messages at each field and sends nothing', async () => {
    const user = renderForm();
    await user.clear(screen.getByLabelText('Shop name'));
    await user.type(screen.getByLabelText('Instagram'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Shop name')).toHaveAccessibleDescription(
      expect.stringContaining(SHOP_NAME_REQUIRED),
    );
    expect(screen.getByLabelText('Instagram')).toHaveAccessibleDescription(LINK_ADDRESS_INVALID);
    expect(screen.getByLabelText('Instagram')).toBeInvalid();
    expect(api.saveShop).not.toHaveBeenCalled();
  });

  it('chooses the currency and the price format from the supported lists, with a preview', async () => {
    api.saveShop.mockImplementation(async (input) => ({ shop: { ...shop, ...input } }));
    const user = renderForm();
    expect(screen.getByLabelText('Currency')).toHaveValue('ZAR');
    expect(screen.getByRole('option', { name: 'ZAR · South African Rand' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^JPY/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price format')).toHaveAccessibleDescription(
      expect.stringContaining('ZAR\u00a01,299.00'),
    );
    await user.selectOptions(screen.getByLabelText('Price format'), 'en-ZA');
    expect(screen.getByLabelText('Price format')).toHaveAccessibleDescription(
      expect.stringContaining('R\u00a01\u00a0299,00'),
    );
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Price format'), 'de-DE');
    expect(screen.getByLabelText('Price format')).toHaveAccessibleDescription(
      expect.stringContaining('1.299,00\u00a0€'),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.saveShop).toHaveBeenCalledWith(expect.objectContaining({ currency: 'EUR', locale: 'de-DE' }));
  });

  it('keeps a currency the list no longer has on show, and asks for a supported one', async () => {
    renderScreen(<ShopSettingsForm shop={{ ...shop, currency: 'UGX' }} shopAddress="/urban-threads" />, {
      path: '/seller/shop',
      pattern: '/seller/shop',
    });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Currency')).toHaveValue('UGX');
    await user.type(screen.getByLabelText('Support hours'), ', Sat 9–1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(
      expect.stringContaining(SHOP_CURRENCY_UNSUPPORTED),
    );
    expect(api.saveShop).not.toHaveBeenCalled();
  });

  it('saves the parsed settings and is clean again', async () => {
    api.saveShop.mockImplementation(async (input) => ({
      shop: {
        ...shop,
        ...input,
        socialLinks: { facebook: 'https://facebook.com/urban', instagram: input.socialLinks.instagram },
      },
    }));
    const user = renderForm();
    await user.clear(screen.getByLabelText('Shop name'));
    await user.type(screen.getByLabelText('Shop name'), '  Urban Threads Co ');
    await user.clear(screen.getByLabelText('Phone country code'));
    await user.type(screen.getByLabelText('Phone country code'), '44');
    expect(screen.getByLabelText('Phone country code')).toHaveAccessibleDescription(
      expect.stringContaining('+44 · United Kingdom'),
    );
    await user.type(screen.getByLabelText('Instagram'), 'https://instagram.com/urban');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.saveShop).toHaveBeenCalledWith(
      expect.objectContaining({
        shopName: 'Urban Threads Co',
        countryCode: '44',
        currency: 'ZAR',
        socialLinks: expect.objectContaining({
          facebook: 'https://facebook.com/urban',
          instagram: 'https://instagram.com/urban',
        }),
      }),
    );
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument());
  });

  it('discards the changes', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Support hours'), ', Sat 9–1');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Support hours')).toHaveValue('Mon–Fri 9–5');
  });

  it('asks before leaving with unsaved changes, and stays when the seller says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderScreen(<ShopSettingsForm shop={shop} shopAddress="/urban-threads" />, {
      path: '/seller/shop',
      pattern: '/seller/shop',
    });
    const user = userEvent.setup();
    await act(() => router.navigate('/seller/orders'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/seller/orders');
    await act(() => router.navigate('/seller/shop'));
    await user.type(await screen.findByLabelText('Support phone'), '9');
    await act(() => router.navigate('/seller/orders'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES));
    expect(router.state.location.pathname).toBe('/seller/shop');
    expect(screen.getByLabelText('Support phone')).toHaveValue('082 123 45679');
    confirm.mockRestore();
  });
});
