import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LONG_NAME, sampleImage, sampleProduct } from '../../.storybook/fixtures.js';
import { ProductCard } from './product-card.js';

const meta = {
  title: 'Product/ProductCard',
  component: ProductCard,
  args: {
    product: sampleProduct(),
    href: '/tea-house/product/details/moroccan-mint-green-tea',
    shopName: 'Tea House',
    shopHref: '/tea-house',
    onAddToCart: fn(),
    onAddToWishlist: fn(),
    onQuickView: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <div className={args.view === 'list' ? 'max-w-2xl' : 'w-64'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
export const Discounted: Story = { args: { product: sampleProduct({ price: 10, discount: 20 }) } };
export const OutOfStock: Story = { args: { product: sampleProduct({ stock: 0 }) } };
export const StockHidden: Story = { args: { product: sampleProduct({ showStockQuantity: false }) } };
export const Pack: Story = { args: { product: sampleProduct({ packSize: 6, price: 65 }) } };
export const LongText: Story = {
  args: {
    product: sampleProduct({ name: LONG_NAME, discount: 15 }),
    shopName: 'The Very Long Named Tea Emporium',
  },
};
export const BrokenImage: Story = { args: { product: sampleProduct({ images: ['/missing.jpg'] }) } };
export const NoImage: Story = { args: { product: sampleProduct({ images: [] }) } };
export const NoActions: Story = {
  args: { onAddToCart: undefined, onAddToWishlist: undefined, onQuickView: undefined, shopName: undefined },
};
export const List: Story = { args: { view: 'list', product: sampleProduct({ discount: 10, packSize: 3 }) } };
export const ListOutOfStock: Story = {
  args: { view: 'list', product: sampleProduct({ stock: 0, name: LONG_NAME }) },
};
export const GlobalSearchResult: Story = {
  args: {
    product: sampleProduct({ currency: 'ZAR', rating: 3.5, discount: 25, packSize: 2 }),
    halfStars: false,
    onAddToCart: undefined,
    onAddToWishlist: undefined,
    onQuickView: undefined,
    children: (
      <>
        <a
          href="/tea-house/product/details/moroccan-mint-green-tea"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          View Details
        </a>
        <a href="/tea-house" className="text-sm text-muted hover:underline">
          Visit Shop
        </a>
      </>
    ),
  },
};
/** A search's matches marked in the name. */
export const MatchesMarked: Story = {
  args: {
    onAddToCart: undefined,
    nameContent: (
      <>
        Moroccan <mark className="bg-transparent font-semibold text-brand-700">Mint</mark> Green Tea
      </>
    ),
  },
};
export const ResponsiveGrid: Story = {
  decorators: [
    (Story) => (
      <div className="grid w-[min(64rem,90vw)] grid-cols-1 gap-4 min-[321px]:grid-cols-2 lg:grid-cols-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <ProductCard {...args} />
      <ProductCard
        {...args}
        product={sampleProduct({
          _id: 'p2',
          name: 'Rooibos Vanilla',
          discount: 30,
          images: [sampleImage(20, 'Rooibos')],
        })}
      />
      <ProductCard
        {...args}
        product={sampleProduct({
          _id: 'p3',
          name: LONG_NAME,
          stock: 0,
          images: [sampleImage(100, 'Matcha')],
        })}
      />
      <ProductCard
        {...args}
        product={sampleProduct({ _id: 'p4', name: 'Earl Grey', packSize: 4, rating: 3, images: [] })}
      />
    </>
  ),
};
