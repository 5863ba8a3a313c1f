import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  settleImages,
  sidewaysOverflow,
  test,
} from '@souk/web/e2e';
import {
  buyBox,
  choosePaymentMethod,
  customerAccount,
  registerThroughPage,
  saveShippingDetails,
  shippingDetails,
  toast,
} from './support.js';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png`. */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
const WIDTHS = [390, 1280] as const;
/** The checkout and account screens are shown at urban-threads, whose products no other screen shows. */
const SHOP = 'urban-threads';
const CUSTOMER_NAME = 'Zanele Khumalo';

/** What the signed-in screens show, made once by `createCustomerState`. */
interface CustomerState {
  /** The browser storage of the signed-in customer (token, saved shipping address). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  orderNumber: string;
  /** The confirmation page the bank transfer of that order ended on. */
  confirmUrl: string;
}

interface Screen {
  name: string;
  path: string | ((state: CustomerState) => string);
  /** Shown to the signed-in customer of `CustomerState` rather than to a fresh guest. */
  signedIn?: boolean;
  /** Brings the screen to the state to capture and waits for its main heading. */
  ready: (page: Page) => Promise<void>;
  /** A fixed overlay (the modal) is captured as the shopper sees it: the viewport, not the whole page. */
  viewportOnly?: boolean;
}

const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level })).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'home', path: '/pixel-forge', ready: heading('Pixel Forge', 1) },
  { name: 'listing', path: '/pixel-forge/shops', ready: heading('All Products', 1) },
  {
    name: 'search-results',
    path: '/pixel-forge/products/search?value=cable',
    ready: heading('Search results for "cable"', 1),
  },
  {
    name: 'product-details',
    path: '/pixel-forge/product/details/1tb-portable-nvme-ssd',
    ready: heading('1TB Portable NVMe SSD, USB 3.2', 1),
  },
  {
    name: 'quick-view',
    path: '/pixel-forge',
    viewportOnly: true,
    ready: async (page) => {
      await heading('Pixel Forge', 1)(page);
      await page.getByRole('button', { name: 'Quick view' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    },
  },
  {
    name: 'reviews-tab',
    path: '/pixel-forge/product/details/aura-anc-wireless-headphones',
    ready: async (page) => {
      await heading('Aura ANC Wireless Noise-Cancelling Headphones', 1)(page);
      const tab = page.getByRole('tab', { name: /^Reviews/ });
      await tab.click();
      await expect(page.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
      await tab.scrollIntoViewIfNeeded();
    },
  },
  { name: 'info-page', path: '/pixel-forge/page/about-our-shop', ready: heading('About Our Shop', 1) },
  { name: 'contact', path: '/pixel-forge/contact', ready: heading('Contact Us', 1) },
  { name: 'not-found', path: '/pixel-forg', ready: heading('Oops! Shop Not Found', 1) },
  { name: 'admin-home', path: '/admin/pixel-forge', ready: heading('Pixel Forge', 1) },
  { name: 'login', path: `/${SHOP}/login`, ready: heading('Sign In', 1) },
  { name: 'forgot-password', path: `/${SHOP}/forgot-password`, ready: heading('Forgot your password?', 1) },
  {
    name: 'reset-password',
    path: `/${SHOP}/reset-password?token=r1.sample`,
    ready: heading('Choose a new password', 1),
  },
  // the newsletter's mailed links (issue 22): a link that is no good says so
  {
    name: 'newsletter-link',
    path: `/${SHOP}/newsletter/unsubscribe?token=n1.sample`,
    ready: heading('This link does not work', 1),
  },
  // checkout and account screens, as the customer of `createCustomerState` sees them
  { name: 'cart', path: `/${SHOP}/card`, signedIn: true, ready: heading('Shopping Cart', 1) },
  {
    name: 'shipping-saved-address',
    path: `/${SHOP}/shipping`,
    signedIn: true,
    ready: async (page) => {
      await heading('Shipping Information', 1)(page);
      await expect(page.getByText(`Deliver to ${CUSTOMER_NAME}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
    },
  },
  {
    // the payment page needs an order summary in navigation state: Pay Now of My Orders gives it one
    name: 'payment',
    path: `/${SHOP}/dashboard/my-orders`,
    signedIn: true,
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^Pay Now for order / })
        .first()
        .click();
      await heading('Payment', 1)(page);
      // a method whose whole flow is on this page, whichever tile the seller lists first
      await choosePaymentMethod(page, 'Bank Transfer');
      await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible();
    },
  },
  {
    name: 'confirmation-pending',
    path: (state) => state.confirmUrl,
    signedIn: true,
    ready: heading('Payment Pending Approval', 1),
  },
  { name: 'dashboard', path: `/${SHOP}/dashboard`, signedIn: true, ready: heading('Dashboard', 1) },
  {
    name: 'my-orders',
    path: `/${SHOP}/dashboard/my-orders`,
    signedIn: true,
    ready: async (page) => {
      await heading('My Orders', 1)(page);
      // a row's actions stay on screen at every width (no sideways scrolling inside the table)
      const row = page.getByRole('row').filter({ hasText: /#SK\w+/ });
      await expect(row.getByRole('button', { name: /^Pay Now for order / })).toBeInViewport();
      await expect(row.getByRole('button', { name: /^Cancel order / })).toBeInViewport();
    },
  },
  {
    name: 'order-details',
    path: (state) => `/${SHOP}/dashboard/order/details/${state.orderNumber}`,
    signedIn: true,
    ready: async (page) => {
      await heading(/^Order #/, 1)(page);
      const lines = page.getByRole('table', { name: 'Products in this order' });
      await expect(lines.getByRole('cell', { name: /^\$\d+\.\d{2}$/ })).toBeInViewport();
    },
  },
  {
    name: 'wishlist',
    path: `/${SHOP}/dashboard/my-wishlist`,
    signedIn: true,
    ready: async (page) => {
      await heading('Wishlist', 1)(page);
      await expect(page.getByRole('button', { name: /^Remove .+ from wishlist$/ })).toBeVisible();
    },
  },
];

test.describe('screens', () => {
  let customer: CustomerState;
  test.beforeAll(async ({ browser }, testInfo) => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    customer = await createCustomerState(browser, testInfo.project.use.baseURL);
  });

  for (const width of WIDTHS) {
    test(`every screen at ${width} px`, async ({ browser, page: guestPage, baseURL }) => {
      const viewport = { width, height: width < 600 ? 844 : 900 };
      await guestPage.setViewportSize(viewport);
      const customerContext = await browser.newContext({
        baseURL,
        viewport,
        storageState: customer.storageState,
      });
      const customerPage = await customerContext.newPage();
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          const page = screen.signedIn ? customerPage : guestPage;
          await page.goto(typeof screen.path === 'string' ? screen.path : screen.path(customer));
          await screen.ready(page);
          await settleImages(page);
          await page.screenshot({
            path: join(SCREENS_DIR, `${screen.name}-${width}.png`),
            fullPage: !screen.viewportOnly,
            animations: 'disabled',
          });
          // nothing may stick out sideways: a page wider than the viewport is broken on a phone
          const overflow = await sidewaysOverflow(page);
          expect(overflow, `${screen.name} scrolls sideways at ${width} px`).toEqual({ by: 0, elements: [] });
        });
      }
      await customerContext.close();
    });
  }
});

