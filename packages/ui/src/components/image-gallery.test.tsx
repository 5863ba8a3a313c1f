import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from './image-gallery.js';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];

describe('ImageGallery', () => {
  it('shows the first image in a sized box and a thumbnail button per image', () => {
    render(<ImageGallery images={images} alt="Mint tea" />);
    const main = screen.getByRole('img', { name: 'Mint tea' });
    expect(main).toHaveAttribute('src', '/a.jpg');
    expect(main).toHaveAttribute('width');
    expect(main).toHaveAttribute('height');
    expect(screen.getAllByRole('button', { name: /^Show image / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('fetches the main image first only when it is the page’s priority image; thumbnails lazily', () => {
    const { rerender } = render(<ImageGallery images={images} alt="Mint tea" />);
    expect(screen.getByRole('img', { name: 'Mint tea' })).not.toHaveAttribute('fetchpriority');
    rerender(<ImageGallery images={images} alt="Mint tea" priority />);
    const main = screen.getByRole('img', { name: 'Mint tea' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    for (const button of screen.getAllByRole('button', { name: /^Show image / })) {
      expect(button.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
  });

  it('switches the main image from a thumbnail, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<ImageGallery images={images} alt="Mint tea" />);
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Mint tea' })).toHaveAttribute('src', '/b.jpg');
    screen.getByRole('button', { name: 'Show image 3' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Mint tea' })).toHaveAttribute('src', '/c.jpg');
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back to the placeholder when an image fails or there is none', () => {
    const { rerender } = render(<ImageGallery images={['/broken.jpg']} alt="Mint tea" />);
    const main = screen.getByRole('img', { name: 'Mint tea' });
    fireEvent.error(main);
    expect(main).toHaveAttribute('src', '/images/no_image.jpg');
    rerender(<ImageGallery images={[]} alt="Mint tea" />);
    expect(screen.getByRole('img', { name: 'Mint tea' })).toHaveAttribute('src', '/images/no_image.jpg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts again from the first image for another product', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ImageGallery images={images} alt="Mint tea" />);
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    rerender(<ImageGallery images={['/x.jpg', '/y.jpg']} alt="Green tea" />);
    expect(screen.getByRole('img', { name: 'Green tea' })).toHaveAttribute('src', '/x.jpg');
  });
});
