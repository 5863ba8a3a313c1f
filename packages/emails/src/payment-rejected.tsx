import { Button, Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface PaymentRejectedProps {
  shop: MailShop;
  customerName: string;
  orderNumber: string;
  methodLabel: string;
  paymentReference: string;
  reason: string;
  orderUrl: string;
}

export function paymentRejectedSubject({ orderNumber }: PaymentRejectedProps): string {
  return subjectLine(`Payment for order ${orderNumber} was not accepted: order cancelled`);
}

/** To the shopper: the seller rejected their offline payment, with the reason; the order is cancelled. */
export function PaymentRejected(props: PaymentRejectedProps) {
  const { shop, customerName, orderNumber, methodLabel, paymentReference, reason, orderUrl } = props;
  return (
    <ShopLayout
      shop={shop}
      preview={`Order ${orderNumber} was cancelled`}
      reason={`You receive this e-mail because you placed order ${orderNumber} at ${shop.name}.`}
    >
      <Heading style={styles.heading}>Payment not accepted</Heading>
      <Text style={styles.text}>Hello {customerName},</Text>
      <Text style={styles.text}>
        {shop.name} could not accept your payment ({methodLabel}, reference{' '}
        <strong>{paymentReference}</strong>) for order <strong>{orderNumber}</strong>, so the order is
        cancelled. The reason given:
      </Text>
      <Text style={styles.quote}>{reason}</Text>
      <Text style={styles.text}>If you think this is a mistake, please contact {shop.name}.</Text>
      <Button href={orderUrl} style={styles.button}>
        View your order
      </Button>
    </ShopLayout>
  );
}
