import { Button, Heading, Section, Text } from '@react-email/components';
import { money, subjectLine } from './format.js';
import type { MailLine, MailShop, MailTotals } from './mail-types.js';
import { OrderLines } from './order-lines.js';
import { ShopLayout, styles } from './shop-layout.js';

/** How the shopper pays: offline methods carry what to do and the payment reference. */
export type OrderPlacedPayment =
  | {
      kind: 'eft';
      paymentReference: string;
      /** The shop's bank details, label → value, as the payment page shows them. */
      bankDetails: Record<string, string>;
      instructions: string;
    }
  | { kind: 'cashOnDelivery'; paymentReference: string; instructions: string }
  /** Paid online already: the mail is the receipt. */
  | { kind: 'online'; methodLabel: string };

export interface OrderPlacedProps {
  shop: MailShop;
  customerName: string;
  orderNumber: string;
  lines: MailLine[];
  totals: MailTotals;
  payment: OrderPlacedPayment;
  /** Where the shopper follows the order, absolute. */
  orderUrl: string;
}

export function orderPlacedSubject({ orderNumber, payment, shop }: OrderPlacedProps): string {
  const how =
    payment.kind === 'eft'
      ? 'pay by bank transfer'
      : payment.kind === 'cashOnDelivery'
        ? 'pay on delivery'
        : 'payment received';
  return subjectLine(`Order ${orderNumber} placed at ${shop.name}: ${how}`);
}

/** To the shopper: the order is placed — how to pay (bank transfer, cash on delivery) or the receipt (online). */
export function OrderPlaced(props: OrderPlacedProps) {
  const { shop, customerName, orderNumber, lines, totals, payment, orderUrl } = props;
  const total = money(totals.totalCents, totals);
  const bankRows =
    payment.kind === 'eft' ? Object.entries(payment.bankDetails).filter(([, v]) => v.trim()) : [];
  return (
    <ShopLayout
      shop={shop}
      preview={`Order ${orderNumber}: ${total}`}
      reason={`You receive this e-mail because you placed order ${orderNumber} at ${shop.name}.`}
    >
      <Heading style={styles.heading}>Thank you for your order</Heading>
      <Text style={styles.text}>Hello {customerName},</Text>
      <Text style={styles.text}>
        {payment.kind === 'online'
          ? `We received your payment of ${total} (${payment.methodLabel}) for order ${orderNumber}. This e-mail is your receipt.`
          : `Your order ${orderNumber} is placed. It is confirmed once ${shop.name} has received your payment of ${total}.`}
      </Text>
      {payment.kind === 'eft' && (
        <Section style={styles.box}>
          <Text style={{ ...styles.text, fontWeight: 700 }}>Pay by bank transfer</Text>
          {bankRows.length > 0 ? (
            bankRows.map(([label, value]) => (
              <Text key={label} style={{ ...styles.text, margin: '0 0 4px' }}>
                {label}: <strong>{value}</strong>
              </Text>
            ))
          ) : (
            <Text style={styles.text}>{shop.name} will send you their bank details.</Text>
          )}
          <Text style={{ ...styles.text, marginTop: '12px' }}>
            Amount: <strong>{total}</strong>
          </Text>
          <Text style={styles.text}>
            Use your order number <strong>{orderNumber}</strong> as the reference of your transfer. Your
            payment reference is <strong>{payment.paymentReference}</strong>.
          </Text>
          {payment.instructions.trim() && <Text style={styles.quote}>{payment.instructions}</Text>}
        </Section>
      )}
      {payment.kind === 'cashOnDelivery' && (
        <Section style={styles.box}>
          <Text style={{ ...styles.text, fontWeight: 700 }}>Pay on delivery</Text>
          <Text style={styles.text}>
            Have <strong>{total}</strong> ready when your order arrives. Your payment reference is{' '}
            <strong>{payment.paymentReference}</strong>.
          </Text>
          {payment.instructions.trim() && <Text style={styles.quote}>{payment.instructions}</Text>}
        </Section>
      )}
      <OrderLines lines={lines} totals={totals} />
      <Button href={orderUrl} style={styles.button}>
        View your order
      </Button>
    </ShopLayout>
  );
}
