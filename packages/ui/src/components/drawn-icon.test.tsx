import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script, without type declarations
import { drawnIconsBlock, namesIn } from '../../scripts/drawn-icons.mjs';
import { DRAWN_ICON_NAMES, DrawnIcon } from './drawn-icon.js';

describe('DrawnIcon', () => {
  it('is one empty, decorative element the stylesheet draws by name', () => {
    const { container } = render(<DrawnIcon name="shopping-cart" className="size-6" />);
    const icon = container.firstElementChild;
    expect(icon?.tagName).toBe('SPAN');
    expect(icon).toHaveAttribute('data-icon', 'shopping-cart');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('size-6');
    expect(icon?.childNodes).toHaveLength(0);
  });

  it("draws every name with Lucide's own outline: styles.css holds what scripts/drawn-icons.mjs writes", async () => {
    // the script reads the names from this component's source
    expect(namesIn(readFileSync(resolve(__dirname, 'drawn-icon.tsx'), 'utf8'))).toEqual([
      ...DRAWN_ICON_NAMES,
    ]);
    const css = readFileSync(resolve(__dirname, '../styles.css'), 'utf8');
    const block: string = await drawnIconsBlock([...DRAWN_ICON_NAMES]);
    expect(css).toContain(block);
    for (const name of DRAWN_ICON_NAMES) expect(block).toContain(`[data-icon="${name}"]`);
  });
});
