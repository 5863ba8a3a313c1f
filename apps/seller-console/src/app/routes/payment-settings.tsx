import { PageHeader } from '../../components/page-header.js';
import { paymentSettingsQueryOptions } from '../../features/payment-settings/api/get-payment-settings.js';
import { PaymentSettings } from '../../features/payment-settings/components/payment-settings-form.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(paymentSettingsQueryOptions());
}

/** `/seller/settings/payments`: which payment methods the shop offers, in which order, with their keys. */
export function Component() {
  usePageTitle('Payment settings');
  return (
    <>
      <PageHeader title="Payment settings" description="The payment methods your shoppers can choose" />
      <PaymentSettings />
    </>
  );
}
