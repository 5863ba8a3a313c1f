import {
  type AddToCartBody,
  type SellerIdentity,
  SINGLE_SELLER_MESSAGE,
  type SupportInfoResponse,
} from '@souk/core';
import { Modal, t, toast } from '@souk/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { buttonClass } from '../../components/button-class.js';
import { api } from '../../lib/api-client.js';
import { errorMessage } from '../../lib/error-message.js';
import { currentShopperIdentity } from '../../lib/shopper-identity.js';
import { ADDED_TO_CART_MESSAGE, cartKeys } from '../api/get-cart.js';
import { supportInfoKeys } from '../api/get-support-info.js';

/** The offer's button (issue 22): a cart starts here, the other shop's cart stays as it is. */
export function newCartOfferLabel(shopName: string, otherShopName: string): string {
  return t('Start a new cart for {shopName} — your cart at {otherShopName} is kept', {
    shopName,
    otherShopName,
  });
}

interface OfferProps {
  shopName: string;
  otherShopName: string;
  accept: () => Promise<void>;
  onClosed: () => void;
}

function NewCartOffer({ shopName, otherShopName, accept, onClosed }: OfferProps) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    // after Radix has returned focus and played its closing
    setTimeout(onClosed, 300);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('Your cart is at {otherShopName}', { otherShopName })}
      description={t(SINGLE_SELLER_MESSAGE)}
      size="sm"
    >
      <div className="flex flex-col gap-3 p-4">
        <button
          type="button"
          disabled={busy}
          className={buttonClass('primary', 'md', 'h-auto min-h-10 py-2 whitespace-normal')}
          onClick={async () => {
            setBusy(true);
            await accept();
            close();
          }}
        >
          {newCartOfferLabel(shopName, otherShopName)}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={close}>
          {t('Keep shopping')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Parked carts (issue 22): the server refused a product because the shopper's cart is in another shop
 * (spec §5). Instead of only the refusal, offers to start a cart in this shop while the other shop's cart
 * is kept; accepting adds the product again with `startNewCart`. Loaded on the first refusal: nothing of
 * it is in a shop page's first tap.
 */
export async function offerNewCart(body: AddToCartBody, shop: SellerIdentity, queryClient: QueryClient) {
  const cart = await api.cart.getCart(currentShopperIdentity(), shop.id).catch(() => null);
  const other = cart?.other_sellers?.find((candidate) => candidate.sellerId !== shop.id);
  if (!other) {
    // the other cart was emptied meanwhile, or the cart cannot be read: the server's refusal stands
    toast.error(t(SINGLE_SELLER_MESSAGE));
    return;
  }
  const info = queryClient.getQueryData<SupportInfoResponse>(supportInfoKeys.detail(shop.id));
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const accept = async () => {
    try {
      await api.cart.addToCart({ ...body, startNewCart: true });
      toast.success(t(ADDED_TO_CART_MESSAGE));
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    } catch (error) {
      toast.error(t(errorMessage(error, /*i18n*/ 'Failed to add product to cart')));
    }
  };
  root.render(
    <NewCartOffer
      shopName={info?.seller.shopInfo.shopName || shop.name}
      otherShopName={other.shopName || other.sellerName}
      accept={accept}
      onClosed={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
