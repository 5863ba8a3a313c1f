import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProduct } from '../../.storybook/fixtures.js';
import { HighlightedText } from './highlighted-text.js';
import { ProductCardBase } from './product-card-base.js';

const meta = {
  title: 'Product/ProductCardBase',
  component: ProductCardBase,
  args: {
    product: sampleProduct(),
    href: '/tea-house/product/details/moroccan-mint-green-tea',
    shopName: 'Tea House',
    shopHref: '/tea-house',
    halfStars: false,
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCardBase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A global search result: no stock, no cart buttons (spec §2). */
export const SearchResult: Story = {};
/** The search's matches marked in the name. */
export const MatchesMarked: Story = {
  args: {
    nameContent: <HighlightedText text={sampleProduct().name} ranges={[[0, 8]]} />,
  },
};
