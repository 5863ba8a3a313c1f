import { paths, ROUTE_PATTERNS } from '@souk/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';

/** The shop area (spec §2): `/{sellerName}/*`, mirrored at `/admin/{sellerName}/*` in admin mode. */
const shopArea: RouteObject = {
  path: '/:sellerName',
  lazy: () => import('./routes/shop-layout.js'),
  children: [
    { index: true, lazy: () => import('./routes/shop-home.js') },
    { path: ROUTE_PATTERNS.shop.shops, lazy: () => import('./routes/product-listing.js') },
    { path: ROUTE_PATTERNS.shop.products, lazy: () => import('./routes/product-listing.js') },
    { path: ROUTE_PATTERNS.shop.productSearch, lazy: () => import('./routes/product-search.js') },
    { path: ROUTE_PATTERNS.shop.productDetails, lazy: () => import('./routes/product-details.js') },
    { path: ROUTE_PATTERNS.shop.productById, lazy: () => import('./routes/product-details.js') },
    // checkout (spec §2 Cart, Shipping / Place Order)
    { path: ROUTE_PATTERNS.shop.cart, lazy: () => import('./routes/cart.js') },
    { path: ROUTE_PATTERNS.shop.shipping, lazy: () => import('./routes/shipping.js') },
    // payment and its confirmation (spec §2 Payment, Confirmation)
    { path: ROUTE_PATTERNS.shop.payment, lazy: () => import('./routes/payment.js') },
    { path: ROUTE_PATTERNS.shop.orderConfirm, lazy: () => import('./routes/order-confirm.js') },
    // account and dashboard (spec §2 Dashboard; issue 6 sign in / register)
    { path: ROUTE_PATTERNS.shop.login, lazy: () => import('./routes/login.js') },
    { path: ROUTE_PATTERNS.shop.register, lazy: () => import('./routes/register.js') },
    {
      // a pathless layout: the dashboard screens keep core's full patterns and share the side menu
      lazy: () => import('./routes/dashboard-layout.js'),
      children: [
        { path: ROUTE_PATTERNS.shop.dashboard, lazy: () => import('./routes/dashboard-home.js') },
        { path: ROUTE_PATTERNS.shop.myOrders, lazy: () => import('./routes/my-orders.js') },
        { path: ROUTE_PATTERNS.shop.myWishlist, lazy: () => import('./routes/my-wishlist.js') },
        { path: ROUTE_PATTERNS.shop.orderDetails, lazy: () => import('./routes/order-details.js') },
      ],
    },
    // info pages, their short alias (only the seven names; spec §2) and the contact page
    { path: ROUTE_PATTERNS.shop.infoPage, lazy: () => import('./routes/info-page.js') },
    { path: ROUTE_PATTERNS.shop.contact, lazy: () => import('./routes/contact.js') },
    { path: ROUTE_PATTERNS.shop.infoPageShort, lazy: () => import('./routes/info-page-alias.js') },
  ],
};

/**
 * Routes of spec §2. Every screen is a lazy route module (`Component` + optional `loader`), so a shopper
 * downloads only the screens they open.
 */
export const router = createBrowserRouter([
  { path: '/not-found', lazy: () => import('./routes/not-found.js') },
  // spec §1, §6: the same screens in admin mode (admin page title, passed to the dashboard)
  { ...shopArea, path: '/admin/:sellerName' },
  shopArea,
  { path: '*', element: <Navigate to={paths.notFound()} replace /> },
]);
