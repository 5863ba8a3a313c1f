import type { Banner } from '@souk/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BannerCarousel } from './banner-carousel.js';

const image = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 400"><rect width="1600" height="400" fill="${colour}"/><text x="800" y="220" font-size="64" font-family="sans-serif" fill="white" text-anchor="middle">${text}</text></svg>`,
  )}`;

const banners: Banner[] = [
  { _id: 'b1', banner: image('The Linen Edit', '#0f766e'), product: null, productSlug: 'linen-shirt' },
  { _id: 'b2', banner: image('Outerwear for wet weather', '#1e3a8a'), product: null, link: '/shop/products' },
  { _id: 'b3', banner: image('Sneakers built to be resoled', '#7c2d12'), product: null },
];

const meta = {
  title: 'Layout/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onBannerClick: () => {} },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Info pages: 220 px, autoplay, loop, no arrows or dots. */
export const InfoPage: Story = { args: { height: 220 } };
/** Contact page: 200 px. */
export const ContactPage: Story = { args: { height: 200 } };
export const WithArrowsAndDots: Story = { args: { height: 320, arrows: true, dots: true } };
export const SingleBanner: Story = { args: { banners: banners.slice(0, 1), arrows: true, dots: true } };
export const BrokenImage: Story = {
  args: { banners: [{ banner: 'https://invalid.example/missing.jpg', product: null }] },
};
export const Loading: Story = { args: { loading: true } };
/** No banners: the carousel renders nothing. */
export const Empty: Story = { args: { banners: [] } };
export const NotClickable: Story = { args: { onBannerClick: undefined } };
