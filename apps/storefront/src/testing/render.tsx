import type { MoneyFormat, SellerIdentity } from '@souk/core';
import { Toaster } from '@souk/ui';
import {
  type RenderedScreen,
  type RenderScreenOptions,
  renderScreen as renderWebScreen,
} from '@souk/web/testing';
import type * as React from 'react';
import { ShopContext, ShopMoneyContext } from '../shop/components/shop-context.js';

export const TEST_SELLER: SellerIdentity = { id: 'seller-1', name: 'pixel-forge' };

function WithToasts({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

/**
 * Renders a storefront screen the way the app does — fresh query cache, toasts, a router at `path`, inside
 * a resolved shop — without loaders, so tests see the screen's own loading and data states. `money` is the
 * shop's currency and locale as the shop layout provides them (none: amounts print in their own currency,
 * in en-US).
 */
export function renderScreen(
  element: React.ReactNode,
  { money = {}, ...options }: Omit<RenderScreenOptions, 'Provider'> & { money?: MoneyFormat } = {},
): RenderedScreen {
  return renderWebScreen(
    <ShopContext.Provider value={TEST_SELLER}>
      <ShopMoneyContext.Provider value={money}>{element}</ShopMoneyContext.Provider>
    </ShopContext.Provider>,
    {
      path: '/pixel-forge',
      pattern: '/:sellerName',
      ...options,
      Provider: WithToasts,
    },
  );
}
