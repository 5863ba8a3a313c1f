import { Button, Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailLine, MailShop, MailTotals } from './mail-types.js';
import { OrderLines } from './order-lines.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface OrderCancelledProps {
  shop: MailShop;
  customerName: string;
  orderNumber: string;
  /** Who cancelled: the shopper themselves, or the shop (then with its reason, when it gave one). */
  by: 'shopper' | 'seller';
  reason?: string | undefined;
  lines: MailLine[];
  totals: MailTotals;
  orderUrl: string;
}

export function orderCancelledSubject({ orderNumber }: OrderCancelledProps): string {
  return subjectLine(`Order ${orderNumber} was cancelled`);
}

/** To the shopper: the order (this shop's part of it) is cancelled. */
export function OrderCancelled(props: OrderCancelledProps) {
  const { shop, customerName, orderNumber, by, reason, lines, totals, orderUrl } = props;
  return (
    <ShopLayout
      shop={shop}
      preview={`Order ${orderNumber} was cancelled`}
      reason={`You receive this e-mail because you placed order ${orderNumber} at ${shop.name}.`}
    >
      <Heading style={styles.heading}>Order cancelled</Heading>
      <Text style={styles.text}>Hello {customerName},</Text>
      <Text style={styles.text}>
        {by === 'seller'
          ? `${shop.name} cancelled order ${orderNumber}.`
          : `Order ${orderNumber} is cancelled, as you asked.`}
        {by === 'seller' && reason?.trim() ? ' The reason given:' : ''}
      </Text>
      {by === 'seller' && reason?.trim() && <Text style={styles.quote}>{reason}</Text>}
      <OrderLines lines={lines} totals={totals} />
      <Button href={orderUrl} style={styles.button}>
        View your order
      </Button>
    </ShopLayout>
  );
}
