import { ApiError } from '@souk/core';
import { Link } from '@souk/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryFixture, productFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { ImageField, ImageListField } from '../../media/components/image-field.js';
import { ProductForm, type ProductFormProps } from './product-form.js';

const api = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), categories: vi.fn() }));
vi.mock('../api/products-api.js', () => ({ productsApi: api }));

beforeEach(() => {
  vi.clearAllMocks();
  api.categories.mockResolvedValue({ categories: [categoryFixture()] });
});

function renderForm(props: Omit<ProductFormProps, 'imageFields'> = {}) {
  const rendered = renderScreen(
    <>
      <Link href="/seller/orders">Orders</Link>
      <ProductForm imageFields={{ ImageList: ImageListField, Image: ImageField }} {...props} />
    </>,
    { path: '/seller/products/new', pattern: '/seller/products/:id' },
  );
  return { user: userEvent.setup(), ...rendered };
}

describe('ProductForm', () => {
  it('shows each schema message at its field and focuses the first', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByRole('textbox', { name: 'Tier 1 quantity' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Tier 1 price' }), '-3');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Product name is required');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(
      'Price must be a number',
    );
    expect(screen.getByRole('textbox', { name: 'Tier 1 quantity' })).toHaveAccessibleDescription(
      'Tier quantity must be at least 1',
    );
    expect(screen.getByRole('textbox', { name: 'Tier 1 price' })).toHaveAccessibleDescription(
      'Tier price cannot be negative',
    );
    expect(api.create).not.toHaveBeenCalled();
  });

  it('checks a field when the seller leaves it, not before', async () => {
    const { user } = renderForm();
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.type(price, '4.555');
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(price).toHaveAccessibleDescription('Price can have at most two decimals');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    await user.clear(price);
    await user.type(price, '4.55');
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('derives the slug from the name until it is edited, and creates the product', async () => {
    const onCreated = vi.fn();
    api.create.mockImplementation(async (input) => ({
      product: productFixture({ ...input, _id: 'p9', slug: input.slug }),
    }));
    const { user } = renderForm({ currency: 'EUR', onCreated });
    // the slug follows the name keystroke by keystroke; the other fields take their text as one paste
    // (every keystroke renders the whole form: typed, this test took over 30 s on a loaded CI machine)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crème Brûlée Tin');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('creme-brulee-tin');
    const fill = async (name: string, text: string) => {
      await user.clear(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill('Price', '12.5');
    await fill('Stock', '7');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await fill('Tier 1 quantity', '10');
    await fill('Tier 1 price', '110');
    await user.click(screen.getByRole('button', { name: 'Add add-on' }));
    await fill('Add-on 1 question', 'Gift wrap?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add-on 1 type' }), 'Checkboxes');
    await fill('Option 1 text', 'Yes');
    await fill('Option 1 price', '2');
    await screen.findByRole('option', { name: 'Shirts' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Shirts');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({
      name: 'Crème Brûlée Tin',
      slug: 'creme-brulee-tin',
      price: 12.5,
      currency: 'EUR',
      stock: 7,
      bulkPricing: [{ quantity: 10, price: 110 }],
      addons: [{ question: 'Gift wrap?', type: 'Checkboxes', options: [{ text: 'Yes', price: 2 }] }],
      category: 'Shirts',
      published: true,
    });
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p9' })));
  });

  it('warns that the old address redirects when a live product gets a new slug', async () => {
    const { user } = renderForm({ product: productFixture() });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).not.toHaveAccessibleDescription(/redirect/);
    await user.type(slug, '-2');
    expect(slug).toHaveAccessibleDescription('This product is live: the old address will redirect here.');
  });

  it('shows a server 400 at the field it names, and a taken slug at the slug', async () => {
    api.update.mockRejectedValueOnce(
      new ApiError('bulkPricing.0.price: Tier price must be at most 1,000,000', 400),
    );
    const { user } = renderForm({ product: productFixture() });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const tierPrice = screen.getByRole('textbox', { name: 'Tier 1 price' });
    await waitFor(() =>
      expect(tierPrice).toHaveAccessibleDescription('Tier price must be at most 1,000,000'),
    );
    expect(tierPrice).toHaveFocus();

    api.update.mockRejectedValueOnce(new ApiError('slug: This slug is already used by another product', 409));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('This slug is already used by another product'),
      ),
    );
    expect(slug).toHaveFocus();
  });

  it('saves an edit and stays, the form clean again', async () => {
    api.update.mockImplementation(async (_id, input) => ({ product: productFixture({ ...input }) }));
    const { user } = renderForm({ product: productFixture() });
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '22');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({ price: 22, slug: 'linen-shirt' }),
    );
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('leaves at once when nothing was edited', async () => {
    const { user, router } = renderForm({ product: productFixture() });
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    // nothing edited: leaves at once
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/orders'));
  });

  it('keeps the seller on the form when they choose to stay, and lets them leave', async () => {
    const { user, router } = renderForm({ product: productFixture() });
    await user.type(screen.getByRole('textbox', { name: 'Brand' }), ' Co');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/seller/products/new');
    expect(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('Urban Co');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/orders'));
  });
});
