import {
  type Category,
  paths,
  type SellerIdentity,
  type SupportInfoResponse,
  supportChatLink,
} from '@souk/core';
import {
  activeLanguage,
  FloatingActions,
  FloatingCartButton,
  FloatingChatButton,
  Footer,
  Header,
  LanguagePicker,
  type SupportDetails,
} from '@souk/ui';
import { pageUrl } from '@souk/web';
import type * as React from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAreaPath } from '../../../lib/area-path.js';
import { useCustomer, useShopperIdentity } from '../../../lib/shopper-identity.js';
import { useCartCount } from '../api/get-cart.js';
import { useSocialMedia } from '../api/get-social-media.js';
import { useWishlistCount } from '../api/get-wishlist.js';

export interface ShopShellProps {
  shop: SellerIdentity;
  /** The seller's support info (spec §7), when loaded: shop name, logo and support details. */
  supportInfo?: SupportInfoResponse;
  /** The shop's categories for the header links. */
  categories?: readonly Category[];
  children: React.ReactNode;
}

/** Support details from the support-info call, falling back to the seller profile's (spec §3). */
function supportDetails(info: SupportInfoResponse | undefined): SupportDetails {
  const support = info?.seller.support;
  return {
    email: info?.supportInfo.email || support?.email,
    phone: info?.supportInfo.mobileNo || support?.mobileNo,
    address: info?.supportInfo.address || support?.address,
    hours: info?.supportInfo.supportHours || support?.supportHours,
  };
}

/**
 * The shop shell around every shop screen (spec §2 Shared pieces): header, footer, floating cart button and
 * the floating support-chat button, pre-filled with the current page's address (spec §1).
 */
export function ShopShell({ shop, supportInfo, categories = [], children }: ShopShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const area = useAreaPath();
  const customer = useCustomer();
  const identity = useShopperIdentity();
  const cartCount = useCartCount(shop.id, identity);
  const wishlistCount = useWishlistCount(identity);
  const socialMedia = useSocialMedia(shop.id);

  const shopName = supportInfo?.seller.shopInfo.shopName || shop.name;
  const logo = supportInfo?.supportInfo.logo || supportInfo?.seller.image;
  const support = supportDetails(supportInfo);
  const searchValue = new URLSearchParams(location.search).get('value') ?? '';

  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        // a new search term from the address (back button, another link) resets the box
        key={searchValue}
        shopName={shopName}
        homeHref={area(paths.shop(shop.name))}
        logoSrc={logo}
        support={support}
        customerName={customer?.name}
        dashboardHref={area(paths.dashboard(shop.name))}
        trackOrderHref={area(paths.myOrders(shop.name))}
        signInHref={area(paths.login(shop.name))}
        wishlistHref={area(paths.myWishlist(shop.name))}
        wishlistCount={wishlistCount}
        cartHref={area(paths.cart(shop.name))}
        cartCount={cartCount}
        categories={categories.map((category) => ({
          name: category.name,
          href: area(paths.products(shop.name, { category: category.name })),
        }))}
        defaultSearch={searchValue}
        onSearch={(term) => navigate(area(paths.productSearch(shop.name, { value: term })))}
      />
      <div className="flex-1">{children}</div>
      <Footer
        shopName={shopName}
        homeHref={area(paths.shop(shop.name))}
        logoSrc={logo}
        pageHref={(name) => area(paths.infoPage(shop.name, name))}
        contactHref={area(paths.contact(shop.name))}
        support={support}
        socialMedia={socialMedia.data}
        // issue 22: the page comes back in the chosen language, rendered by the server
        languagePicker={
          <LanguagePicker language={activeLanguage()} returnTo={`${location.pathname}${location.search}`} />
        }
        // the sign-up's code comes at the first Subscribe: the footer is on every shop page (issue 22)
        onSubscribe={(email) =>
          import('../api/subscribe-to-newsletter.js').then((sign) =>
            sign.subscribeToNewsletter(shop.name, email),
          )
        }
      />
      <FloatingActions>
        <FloatingCartButton href={area(paths.cart(shop.name))} count={cartCount} />
        <FloatingChatButton href={supportChatLink(pageUrl(`${location.pathname}${location.search}`))} />
      </FloatingActions>
    </div>
  );
}
