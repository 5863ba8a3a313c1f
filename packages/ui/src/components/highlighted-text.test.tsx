import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text.js';

const NAME = 'Aura ANC Wireless Noise-Cancelling Headphones';

describe('HighlightedText', () => {
  it('wraps the matched parts in mark and keeps the whole text readable', () => {
    const { container } = render(
      <HighlightedText
        text={NAME}
        ranges={[
          [35, 45],
          [5, 8],
        ]}
      />,
    );
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['ANC', 'Headphones']);
    expect(screen.getByText('Headphones').tagName).toBe('MARK');
    expect(container).toHaveTextContent(NAME);
  });

  it('shows the plain text without ranges', () => {
    const { container } = render(<HighlightedText text={NAME} />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container).toHaveTextContent(NAME);
  });

  it('renders markup in the text as text, never as HTML', () => {
    const { container } = render(<HighlightedText text="<b>Hub</b>" ranges={[[3, 6]]} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Hub').tagName).toBe('MARK');
    expect(container).toHaveTextContent('<b>Hub</b>');
  });
});
