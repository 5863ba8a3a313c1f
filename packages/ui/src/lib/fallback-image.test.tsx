import { PLACEHOLDER_IMAGE } from '@souk/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image.js';
import { FALLBACK_SRC_ATTRIBUTE } from './image-fallback-script.js';

describe('FallbackImage (spec §8)', () => {
  it('names its placeholder for the page’s fallback script, and shows it when its own file fails', () => {
    const { rerender } = render(<FallbackImage src="/tea.jpg" alt="Green tea" />);
    const img = screen.getByRole('img', { name: 'Green tea' });
    expect(img).toHaveAttribute(FALLBACK_SRC_ATTRIBUTE, PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('src', '/tea.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    // a new address gets its own attempt
    rerender(<FallbackImage src="/mint.jpg" alt="Green tea" />);
    expect(img).toHaveAttribute('src', '/mint.jpg');
  });
});
