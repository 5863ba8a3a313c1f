import { REPLY_MAX } from '@souk/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messageFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { MessagesInbox, type MessagesInboxProps } from './messages-inbox.js';

const api = vi.hoisted(() => ({ list: vi.fn(), update: vi.fn(), reply: vi.fn() }));
vi.mock('../api/messages-api.js', () => ({ messagesApi: api }));

const unread = messageFixture();
const read = messageFixture({ id: 'm2', name: 'Nour', subject: 'Thanks', read: true, handled: true });

function list(messages = [unread, read]) {
  return {
    success: true,
    messages,
    total: messages.length,
    unread: messages.filter((m) => !m.read).length,
    page: 1,
    perPage: 20,
  };
}

beforeEach(() => vi.clearAllMocks());

function renderInbox(props: Partial<MessagesInboxProps> = {}) {
  const onNavigate = vi.fn();
  const view = renderScreen(
    <MessagesInbox page={1} filter="all" openId={null} onNavigate={onNavigate} {...props} />,
    {
      path: '/seller/messages',
      pattern: '/seller/messages',
    },
  );
  return { ...view, onNavigate, user: userEvent.setup() };
}

describe('MessagesInbox', () => {
  it('lists unread messages marked and in bold, and opens one through the address', async () => {
    api.list.mockResolvedValue(list());
    const { user, onNavigate } = renderInbox();
    const first = (await screen.findByText('Youssef')).closest('button') as HTMLElement;
    expect(first).toHaveTextContent('Youssef (unread)');
    expect(first.querySelector('.font-bold')).toHaveTextContent('Youssef');
    const second = screen.getByText('Nour').closest('button') as HTMLElement;
    expect(second).not.toHaveTextContent('unread');
    expect(second.querySelector('.font-bold')).toBeNull();
    expect(screen.getByText('1 unread of 2')).toBeInTheDocument();
    await user.click(first);
    expect(onNavigate).toHaveBeenCalledWith({ open: 'm1' });
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ filter: 'unread', page: 1, open: null });
  });

  it('marks an opened message read once and shows it', async () => {
    api.list.mockResolvedValue(list());
    api.update.mockResolvedValue({
      success: true,
      message: 'Updated',
      contactMessage: { ...unread, read: true },
    });
    renderInbox({ openId: 'm1' });
    expect(await screen.findByRole('heading', { name: 'Size question' })).toBeInTheDocument();
    expect(screen.getByText('Does the linen shirt run large?')).toBeInTheDocument();
    await waitFor(() => expect(api.update).toHaveBeenCalledWith('m1', { read: true }));
    expect(api.update).toHaveBeenCalledTimes(1);
  });

  it('sends a reply within the limit, counting characters, and shows it in the thread', async () => {
    let stored = { ...unread, read: true };
    api.list.mockImplementation(async () => list([stored, read]));
    api.reply.mockImplementation(async (_id: string, body: string) => {
      stored = { ...stored, replies: [{ id: 'x1', body, createdAt: '2026-03-02T11:00:00.000Z' }] };
      return { success: true, message: 'Reply sent', contactMessage: stored };
    });
    const { user } = renderInbox({ openId: 'm1' });
    const box = await screen.findByLabelText('Reply to Youssef');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription(/Reply is required/);
    await user.type(box, 'It runs true to size.');
    expect(screen.getByText(`21 / ${REPLY_MAX} characters`, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(api.reply).toHaveBeenCalledWith('m1', 'It runs true to size.');
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    const replies = await screen.findByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('It runs true to size.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('refuses a reply over the limit before sending', async () => {
    api.list.mockResolvedValue(list([{ ...unread, read: true }]));
    const { user } = renderInbox({ openId: 'm1' });
    const box = await screen.findByLabelText('Reply to Youssef');
    expect(box).toHaveAttribute('maxLength', String(REPLY_MAX));
    // a pasted text past the field's limit still meets core's rule
    fireEvent.change(box, { target: { value: 'a'.repeat(REPLY_MAX + 1) } });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription(new RegExp(`Reply must be at most ${REPLY_MAX} characters`));
    expect(api.reply).not.toHaveBeenCalled();
  });

  it('marks a message handled, and reopens it', async () => {
    let stored = { ...unread, read: true };
    api.list.mockImplementation(async () => list([stored, read]));
    api.update.mockImplementation(async (_id: string, body: { handled?: boolean }) => {
      stored = { ...stored, ...body };
      return { success: true, message: 'Updated', contactMessage: stored };
    });
    const { user } = renderInbox({ openId: 'm1' });
    await user.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(api.update).toHaveBeenCalledWith('m1', { handled: true });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(api.update).toHaveBeenLastCalledWith('m1', { handled: false });
    expect(await screen.findByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });

  it('says when there is nothing to read', async () => {
    api.list.mockResolvedValue(list([]));
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No messages' })).toBeInTheDocument();
  });
});
