import {
  CATEGORY_IN_USE,
  CATEGORY_NAME_REQUIRED,
  type SellerCategory,
  SellerCategorySchema,
} from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { CategoriesScreen } from './categories-screen.js';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  reorder: vi.fn(),
  remove: vi.fn(),
}));
vi.mock('../api/categories-api.js', () => ({ categoriesApi: api }));

function category(overrides: Partial<SellerCategory>): SellerCategory {
  return SellerCategorySchema.parse({
    _id: 'c1',
    name: 'Shirts',
    slug: 'shirts',
    image: '',
    position: 0,
    productCount: 0,
    ...overrides,
  });
}

const shirts = category({ _id: 'c1', name: 'Shirts', productCount: 3, image: '/images/shirts.jpg' });
const hats = category({ _id: 'c2', name: 'Hats', slug: 'hats', position: 1 });
const socks = category({ _id: 'c3', name: 'Socks', slug: 'socks', position: 2, productCount: 1 });

beforeEach(() => {
  vi.clearAllMocks();
  api.list.mockResolvedValue({ categories: [shirts, hats, socks] });
});

function renderCategories() {
  renderScreen(<CategoriesScreen />, { path: '/seller/categories', pattern: '/seller/categories' });
  return userEvent.setup();
}

function rows() {
  return within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
}

describe('CategoriesScreen', () => {
  it('lists the categories in order with their product counts', async () => {
    renderCategories();
    await screen.findByRole('list', { name: 'Categories' });
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Shirts3 products'),
      expect.stringContaining('Hats0 products'),
      expect.stringContaining('Socks1 product'),
    ]);
    expect(screen.getByRole('button', { name: 'Move Shirts up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Socks down' })).toBeDisabled();
  });

  it('checks the name with the core schema, then adds the category', async () => {
    api.create.mockResolvedValue({ category: category({ _id: 'c4', name: 'Scarves', position: 3 }) });
    const user = renderCategories();
    await screen.findByRole('list', { name: 'Categories' });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const name = screen.getByLabelText('Category name');
    expect(name).toHaveAccessibleDescription(CATEGORY_NAME_REQUIRED);
    expect(api.create).not.toHaveBeenCalled();
    await user.type(name, 'Scarves');
    await user.type(screen.getByLabelText('Category image'), '/images/scarves.jpg');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(api.create).toHaveBeenCalledWith({ name: 'Scarves', image: '/images/scarves.jpg' });
    expect(await screen.findByText('Scarves added')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue(''));
  });

  it('shows the server refusal of a taken name at the field', async () => {
    const { ApiError } = await import('@souk/core');
    api.create.mockRejectedValue(new ApiError('name: The shop already has a category with this name', 409));
    const user = renderCategories();
    await screen.findByRole('list', { name: 'Categories' });
    await user.type(screen.getByLabelText('Category name'), 'shirts');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Category name')).toHaveAccessibleDescription(
        'The shop already has a category with this name',
      ),
    );
  });

  it('renames inline', async () => {
    api.update.mockResolvedValue({ category: { ...hats, name: 'Caps' } });
    const user = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Rename Hats' }));
    const field = screen.getByLabelText('New name for Hats');
    await user.clear(field);
    await user.type(field, 'Caps{Enter}');
    expect(api.update).toHaveBeenCalledWith('c2', { name: 'Caps', image: '' });
    expect(await screen.findByText('Caps saved')).toBeInTheDocument();
  });

  it('moves a category down with the keyboard and sends the whole new order', async () => {
    api.reorder.mockResolvedValue({ categories: [hats, shirts, socks] });
    const user = renderCategories();
    const down = await screen.findByRole('button', { name: 'Move Shirts down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(api.reorder).toHaveBeenCalledWith({ ids: ['c2', 'c1', 'c3'] });
    expect(await screen.findByText('Shirts moved to position 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Hats'));
  });

  it('deletes an empty category after confirming', async () => {
    api.remove.mockResolvedValue({ success: true, message: 'Category deleted' });
    const user = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Hats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Hats"?' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(api.remove).toHaveBeenCalledWith('c2', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a category in use asks where its products go, then moves them and deletes', async () => {
    api.remove.mockResolvedValue({ success: true, message: 'Category deleted' });
    const user = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Shirts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Shirts"?' });
    const target = within(dialog).getByLabelText('Move its 3 products to');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Hats', 'Socks']);
    await user.selectOptions(target, 'c3');
    await user.click(within(dialog).getByRole('button', { name: 'Move products and delete' }));
    expect(api.remove).toHaveBeenCalledWith('c1', 'c3');
  });

  it('shows the server refusal in the dialog', async () => {
    const { ApiError } = await import('@souk/core');
    api.remove.mockRejectedValue(new ApiError(`${CATEGORY_IN_USE} (1 product)`, 409));
    const user = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Hats' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CATEGORY_IN_USE);
  });
});
