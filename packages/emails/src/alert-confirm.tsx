import { Button, Heading, Link, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface AlertConfirmProps {
  /** The shop whose product the alert watches. */
  shop: MailShop;
  /** The address that was entered. */
  email: string;
  /** A mail once the product is back in stock, or one each time its price drops. */
  kind: 'back_in_stock' | 'price_drop';
  productName: string;
  /** The product's page, absolute. */
  productUrl: string;
  /** The signed link to the shop's confirm page, absolute. */
  confirmUrl: string;
  /** How long the link works. */
  validHours: number;
}

const WHEN: Record<AlertConfirmProps['kind'], string> = {
  back_in_stock: 'when it is back in stock',
  price_drop: 'when its price drops',
};

export function alertConfirmSubject({ productName, shop }: AlertConfirmProps): string {
  return subjectLine(`Confirm your alert for ${productName} at ${shop.name}`);
}

/** To a shopper who asked for a back-in-stock or price-drop alert on a product: the double opt-in link. */
export function AlertConfirm({
  shop,
  email,
  kind,
  productName,
  productUrl,
  confirmUrl,
  validHours,
}: AlertConfirmProps) {
  return (
    <ShopLayout
      shop={shop}
      preview={`One click to hear about ${productName}`}
      reason={`You receive this e-mail because ${email} asked ${shop.name} for an alert on ${productName}.`}
    >
      <Heading style={styles.heading}>Confirm your alert</Heading>
      <Text style={styles.text}>
        Someone, hopefully you, asked {shop.name} to e-mail <strong>{email}</strong> about{' '}
        <Link href={productUrl}>{productName}</Link> {WHEN[kind]}. Confirm with the button below; the link
        works for {validHours} hours.
      </Text>
      <Button href={confirmUrl} style={styles.button}>
        Yes, alert me
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        If you did not ask for this, ignore this e-mail: without a click you get nothing more from us.
      </Text>
    </ShopLayout>
  );
}
