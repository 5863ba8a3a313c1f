import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../../.storybook/fixtures.js';
import { ImageGallery } from './image-gallery.js';

const meta = {
  title: 'Product/ImageGallery',
  component: ImageGallery,
  args: {
    alt: 'Moroccan Mint Green Tea',
    images: [
      sampleImage(150, 'Front'),
      sampleImage(40, 'Tin'),
      sampleImage(200, 'Cup'),
      sampleImage(300, 'Leaves'),
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourImages: Story = {};
export const ManyImages: Story = {
  args: { images: Array.from({ length: 7 }, (_, i) => sampleImage(i * 50, `Photo ${i + 1}`)) },
};
export const SingleImage: Story = { args: { images: [sampleImage(150, 'Front')] } };
export const NoImages: Story = { args: { images: [] } };
export const BrokenImages: Story = {
  args: { images: ['/missing-1.jpg', sampleImage(40, 'Tin'), '/missing-2.jpg'] },
};
