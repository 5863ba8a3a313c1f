import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionStatus } from './connection-status.js';
import { OFFLINE_BANNER_MESSAGE } from './offline-banner.js';
import { UPDATE_PROMPT_MESSAGE } from './update-prompt.js';

const onLine = vi.spyOn(navigator, 'onLine', 'get');
afterEach(() => onLine.mockReset());

function goOnline(online: boolean) {
  onLine.mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('ConnectionStatus (issue 22)', () => {
  it('shows the offline banner while the browser is offline, and only then', () => {
    onLine.mockReturnValue(true);
    render(<ConnectionStatus updateWaiting={false} onReload={() => {}} />);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BANNER_MESSAGE);
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the banner at once on a page opened offline', () => {
    onLine.mockReturnValue(false);
    render(<ConnectionStatus updateWaiting={false} onReload={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline. Showing pages you’ve visited.');
  });

  it('keeps the banner on a page the worker sent from its cache while the browser thinks it is online, until it comes back', () => {
    onLine.mockReturnValue(true);
    render(<ConnectionStatus servedOffline updateWaiting={false} onReload={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BANNER_MESSAGE);
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a waiting version with “Update available — reload”, and reloads onto it when asked', async () => {
    onLine.mockReturnValue(true);
    const onReload = vi.fn();
    const { rerender } = render(<ConnectionStatus updateWaiting={false} onReload={onReload} />);
    expect(screen.queryByText(UPDATE_PROMPT_MESSAGE)).toBeNull();
    rerender(<ConnectionStatus updateWaiting onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Update available — reload');
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
