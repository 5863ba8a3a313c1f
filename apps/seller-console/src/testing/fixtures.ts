import {
  type SellerCategory,
  SellerCategorySchema,
  type SellerDashboardResponse,
  SellerDashboardResponseSchema,
  type SellerMessage,
  SellerMessageSchema,
  type SellerOrderDetail,
  SellerOrderDetailSchema,
  type SellerOrderSummary,
  SellerOrderSummarySchema,
  type SellerProduct,
  SellerProductSchema,
  type SellerReview,
  SellerReviewSchema,
} from '@souk/core';

// every fixture goes through core's wire schema: a test never feeds the screens a shape the server cannot send

export function dashboardFixture(overrides: Partial<SellerDashboardResponse> = {}): SellerDashboardResponse {
  return SellerDashboardResponseSchema.parse({
    success: true,
    range: '7d',
    currency: 'USD',
    revenue: 1234.5,
    orders: 12,
    averageOrderValue: 102.88,
    awaitingApproval: 3,
    toShip: 4,
    lowStock: 2,
    lowStockProducts: [
      { id: 'p1', name: 'Linen Shirt', slug: 'linen-shirt', stock: 2 },
      { id: 'p2', name: 'Wool Scarf', slug: 'wool-scarf', stock: 5 },
    ],
    daily: [
      { date: '2026-03-01', revenue: 200, orders: 2 },
      { date: '2026-03-02', revenue: 1034.5, orders: 10 },
    ],
    ...overrides,
  });
}

export function orderSummaryFixture(overrides: Partial<SellerOrderSummary> = {}): SellerOrderSummary {
  return SellerOrderSummarySchema.parse({
    orderNumber: 'ORD-1001',
    createdAt: '2026-03-02T10:15:00.000Z',
    customerName: 'Amal Haddad',
    email: 'amal@example.com',
    phone: '+20 100 000 0000',
    itemCount: 3,
    total: 54.5,
    currency: 'USD',
    status: 'pending',
    paymentStatus: 'paid',
    paymentMethod: 'stripe',
    ...overrides,
  });
}

export function orderDetailFixture(overrides: Partial<SellerOrderDetail> = {}): SellerOrderDetail {
  return SellerOrderDetailSchema.parse({
    ...orderSummaryFixture(),
    items: [
      {
        productId: 'p1',
        name: 'Linen Shirt',
        brand: 'Urban',
        slug: 'linen-shirt',
        image: '',
        quantity: 2,
        unitPrice: 20,
        discount: 0,
        discountedUnitPrice: 20,
        bulkTier: { quantity: 2, price: 36, description: 'Pair deal' },
        addons: [{ text: 'Gift wrap', price: 2.5 }],
        lineTotal: 38.5,
      },
      {
        productId: 'p2',
        name: 'Wool Scarf',
        brand: 'Urban',
        slug: 'wool-scarf',
        image: '',
        quantity: 1,
        unitPrice: 12,
        discount: 0,
        discountedUnitPrice: 12,
        bulkTier: null,
        addons: [],
        lineTotal: 12,
      },
    ],
    subtotal: 50.5,
    shippingFee: 4,
    shippingInfo: {
      name: 'Amal Haddad',
      address: '12 Nile Street',
      email: 'amal@example.com',
      phone: '+20 100 000 0000',
      post: '11511',
      province: 'Cairo',
      city: 'Cairo',
      area: 'Zamalek',
    },
    notes: 'Leave with the doorman',
    carrier: null,
    trackingNumber: null,
    cancelReason: null,
    payments: [
      {
        reference: 'pi_123',
        method: 'stripe',
        amount: 54.5,
        currency: 'USD',
        status: 'paid',
        createdAt: '2026-03-02T10:16:00.000Z',
        updatedAt: '2026-03-02T10:16:00.000Z',
      },
    ],
    timeline: [
      { type: 'order.placed', at: '2026-03-02T10:15:00.000Z', summary: 'Order placed' },
      { type: 'order.paid', at: '2026-03-02T10:16:00.000Z', summary: 'Paid by card' },
    ],
    nextStatuses: ['processing', 'cancelled'],
    ...overrides,
  });
}

export function messageFixture(overrides: Partial<SellerMessage> = {}): SellerMessage {
  return SellerMessageSchema.parse({
    id: 'm1',
    name: 'Youssef',
    email: 'youssef@example.com',
    subject: 'Size question',
    message: 'Does the linen shirt run large?',
    createdAt: '2026-03-02T09:00:00.000Z',
    read: false,
    handled: false,
    replies: [],
    ...overrides,
  });
}

export function reviewFixture(overrides: Partial<SellerReview> = {}): SellerReview {
  return SellerReviewSchema.parse({
    id: 'r1',
    productId: 'p1',
    productName: 'Linen Shirt',
    productSlug: 'linen-shirt',
    name: 'Salma',
    rating: 4,
    review: 'Lovely fabric.',
    createdAt: '2026-03-01T12:00:00.000Z',
    hidden: false,
    ...overrides,
  });
}

export function productFixture(overrides: Partial<SellerProduct> = {}): SellerProduct {
  return SellerProductSchema.parse({
    _id: 'p1',
    name: 'Linen Shirt',
    slug: 'linen-shirt',
    images: ['/api/media/0123456789abcdef0123456789abcdef/800x600'],
    price: 20,
    discount: 0,
    currency: 'USD',
    stock: 12,
    showStockQuantity: true,
    description: 'Breathable linen.',
    packSize: 1,
    bulkPricing: [{ quantity: 2, price: 36, description: 'Pair deal' }],
    addons: [],
    brand: 'Urban',
    category: 'Shirts',
    seoTitle: '',
    seoDescription: '',
    seoImage: '',
    seoKeywords: '',
    published: true,
    rating: 4.5,
    reviewCount: 2,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });
}

export function categoryFixture(overrides: Partial<SellerCategory> = {}): SellerCategory {
  return SellerCategorySchema.parse({
    _id: 'c1',
    name: 'Shirts',
    slug: 'shirts',
    image: '',
    position: 0,
    productCount: 1,
    ...overrides,
  });
}
