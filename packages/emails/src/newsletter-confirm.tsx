import { Button, Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface NewsletterConfirmProps {
  /** The shop whose newsletter was asked for. */
  shop: MailShop;
  /** The address that was entered in the newsletter box. */
  email: string;
  /** The signed link to the shop's confirm page, absolute. */
  confirmUrl: string;
  /** How long the link works. */
  validHours: number;
}

export function newsletterConfirmSubject({ shop }: NewsletterConfirmProps): string {
  return subjectLine(`Confirm your subscription to ${shop.name}'s newsletter`);
}

/** To a shopper who entered their address in a shop's newsletter box: the double opt-in link. */
export function NewsletterConfirm({ shop, email, confirmUrl, validHours }: NewsletterConfirmProps) {
  return (
    <ShopLayout
      shop={shop}
      preview={`One click to get ${shop.name}'s newsletter`}
      reason={`You receive this e-mail because ${email} was entered in ${shop.name}'s newsletter box.`}
    >
      <Heading style={styles.heading}>Confirm your subscription</Heading>
      <Text style={styles.text}>
        Someone, hopefully you, asked for {shop.name}'s newsletter at <strong>{email}</strong>: news about new
        arrivals and offers. Confirm with the button below; the link works for {validHours} hours.
      </Text>
      <Button href={confirmUrl} style={styles.button}>
        Yes, subscribe me
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        If you did not ask for this, ignore this e-mail: without a click you are not subscribed and get
        nothing more from us.
      </Text>
    </ShopLayout>
  );
}
