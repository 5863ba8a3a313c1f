import { Button, Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface VerifySignupProps {
  /** The shop being opened: its name, and the console's sign-up page as its address (no storefront yet). */
  shop: MailShop;
  /** The e-mail address signing up. */
  email: string;
  /** The address asked for, absolute (`https://…/{name}`): where the shop will be. */
  shopUrl: string;
  /** The single-use link that opens the shop, absolute. */
  verifyUrl: string;
  /** How long the link works. */
  validHours: number;
}

export function verifySignupSubject({ shop }: VerifySignupProps): string {
  return subjectLine(`Confirm your e-mail to open ${shop.name}`);
}

/** To whoever signed up: the single-use, time-limited link that verifies the e-mail and opens the shop. */
export function VerifySignup({ shop, email, shopUrl, verifyUrl, validHours }: VerifySignupProps) {
  return (
    <ShopLayout
      shop={shop}
      support={false}
      preview={`Your link to open ${shop.name} works for ${validHours} hours`}
      reason={`You receive this e-mail because a shop was opened on Souk with the address ${email}.`}
    >
      <Heading style={styles.heading}>Confirm your e-mail</Heading>
      <Text style={styles.text}>
        Thanks for opening <strong>{shop.name}</strong>. Confirm that <strong>{email}</strong> is yours and
        your shop opens at {shopUrl}. The link works once, for {validHours} hours.
      </Text>
      <Button href={verifyUrl} style={styles.button}>
        Confirm and open my shop
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        If you did not sign up, ignore this e-mail: no shop is opened and the address is released.
      </Text>
    </ShopLayout>
  );
}
