import { Button, Heading, Link, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface NewsletterWelcomeProps {
  /** The shop whose newsletter is now subscribed to. */
  shop: MailShop;
  /** The subscribed address. */
  email: string;
  /** The signed link to the shop's unsubscribe page, absolute (the mail's `List-Unsubscribe` is the API's). */
  unsubscribeUrl: string;
}

export function newsletterWelcomeSubject({ shop }: NewsletterWelcomeProps): string {
  return subjectLine(`You're subscribed to ${shop.name}'s newsletter`);
}

/** To a shopper who confirmed a newsletter subscription: the welcome, with the way out. */
export function NewsletterWelcome({ shop, email, unsubscribeUrl }: NewsletterWelcomeProps) {
  return (
    <ShopLayout
      shop={shop}
      preview={`Welcome to ${shop.name}'s newsletter`}
      reason={`You receive this e-mail because ${email} subscribed to ${shop.name}'s newsletter.`}
    >
      <Heading style={styles.heading}>You're subscribed</Heading>
      <Text style={styles.text}>
        Thank you: <strong>{email}</strong> now gets {shop.name}'s newsletter, with news about new arrivals
        and offers.
      </Text>
      <Button href={shop.url} style={styles.button}>
        Visit {shop.name}
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        Changed your mind? <Link href={unsubscribeUrl}>Unsubscribe</Link> at any time, with one click.
      </Text>
    </ShopLayout>
  );
}
