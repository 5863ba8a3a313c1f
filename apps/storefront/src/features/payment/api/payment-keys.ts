/**
 * The query keys of a shop's payment settings (spec §7 Payment) and of the providers' scripts the payment
 * page loads.
 */
export const paymentKeys = {
  all: ['payment'] as const,
  methods: (sellerId: string) => [...paymentKeys.all, 'methods', sellerId] as const,
  publicConfig: (sellerId: string) => [...paymentKeys.all, 'public-config', sellerId] as const,
  stripeConfig: (sellerId: string) => [...paymentKeys.all, 'stripe-config', sellerId] as const,
  stripeJs: (publishableKey: string | undefined) =>
    [...paymentKeys.all, 'stripe-js', publishableKey] as const,
  paypalButtons: () => [...paymentKeys.all, 'paypal-buttons'] as const,
};
