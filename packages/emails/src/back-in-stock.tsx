import { Button, Heading, Link, Text } from '@react-email/components';
import { money, subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface BackInStockProps {
  shop: MailShop;
  /** The subscribed address. */
  email: string;
  productName: string;
  /** The product's page, absolute. */
  productUrl: string;
  /** The product's price now, after its discount, in cents of `currency`. */
  priceCents: number;
  currency: string;
  /** The signed link to the shop's unsubscribe page, absolute (the mail's `List-Unsubscribe` is the API's). */
  unsubscribeUrl: string;
}

export function backInStockSubject({ productName, shop }: BackInStockProps): string {
  return subjectLine(`${productName} is back in stock at ${shop.name}`);
}

/** To a shopper with a confirmed back-in-stock alert: the product is back (the alert ends with this mail). */
export function BackInStock({
  shop,
  email,
  productName,
  productUrl,
  priceCents,
  currency,
  unsubscribeUrl,
}: BackInStockProps) {
  return (
    <ShopLayout
      shop={shop}
      preview={`${productName} is back`}
      reason={`You receive this e-mail because ${email} asked ${shop.name} for a back-in-stock alert on ${productName}.`}
    >
      <Heading style={styles.heading}>It’s back</Heading>
      <Text style={styles.text}>
        Good news: <strong>{productName}</strong> is back in stock at {shop.name}, at{' '}
        {money(priceCents, { currency, locale: shop.locale })}.
      </Text>
      <Button href={productUrl} style={styles.button}>
        See {productName}
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        This was a one-time alert: you get no more mails about it. Not for you? Tell us with one click:{' '}
        <Link href={unsubscribeUrl}>Unsubscribe</Link>
      </Text>
    </ShopLayout>
  );
}
