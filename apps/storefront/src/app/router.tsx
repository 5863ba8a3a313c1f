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
