import { Button, Heading, Section, Text } from '@react-email/components';
import { money, subjectLine } from './format.js';
import type { MailLine, MailShop, MailTotals } from './mail-types.js';
import { OrderLines } from './order-lines.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface NewOrderProps {
  shop: MailShop;
  orderNumber: string;
  customer: { name: string; email: string; phone: string };
  /** The shipping address's lines, as the shopper entered them. */
  shipTo: string[];
  notes: string;
  /** Only this shop's lines and amounts (an order may span shops; another shop's part is not theirs to see). */
  lines: MailLine[];
  totals: MailTotals;
  /** The order in the seller console, absolute. */
  consoleUrl: string;
}

export function newOrderSubject({ orderNumber, totals }: NewOrderProps): string {
  return subjectLine(`New order ${orderNumber}: ${money(totals.totalCents, totals)}`);
}

/** To the shop's sellers: an order was placed with their products (their part of it only). */
export function NewOrder(props: NewOrderProps) {
  const { shop, orderNumber, customer, shipTo, notes, lines, totals, consoleUrl } = props;
  return (
    <ShopLayout
      shop={shop}
      support={false}
      preview={`${customer.name}: ${money(totals.totalCents, totals)}`}
      reason={`You receive this e-mail because you sell at ${shop.name}.`}
    >
      <Heading style={styles.heading}>New order {orderNumber}</Heading>
      <Text style={styles.text}>
        {customer.name} placed an order at {shop.name}. It awaits payment or your handling in the console.
      </Text>
      <OrderLines lines={lines} totals={totals} />
      <Section style={styles.box}>
        <Text style={{ ...styles.text, fontWeight: 700 }}>Ship to</Text>
        {shipTo.map((line) => (
          <Text key={line} style={{ ...styles.text, margin: 0 }}>
            {line}
          </Text>
        ))}
        <Text style={{ ...styles.text, margin: '8px 0 0' }}>
          {customer.email} · {customer.phone}
        </Text>
        {notes.trim() && <Text style={styles.quote}>{notes}</Text>}
      </Section>
      <Button href={consoleUrl} style={styles.button}>
        Open the order
      </Button>
    </ShopLayout>
  );
}