/**
 * A customer with something on every checkout and account screen: registered, an item in the wishlist, a
 * saved shipping address, one order paid by bank transfer (awaiting the seller) and two items in the cart.
 */
async function createCustomerState(browser: Browser, baseURL: string | undefined): Promise<CustomerState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await registerThroughPage(page, SHOP, customerAccount(CUSTOMER_NAME));

  const addToCart = async (slug: string) => {
    await page.goto(`/${SHOP}/product/details/${slug}`);
    await buyBox(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, 'Product added to cart!')).toBeVisible();
  };
  await addToCart('selvedge-denim-jeans');
  await buyBox(page).getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(toast(page, 'Product added to wishlist!')).toBeVisible();

  await page.goto(`/${SHOP}/card`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await saveShippingDetails(page, shippingDetails({ name: CUSTOMER_NAME }));
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/payment$`));
  await choosePaymentMethod(page, 'Bank Transfer');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/order/confirm\\?`));
  const confirm = new URL(page.url());
  const orderNumber = confirm.searchParams.get('payment_reference')?.split('-')[1] ?? '';
  expect(orderNumber).toMatch(/^SK\w+$/);

  // placing the order emptied the cart: two more items for the cart and shipping screens
  await addToCart('canvas-slip-on-shoes');
  await addToCart('suede-chelsea-boots');
  const storageState = await context.storageState();
  await context.close();
  return { storageState, orderNumber, confirmUrl: `${confirm.pathname}${confirm.search}` };
}
