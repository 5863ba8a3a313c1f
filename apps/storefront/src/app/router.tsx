import { paths } from '@souk/core';
import { createBrowserRouter, Navigate } from 'react-router-dom';

/**
 * Routes of spec §2. Every screen is a lazy route module (`Component` + optional `loader`), so a shopper
 * downloads only the screens they open.
 */
export const router = createBrowserRouter([
  { path: '/not-found', lazy: () => import('./routes/not-found.js') },
  {
    path: '/:sellerName',
    lazy: () => import('./routes/shop-layout.js'),
    children: [{ index: true, lazy: () => import('./routes/shop-home.js') }],
  },
  { path: '*', element: <Navigate to={paths.notFound()} replace /> },
]);
