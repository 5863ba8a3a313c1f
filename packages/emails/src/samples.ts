import type { MailLine, MailShop, MailTotals } from './mail-types.js';
import type { MailProps } from './mails.js';

/** A logo stand-in: inline, so stories need no network (the server sends absolute https addresses). */
const sampleLogo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" rx="8" fill="#14532d"/><text x="24" y="31" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#fff">AT</text></svg>',
)}`;

/** A shop as the mails show it: stories and tests. */
export const sampleShop: MailShop = {
  name: 'Atlas Tea House',
  logoUrl: sampleLogo,
  url: 'https://shop.example.com/atlas-tea-house',
  supportEmail: 'help@atlas-tea.example',
  supportPhone: '+27 21 555 0101',
  supportHours: 'Mon–Fri 9:00–17:00',
  supportAddress: '12 Bree Street, Cape Town',
};

const lines: MailLine[] = [
  { name: 'Moroccan Mint Green Tea', quantity: 2, addons: ['Gift wrap'], totalCents: 2700 },
  { name: 'Brass Tea Pot', quantity: 1, addons: [], totalCents: 3450 },
];
const totals: MailTotals = { currency: 'USD', subtotalCents: 6150, shippingFeeCents: 500, totalCents: 6650 };
const orderUrl = 'https://shop.example.com/atlas-tea-house/dashboard/order/details/SK20260301K7Q2MX';
const consoleUrl = 'https://shop.example.com/seller/orders/SK20260301K7Q2MX';

/** One complete example of every mail (each story and each render test starts from it). */
export const sampleProps: { [N in keyof MailProps]: MailProps[N] } = {
  'order-placed': {
    shop: sampleShop,
    customerName: 'Ann Guest',
    orderNumber: 'SK20260301K7Q2MX',
    lines,
    totals,
    payment: {
      kind: 'eft',
      paymentReference: 'EFT-SK20260301K7Q2MX-Q3ZK8A',
      bankDetails: { 'Bank name': 'Test Bank', 'Account number': '123456789', 'Branch code': '250655' },
      instructions: 'Send proof of payment to help@atlas-tea.example.',
    },
    orderUrl,
  },
  'payment-approved': {
    shop: sampleShop,
    customerName: 'Ann Guest',
    orderNumber: 'SK20260301K7Q2MX',
    methodLabel: 'Bank Transfer',
    amountCents: 6650,
    currency: 'USD',
    orderUrl,
  },
  'payment-rejected': {
    shop: sampleShop,
    customerName: 'Ann Guest',
    orderNumber: 'SK20260301K7Q2MX',
    methodLabel: 'Bank Transfer',
    paymentReference: 'EFT-SK20260301K7Q2MX-Q3ZK8A',
    reason: 'No transfer with this reference reached our account within 7 days.',
    orderUrl,
  },
  'order-shipped': {
    shop: sampleShop,
    customerName: 'Ann Guest',
    orderNumber: 'SK20260301K7Q2MX',
    carrier: 'PostNet',
    trackingNumber: 'PN123456789ZA',
    lines,
    totals,
    orderUrl,
  },
  'order-cancelled': {
    shop: sampleShop,
    customerName: 'Ann Guest',
    orderNumber: 'SK20260301K7Q2MX',
    by: 'seller',
    reason: 'The brass tea pot is no longer made.',
    lines,
    totals,
    orderUrl,
  },
  'message-reply': {
    shop: sampleShop,
    customerName: 'Ann Guest',
    subject: 'Do you ship to Durban?',
    reply: 'Hello Ann,\nYes, we ship everywhere in South Africa within 3 working days.',
    original: { message: 'Hi, do you ship to Durban, and how long does it take?', sentAt: '1 March 2026' },
  },
  'customer-password-reset': {
    shop: sampleShop,
    customerName: 'Ann Shopper',
    email: 'ann@example.com',
    resetUrl: 'https://shop.example.com/atlas-tea-house/reset-password?token=r2.def',
    validMinutes: 30,
  },
  'newsletter-confirm': {
    shop: sampleShop,
    email: 'ann@example.com',
    confirmUrl: 'https://shop.example.com/atlas-tea-house/newsletter/confirm?token=n1.1796601600.abc',
    validHours: 48,
  },
  'newsletter-welcome': {
    shop: sampleShop,
    email: 'ann@example.com',
    unsubscribeUrl: 'https://shop.example.com/atlas-tea-house/newsletter/unsubscribe?token=n1.def',
  },
  'alert-confirm': {
    shop: sampleShop,
    email: 'ann@example.com',
    kind: 'back_in_stock',
    productName: 'Moroccan Mint Green Tea',
    productUrl: 'https://shop.example.com/atlas-tea-house/product/moroccan-mint',
    confirmUrl: 'https://shop.example.com/atlas-tea-house/newsletter/confirm?token=a1.1796601600.abc',
    validHours: 48,
  },
  'back-in-stock': {
    shop: sampleShop,
    email: 'ann@example.com',
    productName: 'Moroccan Mint Green Tea',
    productUrl: 'https://shop.example.com/atlas-tea-house/product/moroccan-mint',
    priceCents: 1250,
    currency: 'USD',
    unsubscribeUrl: 'https://shop.example.com/atlas-tea-house/newsletter/unsubscribe?token=a1.def',
  },
  'price-drop': {
    shop: sampleShop,
    email: 'ann@example.com',
    productName: 'Moroccan Mint Green Tea',
    productUrl: 'https://shop.example.com/atlas-tea-house/product/moroccan-mint',
    oldPriceCents: 1250,
    newPriceCents: 999,
    currency: 'USD',
    unsubscribeUrl: 'https://shop.example.com/atlas-tea-house/newsletter/unsubscribe?token=a1.def',
  },
  'password-reset': {
    shop: sampleShop,
    email: 'owner@atlas-tea.example',
    resetUrl: 'https://shop.example.com/seller/reset-password?token=r1.abc',
    validMinutes: 30,
  },
  'verify-signup': {
    shop: { name: 'Atlas Tea House', url: 'https://shop.example.com/seller/signup' },
    email: 'owner@atlas-tea.example',
    shopUrl: 'https://shop.example.com/atlas-tea-house',
    verifyUrl: 'https://shop.example.com/seller/signup/verify?token=s1.abc',
    validHours: 24,
  },
  'signup-account-exists': {
    shop: sampleShop,
    email: 'owner@atlas-tea.example',
    loginUrl: 'https://shop.example.com/seller/login',
    forgotPasswordUrl: 'https://shop.example.com/seller/forgot-password',
  },
  'new-order': {
    shop: sampleShop,
    orderNumber: 'SK20260301K7Q2MX',
    customer: { name: 'Ann Guest', email: 'ann@example.com', phone: '082 123 4567' },
    shipTo: ['Ann Guest', '12 Bree Street', 'CBD, Cape Town', 'Western Cape 8001'],
    notes: 'Please leave at the gate.',
    lines,
    totals,
    consoleUrl,
  },
  'payment-awaiting-approval': {
    shop: sampleShop,
    orderNumber: 'SK20260301K7Q2MX',
    customerName: 'Ann Guest',
    methodLabel: 'Bank Transfer',
    paymentReference: 'EFT-SK20260301K7Q2MX-Q3ZK8A',
    amountCents: 6650,
    currency: 'USD',
    consoleUrl,
  },
  'new-message': {
    shop: sampleShop,
    name: 'Ann Guest',
    email: 'ann@example.com',
    subject: 'Do you ship to Durban?',
    message: 'Hi, do you ship to Durban, and how long does it take?',
    consoleUrl: 'https://shop.example.com/seller/messages',
  },
  'new-review': {
    shop: sampleShop,
    productName: 'Moroccan Mint Green Tea',
    productUrl: 'https://shop.example.com/atlas-tea-house/product/details/moroccan-mint-green-tea',
    reviewerName: 'Ann',
    rating: 4,
    review: 'Fresh and fragrant; the tin could close better.',
    consoleUrl: 'https://shop.example.com/seller/reviews',
  },
};
