import { screen } from '@souk/web';
import type { RouteObject } from 'react-router-dom';
import { CONSOLE_ROUTES } from '../lib/console-paths.js';

/**
 * The console's routes under `/seller` (the server serves its page for `/seller` and `/seller/*`). Every
 * screen is a lazy route module: sign-in downloads no dashboard, the dashboard no chart library until it
 * draws. The signed-in screens share the layout, whose loader sends signed-out visitors to sign-in.
 */
export const routes: RouteObject[] = [
  { path: CONSOLE_ROUTES.login, handle: screen('login'), lazy: () => import('./routes/login.js') },
  {
    path: CONSOLE_ROUTES.forgotPassword,
    handle: screen('forgot-password'),
    lazy: () => import('./routes/forgot-password.js'),
  },
  {
    path: CONSOLE_ROUTES.resetPassword,
    handle: screen('reset-password'),
    lazy: () => import('./routes/reset-password.js'),
  },
  // opening a shop (public, like sign-in): the form, then the mailed link's page
  { path: CONSOLE_ROUTES.signup, handle: screen('signup'), lazy: () => import('./routes/signup.js') },
  {
    path: CONSOLE_ROUTES.verifySignup,
    handle: screen('signup-verify'),
    lazy: () => import('./routes/signup-verify.js'),
  },
  {
    path: CONSOLE_ROUTES.root,
    handle: screen('console-layout'),
    lazy: () => import('./routes/console-layout.js'),
    children: [
      { index: true, handle: screen('dashboard'), lazy: () => import('./routes/dashboard.js') },
      { path: CONSOLE_ROUTES.orders, handle: screen('orders'), lazy: () => import('./routes/orders.js') },
      {
        path: CONSOLE_ROUTES.order,
        handle: screen('order-detail'),
        lazy: () => import('./routes/order-detail.js'),
      },
      {
        path: CONSOLE_ROUTES.payments,
        handle: screen('payments'),
        lazy: () => import('./routes/payments.js'),
      },
      {
        path: CONSOLE_ROUTES.paymentSettings,
        handle: screen('payment-settings'),
        lazy: () => import('./routes/payment-settings.js'),
      },
      {
        path: CONSOLE_ROUTES.messages,
        handle: screen('messages'),
        lazy: () => import('./routes/messages.js'),
      },
      {
        path: CONSOLE_ROUTES.products,
        handle: screen('products'),
        lazy: () => import('./routes/products.js'),
      },
      {
        path: CONSOLE_ROUTES.newProduct,
        handle: screen('products-new'),
        lazy: () => import('./routes/products-new.js'),
      },
      {
        path: CONSOLE_ROUTES.importProducts,
        handle: screen('products-import'),
        lazy: () => import('./routes/products-import.js'),
      },
      {
        path: CONSOLE_ROUTES.product,
        handle: screen('products-edit'),
        lazy: () => import('./routes/products-edit.js'),
      },
      { path: CONSOLE_ROUTES.reviews, handle: screen('reviews'), lazy: () => import('./routes/reviews.js') },
      {
        path: CONSOLE_ROUTES.newsletter,
        handle: screen('newsletter'),
        lazy: () => import('./routes/newsletter.js'),
      },
      { path: CONSOLE_ROUTES.account, handle: screen('account'), lazy: () => import('./routes/account.js') },
      {
        path: CONSOLE_ROUTES.categories,
        handle: screen('categories'),
        lazy: () => import('./routes/categories.js'),
      },
      { path: CONSOLE_ROUTES.shop, handle: screen('shop'), lazy: () => import('./routes/shop.js') },
      { path: CONSOLE_ROUTES.banners, handle: screen('banners'), lazy: () => import('./routes/banners.js') },
      { path: CONSOLE_ROUTES.pages, handle: screen('pages'), lazy: () => import('./routes/pages.js') },
      { path: CONSOLE_ROUTES.page, handle: screen('page'), lazy: () => import('./routes/page.js') },
      { path: '*', handle: screen('not-found'), lazy: () => import('./routes/not-found.js') },
    ],
  },
];
