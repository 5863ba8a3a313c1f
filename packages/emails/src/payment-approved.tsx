import { Button, Heading, Text } from '@react-email/components';
import { money, subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface PaymentApprovedProps {
  shop: MailShop;
  customerName: string;
  orderNumber: string;
  methodLabel: string;
  amountCents: number;
  currency: string;
  orderUrl: string;
}

export function paymentApprovedSubject({ orderNumber }: PaymentApprovedProps): string {
  return subjectLine(`Payment received for order ${orderNumber}`);
}

/** To the shopper: the seller approved their bank transfer or cash payment; the order is paid. */
export function PaymentApproved(props: PaymentApprovedProps) {
  const { shop, customerName, orderNumber, methodLabel, amountCents, currency, orderUrl } = props;
  return (
    <ShopLayout
      shop={shop}
      preview={`${shop.name} received your payment for order ${orderNumber}`}
      reason={`You receive this e-mail because you placed order ${orderNumber} at ${shop.name}.`}
    >
      <Heading style={styles.heading}>Payment received</Heading>
      <Text style={styles.text}>Hello {customerName},</Text>
      <Text style={styles.text}>
        {shop.name} received your payment of{' '}
        <strong>{money(amountCents, { currency, locale: shop.locale })}</strong> ({methodLabel}) for order{' '}
        <strong>{orderNumber}</strong>. Your order is paid and will be prepared for shipping.
      </Text>
      <Button href={orderUrl} style={styles.button}>
        View your order
      </Button>
    </ShopLayout>
  );
}
