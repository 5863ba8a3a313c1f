import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { ContactPage, type ContactSupport } from './contact-page.js';

const api = vi.hoisted(() => ({ seller: { saveContact: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));

function renderPage(support: ContactSupport | undefined = {}) {
  renderScreen(<ContactPage sellerId={TEST_SELLER.id} support={support} />);
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your Name'), 'Ann');
  await user.type(screen.getByLabelText('Your Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Order 17');
  await user.type(screen.getByLabelText('Message'), 'Where is my parcel?');
}

beforeEach(() => vi.clearAllMocks());

describe('ContactPage (spec §2 Contact page)', () => {
  it('shows the three fallbacks when the seller gave no support details', () => {
    renderPage({});
    expect(screen.getByText('Address not provided')).toBeInTheDocument();
    expect(screen.getByText('Phone number not provided')).toBeInTheDocument();
    expect(screen.getByText('Email not provided')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument();
  });

  it("shows the seller's address, phone with support hours, and email", () => {
    renderPage({
      address: '1 Loop St',
      phone: '021 555 0100',
      hours: 'Mon–Fri 9–17',
      email: 'hi@shop.example',
    });
    expect(screen.getByText('1 Loop St')).toBeInTheDocument();
    expect(screen.getByText('021 555 0100')).toBeInTheDocument();
    expect(screen.getByText('Mon–Fri 9–17')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hi@shop.example' })).toHaveAttribute(
      'href',
      'mailto:hi@shop.example',
    );
  });

  it("marks each field with the spec's message and sends nothing", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Your Email'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getAllByText('Name is required').length).toBeGreaterThan(0);
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(api.seller.saveContact).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Subject'), 'x');
    expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();
  });

  it("sends the message, shows 'Sending...' while busy, then the server's message and an empty form", async () => {
    let answer: (value: { message: string }) => void = () => {};
    api.seller.saveContact.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.seller.saveContact).toHaveBeenCalledWith({
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Order 17',
      message: 'Where is my parcel?',
      sellerId: TEST_SELLER.id,
    });
    answer({ message: 'Message sent successfully' });
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("toasts the server's error and keeps what was typed", async () => {
    api.seller.saveContact.mockRejectedValue(new Error('Too many messages, try later'));
    const user = renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages, try later')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ann');
  });
});
