import { paths } from '@souk/core';
import { t } from '@souk/ui';
import { RouterLink, useLinkActive } from '@souk/web';
import { Heart, LayoutDashboard, Menu, Package, User, X } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAreaPath } from '../../../lib/area-path.js';
import { guestContact } from '../../../stores/guest-contact.js';
import { useGuestContactOrders } from '../api/use-guest-contact-orders.js';

export interface DashboardLayoutProps {
  sellerName: string;
  /** The signed-in customer; null shows the guest menu. */
  customer: { name: string } | null;
  /** Account actions under the menu: sign out, or sign in / register for guests (composed by the app). */
  account?: React.ReactNode;
  children: React.ReactNode;
}

interface MenuItem {
  label: string;
  href: string;
  icon: React.ReactNode;
  end?: boolean;
}

/**
 * A menu entry marked while its page is shown (`aria-current="page"`, NavLink's rule), on the app's
 * RouterLink: the first tap on a shop page does not carry NavLink and the Link it renders.
 */
function MenuLink({ item, onClick }: { item: MenuItem; onClick: () => void }) {
  const href = useAreaPath()(item.href);
  const active = useLinkActive(href, item.end);
  return (
    <RouterLink
      href={href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium [&_svg]:size-4 ${
        active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-gray-50'
      }`}
    >
      <span aria-hidden="true">{item.icon}</span>
      {item.label}
    </RouterLink>
  );
}

/** The guest's welcome box (spec §2): the name, email and phone of the guest their orders were found for. */
function GuestWelcome() {
  const stored = useSnapshot(guestContact);
  const { query } = useGuestContactOrders();
  const found = query.data?.customer;
  const name = found?.name;
  const email = found?.email || stored.email;
  const phone = found?.phone || stored.phone;
  return (
    <div className="rounded-lg bg-brand-50 p-4 text-sm">
      <p className="font-semibold text-ink">{name ? t('Welcome, {name}!', { name }) : t('Welcome!')}</p>
      {email && <p className="mt-1 break-words text-muted">{email}</p>}
      {phone && <p className="text-muted">{phone}</p>}
      {!email && !phone && <p className="mt-1 text-muted">{t('Track your orders by email or phone.')}</p>}
    </div>
  );
}

/**
 * The dashboard's side-menu layout (spec §2 Dashboard): signed in — Dashboard, My Orders, Wishlist; as a
 * guest — a Guest User label, Track Orders, Wishlist and the welcome box. Below `md` the menu collapses
 * behind a toggle button.
 */
export function DashboardLayout({ sellerName, customer, account, children }: DashboardLayoutProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const items: MenuItem[] = customer
    ? [
        { label: t('Dashboard'), href: paths.dashboard(sellerName), icon: <LayoutDashboard />, end: true },
        { label: t('My Orders'), href: paths.myOrders(sellerName), icon: <Package /> },
        { label: t('Wishlist'), href: paths.myWishlist(sellerName), icon: <Heart /> },
      ]
    : [
        { label: t('Track Orders'), href: paths.myOrders(sellerName), icon: <Package /> },
        { label: t('Wishlist'), href: paths.myWishlist(sellerName), icon: <Heart /> },
      ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row lg:py-8">
      <div className="md:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-4 py-2 text-sm font-medium text-ink"
        >
          {open ? (
            <X aria-hidden="true" className="size-4" />
          ) : (
            <Menu aria-hidden="true" className="size-4" />
          )}
          {t('Account menu')}
        </button>
      </div>
      <aside
        id={`${id}-menu`}
        className={`${open ? 'block' : 'hidden'} w-full shrink-0 space-y-4 md:block md:w-64`}
      >
        <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700"
          >
            <User className="size-5" />
          </span>
          <p className="font-semibold break-words text-ink">{customer ? customer.name : t('Guest User')}</p>
        </div>
        <nav aria-label={t('Account')} className="rounded-lg border border-gray-200 bg-white p-2">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.label}>
                <MenuLink item={item} onClick={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
        {!customer && <GuestWelcome />}
        {account}
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
