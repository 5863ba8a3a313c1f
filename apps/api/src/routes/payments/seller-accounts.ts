import { AuthResponseSchema, LoginBodySchema, OFFLINE_PAYMENT_METHODS } from '@souk/core';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { tooManyAttempts, unauthenticated } from '../../domain/errors.js';
import { createLoginThrottle } from '../../lib/login-throttle.js';
import { createSellerTokenService, type TokenSellerAccount } from '../../lib/seller-tokens.js';
import { SECURITY } from '../../plugins/openapi.js';
import { INVALID_CREDENTIALS } from '../../services/customers.js';
import {
  approveOfflinePayment,
  listPendingOfflinePayments,
  type OfflineDecision,
  PAYMENT_APPROVED,
  PAYMENT_REJECTED,
  rejectOfflinePayment,
} from '../../services/payments/offline.js';
import {
  authenticateSeller,
  requireSellerAccount,
  SELLER_SIGN_IN_REQUIRED,
} from '../../services/seller-accounts.js';
import type { App, Deps } from '../../types.js';
import { AUTH_IP_LIMIT, LOGGED_IN, LOGIN_THROTTLE, LOGIN_THROTTLED, throttledSignIn } from '../auth.js';

const PendingPaymentsResponseSchema = z.object({
  success: z.boolean(),
  payments: z.array(
    z.object({
      paymentReference: z.string(),
      orderNumber: z.string(),
      paymentMethod: z.enum(OFFLINE_PAYMENT_METHODS),
      amount: z.number(),
      currency: z.string(),
      customerName: z.string(),
      createdAt: z.string(),
    }),
  ),
});

const DecisionParams = z.object({
  paymentReference: z.string().check(z.minLength(1), z.maxLength(200)),
});

const DecisionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  paymentReference: z.string(),
  orderNumber: z.string(),
  paymentStatus: z.string(),
  orderPaymentStatus: z.string(),
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

function decisionBody(decision: OfflineDecision, message: string) {
  return {
    success: true,
    message,
    paymentReference: decision.payment.providerRef,
    orderNumber: decision.orderNumber,
    paymentStatus: decision.payment.status,
    orderPaymentStatus: decision.orderPaymentStatus,
  };
}

/**
 * Seller accounts (issue 4; seller screens are out of scope): sign-in with a seller token of its own, and
 * the approval of offline payments. A seller acts only on its own shop's payments (404 otherwise);
 * customer tokens and anonymous callers get 401.
 */
export function sellerAccountRoutes(app: App, { db, config }: Deps): void {
  const sellerTokens = createSellerTokenService(config.jwtSecret);
  const loginThrottle = createLoginThrottle(LOGIN_THROTTLE);

  async function requireSeller(request: FastifyRequest): Promise<TokenSellerAccount> {
    const token = bearerToken(request);
    const claims = token ? await sellerTokens.verify(token) : null;
    if (!claims) throw unauthenticated(SELLER_SIGN_IN_REQUIRED);
    return requireSellerAccount(db, claims.id);
  }

  app.post(
    '/seller/login',
    {
      schema: {
        operationId: 'loginSeller',
        summary: 'Sign a seller in to the seller console; answers its token',
        description: '401 for a wrong email or password; limited per address and per account.',
        tags: ['seller-payments'],
        security: SECURITY.public,
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema },
        errors: [401],
      },
      config: {
        rateLimit: { ...AUTH_IP_LIMIT, errorResponseBuilder: () => tooManyAttempts(LOGIN_THROTTLED) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await throttledSignIn(loginThrottle, email, request, reply, () =>
        authenticateSeller(db, email, password),
      );
      if (!account) throw unauthenticated(INVALID_CREDENTIALS);
      return { token: await sellerTokens.sign(account), message: LOGGED_IN };
    },
  );

  app.get(
    '/seller/payments/pending',
    {
      schema: {
        operationId: 'listPendingPayments',
        summary: "The signed-in seller's offline payments awaiting approval",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        response: { 200: PendingPaymentsResponseSchema },
        errors: [401],
      },
    },
    async (request) => {
      const account = await requireSeller(request);
      return { success: true, payments: await listPendingOfflinePayments(db, account.sellerId) };
    },
  );

  app.put(
    '/seller/payments/:paymentReference/approve',
    {
      schema: {
        operationId: 'approvePayment',
        summary: "Approve an offline payment of the seller's shop: the order becomes paid",
        description:
          "404 for another shop's payment; 409 when it was rejected or the order is cancelled or paid otherwise.",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        params: DecisionParams,
        response: { 200: DecisionResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => {
      const account = await requireSeller(request);
      const decision = await approveOfflinePayment(db, account.sellerId, request.params.paymentReference);
      return decisionBody(decision, PAYMENT_APPROVED);
    },
  );

  app.put(
    '/seller/payments/:paymentReference/reject',
    {
      schema: {
        operationId: 'rejectPayment',
        summary: "Reject an offline payment of the seller's shop",
        description: "404 for another shop's payment; 409 when it was approved already.",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        params: DecisionParams,
        response: { 200: DecisionResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => {
      const account = await requireSeller(request);
      const decision = await rejectOfflinePayment(db, account.sellerId, request.params.paymentReference);
      return decisionBody(decision, PAYMENT_REJECTED);
    },
  );
}
