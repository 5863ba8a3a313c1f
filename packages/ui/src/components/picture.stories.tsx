import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../../.storybook/fixtures.js';
import { Picture } from './picture.js';

const meta = {
  title: 'Product/Picture',
  component: Picture,
  args: {
    src: sampleImage(150, 'Mint tea'),
    alt: 'Moroccan Mint Green Tea',
    sizes: '320px',
    width: 320,
    height: 320,
    className: 'w-80 rounded-lg object-cover',
  },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any address that is not an uploaded image: a plain image in its box. */
export const PlainImage: Story = {};
/** An uploaded image: AVIF/WebP sources over its variants (Storybook has no API: it falls back). */
export const UploadedImage: Story = {
  args: { src: '/api/media/0123456789abcdef0123456789abcdef/1600x1200', priority: true },
};
/** A file that fails to load shows the placeholder. */
export const Broken: Story = { args: { src: '/missing.jpg' } };
