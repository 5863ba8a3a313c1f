import { Button, Heading, Section, Text } from '@react-email/components';
import { money, subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface PaymentAwaitingApprovalProps {
  shop: MailShop;
  orderNumber: string;
  customerName: string;
  methodLabel: string;
  paymentReference: string;
  amountCents: number;
  currency: string;
  consoleUrl: string;
}

export function paymentAwaitingApprovalSubject({
  orderNumber,
  paymentReference,
}: PaymentAwaitingApprovalProps): string {
  return subjectLine(`Payment awaiting approval: order ${orderNumber} (${paymentReference})`);
}

/** To the shop's sellers: a bank transfer or cash on delivery awaits their approval. */
export function PaymentAwaitingApproval(props: PaymentAwaitingApprovalProps) {
  const {
    shop,
    orderNumber,
    customerName,
    methodLabel,
    paymentReference,
    amountCents,
    currency,
    consoleUrl,
  } = props;
  return (
    <ShopLayout
      shop={shop}
      support={false}
      preview={`${methodLabel}: ${money(amountCents, { currency, locale: shop.locale })}`}
      reason={`You receive this e-mail because you sell at ${shop.name}.`}
    >
      <Heading style={styles.heading}>Payment awaiting approval</Heading>
      <Text style={styles.text}>
        {customerName} chose {methodLabel} for order <strong>{orderNumber}</strong>. Approve the payment once
        you have {methodLabel === 'Cash on Delivery' ? 'collected' : 'received'} it, or reject it with a
        reason.
      </Text>
      <Section style={styles.box}>
        <Text style={{ ...styles.text, margin: '0 0 4px' }}>
          Reference: <strong>{paymentReference}</strong>
        </Text>
        <Text style={{ ...styles.text, margin: 0 }}>
          Amount: <strong>{money(amountCents, { currency, locale: shop.locale })}</strong>
        </Text>
      </Section>
      <Button href={consoleUrl} style={styles.button}>
        Review the payment
      </Button>
    </ShopLayout>
  );
}
