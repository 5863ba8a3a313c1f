import { Button, Heading, Link, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface SignupAccountExistsProps {
  /** The shop the account already runs. */
  shop: MailShop;
  /** The account's e-mail address. */
  email: string;
  /** The console's sign-in page, absolute. */
  loginUrl: string;
  /** The console's forgotten-password page, absolute. */
  forgotPasswordUrl: string;
}

export function signupAccountExistsSubject({ shop }: SignupAccountExistsProps): string {
  return subjectLine(`You already have a seller account for ${shop.name}`);
}

/**
 * To an e-mail that already has a seller account, when someone signs up with it: no new shop, the way to
 * sign in instead (the sign-up answered alike, so it told nobody the account exists).
 */
export function SignupAccountExists({ shop, email, loginUrl, forgotPasswordUrl }: SignupAccountExistsProps) {
  return (
    <ShopLayout
      shop={shop}
      support={false}
      preview="Someone tried to open a shop with your e-mail address"
      reason={`You receive this e-mail because a shop was opened on Souk with the address ${email}.`}
    >
      <Heading style={styles.heading}>You already have a seller account</Heading>
      <Text style={styles.text}>
        Someone tried to open a new shop with <strong>{email}</strong>, which already runs{' '}
        <strong>{shop.name}</strong>. No new shop was opened. If it was you, sign in instead.
      </Text>
      <Button href={loginUrl} style={styles.button}>
        Sign in to the seller console
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        Forgot your password? <Link href={forgotPasswordUrl}>Reset it</Link>. If this was not you, ignore this
        e-mail: nothing changed.
      </Text>
    </ShopLayout>
  );
}
