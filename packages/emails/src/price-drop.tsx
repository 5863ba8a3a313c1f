import { Button, Heading, Link, Text } from '@react-email/components';
import { money, subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface PriceDropProps {
  shop: MailShop;
  /** The subscribed address. */
  email: string;
  productName: string;
  /** The product's page, absolute. */
  productUrl: string;
  /** The price before the drop and now, after discounts, in cents of `currency`. */
  oldPriceCents: number;
  newPriceCents: number;
  currency: string;
  /** The signed link to the shop's unsubscribe page, absolute (the mail's `List-Unsubscribe` is the API's). */
  unsubscribeUrl: string;
}

export function priceDropSubject({ productName, shop }: PriceDropProps): string {
  return subjectLine(`${productName} costs less at ${shop.name}`);
}

/** To a shopper with a confirmed price-drop alert: the product's price fell. */
export function PriceDrop({
  shop,
  email,
  productName,
  productUrl,
  oldPriceCents,
  newPriceCents,
  currency,
  unsubscribeUrl,
}: PriceDropProps) {
  const format = { currency, locale: shop.locale };
  return (
    <ShopLayout
      shop={shop}
      preview={`${productName} now ${money(newPriceCents, format)}`}
      reason={`You receive this e-mail because ${email} asked ${shop.name} for price-drop alerts on ${productName}.`}
    >
      <Heading style={styles.heading}>The price dropped</Heading>
      <Text style={styles.text}>
        <strong>{productName}</strong> now costs {money(newPriceCents, format)} at {shop.name} (it was{' '}
        {money(oldPriceCents, format)}).
      </Text>
      <Button href={productUrl} style={styles.button}>
        See {productName}
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        Had enough? <Link href={unsubscribeUrl}>Unsubscribe</Link> from these alerts with one click.
      </Text>
    </ShopLayout>
  );
}
