import { paths, ROUTE_PATTERNS } from '@souk/core';
import { screen } from '@souk/web';
import { Navigate, type RouteObject } from 'react-router-dom';
import * as shopHome from './routes/shop-home.js';
import * as shopLayout from './routes/shop-layout.js';

/** The shop area (spec §2): `/{sellerName}/*`, mirrored at `/admin/{sellerName}/*` in admin mode. */
const shopArea: RouteObject = {
  path: '/:sellerName',
  // the shop's header shows the searched `value`
  handle: screen(
    'shop-layout',
    import.meta.env.SSR ? { prerender: true, query: ['value'] } : { prerender: true },
  ),
  // the shop shell and home are part of the entry: every shop screen needs the shell, and the home is the
  // landing page, so they come in one script instead of a waterfall of small chunks
  loader: shopLayout.loader,
  Component: shopLayout.Component,
  children: [
    {
      index: true,
      handle: screen('shop-home', { prerender: true }),
      loader: shopHome.loader,
      Component: shopHome.Component,
    },
    {
      path: ROUTE_PATTERNS.shop.shops,
      handle: screen('product-listing', { prerender: true }),
      lazy: () => import('./routes/product-listing.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.products,
      handle: screen(
        'product-listing',
        import.meta.env.SSR ? { prerender: true, query: ['category', 'value'] } : { prerender: true },
      ),
      lazy: () => import('./routes/product-listing.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.productSearch,
      handle: screen(
        'product-search',
        import.meta.env.SSR ? { prerender: true, query: ['category', 'value'] } : { prerender: true },
      ),
      lazy: () => import('./routes/product-search.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.productDetails,
      handle: screen('product-details', { prerender: true }),
      lazy: () => import('./routes/product-details.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.productById,
      handle: screen('product-details', { prerender: true }),
      lazy: () => import('./routes/product-details.js'),
    },
    // checkout (spec §2 Cart, Shipping / Place Order)
    // the cart is rendered on the server for the guest who asks (issue 21), never kept
    {
      path: ROUTE_PATTERNS.shop.cart,
      handle: screen('cart', { personal: true }),
      lazy: () => import('./routes/cart.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.shipping,
      handle: screen('shipping'),
      lazy: () => import('./routes/shipping.js'),
    },
    // payment and its confirmation (spec §2 Payment, Confirmation)
    {
      path: ROUTE_PATTERNS.shop.payment,
      handle: screen('payment'),
      lazy: () => import('./routes/payment.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.orderConfirm,
      handle: screen('order-confirm'),
      lazy: () => import('./routes/order-confirm.js'),
    },
    // account and dashboard (spec §2 Dashboard; issue 6 sign in / register)
    { path: ROUTE_PATTERNS.shop.login, handle: screen('login'), lazy: () => import('./routes/login.js') },
    {
      path: ROUTE_PATTERNS.shop.register,
      handle: screen('register'),
      lazy: () => import('./routes/register.js'),
    },
    // the forgotten password (issue 17): a link by mail, then a new password
    {
      path: ROUTE_PATTERNS.shop.forgotPassword,
      handle: screen('forgot-password'),
      lazy: () => import('./routes/forgot-password.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.resetPassword,
      handle: screen('reset-password'),
      lazy: () => import('./routes/reset-password.js'),
    },
    // the newsletter's mailed links (issue 22): confirm and unsubscribe, one route (the shop page's size)
    {
      path: ROUTE_PATTERNS.shop.newsletter,
      handle: screen('newsletter'),
      lazy: () => import('./routes/newsletter.js'),
    },
    {
      // a pathless layout: the dashboard screens keep core's full patterns and share the side menu
      handle: screen('dashboard-layout'),
      lazy: () => import('./routes/dashboard-layout.js'),
      children: [
        {
          path: ROUTE_PATTERNS.shop.dashboard,
          handle: screen('dashboard-home'),
          lazy: () => import('./routes/dashboard-home.js'),
        },
        {
          path: ROUTE_PATTERNS.shop.myOrders,
          handle: screen('my-orders'),
          lazy: () => import('./routes/my-orders.js'),
        },
        {
          path: ROUTE_PATTERNS.shop.myWishlist,
          handle: screen('my-wishlist'),
          lazy: () => import('./routes/my-wishlist.js'),
        },
        {
          path: ROUTE_PATTERNS.shop.orderDetails,
          handle: screen('order-details'),
          lazy: () => import('./routes/order-details.js'),
        },
      ],
    },
    // info pages, their short alias (only the seven names; spec §2) and the contact page
    {
      path: ROUTE_PATTERNS.shop.infoPage,
      handle: screen('info-page', { prerender: true }),
      lazy: () => import('./routes/info-page.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.contact,
      handle: screen('contact', { prerender: true }),
      lazy: () => import('./routes/contact.js'),
    },
    {
      path: ROUTE_PATTERNS.shop.infoPageShort,
      handle: screen('info-page-alias', { prerender: true }),
      lazy: () => import('./routes/info-page-alias.js'),
    },
  ],
};

/**
 * Routes of spec §2. Every screen but the shell and home is a lazy route module (`Component` + optional `loader`), so a shopper
 * downloads only the screens they open. The browser router (`main.tsx`) and the server renderer
 * (`entry-server.tsx`) share them.
 */
export const routes: RouteObject[] = [
  {
    path: '/not-found',
    handle: screen('not-found', { prerender: true }),
    lazy: () => import('./routes/not-found.js'),
  },
  // spec §1, §6: the same screens in admin mode (admin page title, passed to the dashboard)
  { ...shopArea, path: '/admin/:sellerName' },
  shopArea,
  { path: '*', element: <Navigate to={paths.notFound()} replace /> },
];
