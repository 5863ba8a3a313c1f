import { Button, Heading, Section, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailLine, MailShop, MailTotals } from './mail-types.js';
import { OrderLines } from './order-lines.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface OrderShippedProps {
  shop: MailShop;
  customerName: string;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
  lines: MailLine[];
  totals: MailTotals;
  orderUrl: string;
}

export function orderShippedSubject({ orderNumber }: OrderShippedProps): string {
  return subjectLine(`Order ${orderNumber} has shipped`);
}

/** To the shopper: the seller shipped their part of the order, with the carrier and tracking number. */
export function OrderShipped(props: OrderShippedProps) {
  const { shop, customerName, orderNumber, carrier, trackingNumber, lines, totals, orderUrl } = props;
  return (
    <ShopLayout
      shop={shop}
      preview={`${carrier} ${trackingNumber}`}
      reason={`You receive this e-mail because you placed order ${orderNumber} at ${shop.name}.`}
    >
      <Heading style={styles.heading}>Your order is on its way</Heading>
      <Text style={styles.text}>Hello {customerName},</Text>
      <Text style={styles.text}>
        {shop.name} shipped order <strong>{orderNumber}</strong>.
      </Text>
      <Section style={styles.box}>
        <Text style={{ ...styles.text, margin: '0 0 4px' }}>
          Carrier: <strong>{carrier}</strong>
        </Text>
        <Text style={{ ...styles.text, margin: 0 }}>
          Tracking number: <strong>{trackingNumber}</strong>
        </Text>
      </Section>
      <OrderLines lines={lines} totals={totals} />
      <Button href={orderUrl} style={styles.button}>
        View your order
      </Button>
    </ShopLayout>
  );
}
