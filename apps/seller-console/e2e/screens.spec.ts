import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  expect,
  expectNoSeriousA11yViolations,
  type Locator,
  type Page,
  settleImages,
  sidewaysOverflow,
  test,
} from '@souk/web/e2e';
import {
  addToCart,
  checkOut,
  demoSellerPassword,
  OWNER,
  payByBankTransfer,
  sendContactMessage,
  shippingDetails,
  signInToConsole,
  uniqueEmail,
} from './support.js';

/** Fixed, git-ignored folder: `test-results/screens/<name>-<width>.png`. */
const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
const WIDTHS = [390, 1280] as const;

/** What the signed-in screens show, made once by `createConsoleState`. */
interface ConsoleState {
  /** The browser storage of the signed-in seller (their token). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** An order paid by bank transfer, awaiting the seller's approval. */
  orderNumber: string;
}

interface Screen {
  name: string;
  path: string | ((state: ConsoleState) => string);
  /** Shown to the signed-in seller of `ConsoleState` rather than to a signed-out visitor. */
  signedIn?: boolean;
  /** Only at these widths (the phone's menu has no desktop counterpart). */
  widths?: readonly number[];
  /** Brings the screen to the state to capture and waits for what it shows. */
  ready: (page: Page) => Promise<void>;
  /** A fixed overlay (a dialog, the open menu) is captured as the seller sees it: the viewport. */
  viewportOnly?: boolean;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'login', path: '/seller/login', ready: heading('Sign in') },
  { name: 'forgot-password', path: '/seller/forgot-password', ready: heading('Forgot your password?') },
  {
    name: 'dashboard',
    path: '/seller?range=30d',
    signedIn: true,
    ready: async (page) => {
      await heading('Dashboard')(page);
      await expect(page.getByRole('region', { name: 'Revenue', exact: true })).toBeVisible();
      // the chart: an SVG at the figure's width, a bar per day of the period
      const chart = page.getByRole('figure', { name: 'Daily revenue and orders' });
      await expect(chart.locator('svg')).toBeVisible();
      await expect(chart.locator('svg [data-day]')).toHaveCount(30);
    },
  },
  {
    name: 'menu',
    path: '/seller/orders',
    signedIn: true,
    widths: [390],
    viewportOnly: true,
    ready: async (page) => {
      await heading('Orders')(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }),
      ).toBeVisible();
    },
  },
  {
    name: 'orders',
    path: '/seller/orders',
    signedIn: true,
    ready: async (page) => {
      await heading('Orders')(page);
      await expect(page.getByRole('link', { name: /^#SK\w+$/ }).first()).toBeVisible();
    },
  },
  {
    name: 'order-detail',
    path: (state) => `/seller/orders/${state.orderNumber}`,
    signedIn: true,
    ready: async (page) => {
      await heading(/^Order #SK\w+$/)(page);
      await expect(
        page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first(),
      ).toBeVisible();
      // the workflow's buttons stay on screen at every width
      await expect(page.getByRole('button', { name: 'Mark processing' })).toBeInViewport();
    },
  },
  {
    // a pending order can be cancelled (shipping comes after processing: the ship journey shows its dialog)
    name: 'cancel-dialog',
    path: (state) => `/seller/orders/${state.orderNumber}`,
    signedIn: true,
    viewportOnly: true,
    ready: async (page) => {
      await heading(/^Order #SK\w+$/)(page);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: /^Cancel order #SK\w+\?$/ });
      await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeInViewport();
    },
  },
  {
    name: 'payments',
    path: '/seller/payments',
    signedIn: true,
    ready: async (page) => {
      await heading('Payments awaiting approval')(page);
      await expect(
        page.getByRole('button', { name: /^Approve payment for order / }).first(),
      ).toBeInViewport();
    },
  },
  {
    name: 'messages',
    path: '/seller/messages',
    signedIn: true,
    ready: async (page) => {
      await heading('Messages')(page);
      await expect(page.getByRole('list', { name: 'Messages' }).getByRole('button').first()).toBeVisible();
    },
  },
  {
    name: 'message-open',
    path: '/seller/messages',
    signedIn: true,
    ready: async (page) => {
      await heading('Messages')(page);
      await page.getByRole('list', { name: 'Messages' }).getByRole('button').first().click();
      await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
      // the message's actions stay inside its card, beside a long subject and address
      await expectInside(page.getByRole('button', { name: 'Mark handled' }), page.getByRole('article'));
    },
  },
  {
    name: 'reviews',
    path: '/seller/reviews',
    signedIn: true,
    ready: async (page) => {
      await heading('Reviews')(page);
      await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'newsletter',
    path: '/seller/newsletter',
    signedIn: true,
    ready: async (page) => {
      await heading('Newsletter')(page);
      await expect(page.getByLabel('Subscribers by state')).toBeVisible();
    },
  },
  {
    name: 'account',
    path: '/seller/account',
    signedIn: true,
    ready: async (page) => {
      await heading('Account')(page);
      await expect(page.getByText('This device')).toBeVisible();
    },
  },
  {
    name: 'products',
    path: '/seller/products?sort=price-desc',
    signedIn: true,
    ready: async (page) => {
      await heading('Products')(page);
      await expect(page.getByRole('link', { name: 'Classic Linen Button-Down Shirt' }).first()).toBeVisible();
    },
  },
  {
    name: 'product-form',
    path: '/seller/products/new',
    signedIn: true,
    ready: async (page) => {
      await heading('New product')(page);
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page.getByText('Product name is required').first()).toBeVisible();
    },
  },
  {
    name: 'products-import',
    path: '/seller/products/import',
    signedIn: true,
    ready: heading('Import products'),
  },
  {
    name: 'not-found',
    path: '/seller/nowhere',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
];

test.describe('screens', () => {
  let state: ConsoleState;
  test.beforeAll(async ({ browser }, testInfo) => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    state = await createConsoleState(browser, testInfo.project.use.baseURL);
  });

  for (const width of WIDTHS) {
    test(`every console screen at ${width} px`, async ({ browser, page: visitorPage, baseURL }) => {
      test.setTimeout(120_000);
      const viewport = { width, height: width < 600 ? 844 : 900 };
      await visitorPage.setViewportSize(viewport);
      const sellerContext = await browser.newContext({ baseURL, viewport, storageState: state.storageState });
      const sellerPage = await sellerContext.newPage();
      for (const screen of SCREENS) {
        if (screen.widths && !screen.widths.includes(width)) continue;
        await test.step(screen.name, async () => {
          const page = screen.signedIn ? sellerPage : visitorPage;
          await page.goto(typeof screen.path === 'string' ? screen.path : screen.path(state));
          await screen.ready(page);
          await settleImages(page);
          await page.screenshot({
            path: join(SCREENS_DIR, `${screen.name}-${width}.png`),
            fullPage: !screen.viewportOnly,
            animations: 'disabled',
          });
          await expectNoSeriousA11yViolations(page);
          // nothing may stick out sideways: a page wider than the viewport is broken on a phone
          const overflow = await sidewaysOverflow(page);
          expect(overflow, `${screen.name} scrolls sideways at ${width} px`).toEqual({ by: 0, elements: [] });
        });
      }
      await sellerContext.close();
    });
  }
});

/**
 * A seller with something on every screen: an order of today paid by bank transfer (awaiting approval, so
 * it is in Orders, Payments and the dashboard's chart) and a contact message; the demo shop has reviews.
 */
async function createConsoleState(browser: Browser, baseURL: string | undefined): Promise<ConsoleState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await addToCart(page, 'selvedge-denim-jeans');
  const orderNumber = await checkOut(page, shippingDetails({ name: 'Thandiwe Screens' }));
  await payByBankTransfer(page, orderNumber);

  await sendContactMessage(page, {
    name: 'Thandiwe Screens',
    email: uniqueEmail('screens'),
    subject: 'Do the selvedge jeans come in a 36 leg?',
    message: 'Hello! I ordered the selvedge jeans in a 32 waist. Do you also stock a 36 inch leg? Thanks.',
  });

  await signInToConsole(page, OWNER, demoSellerPassword());
  const storageState = await context.storageState();
  await context.close();
  return { storageState, orderNumber };
}

/** Asserts that an element lies within another's box (not sticking out of its card). */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(box && frame, 'both are on the page').toBeTruthy();
  if (!box || !frame) return;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
}
