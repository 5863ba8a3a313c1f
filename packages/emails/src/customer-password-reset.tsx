import { Button, Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface CustomerPasswordResetProps {
  /** The shop the shopper asked from: the link leads back to its pages. */
  shop: MailShop;
  customerName: string;
  /** The account's e-mail address. */
  email: string;
  /** The single-use link to the shop's reset page, absolute. */
  resetUrl: string;
  /** How long the link works. */
  validMinutes: number;
}

export function customerPasswordResetSubject({ shop }: CustomerPasswordResetProps): string {
  return subjectLine(`Reset your password for ${shop.name}`);
}

/** To a shopper: the single-use, time-limited link that sets a new password for their account. */
export function CustomerPasswordReset({
  shop,
  customerName,
  email,
  resetUrl,
  validMinutes,
}: CustomerPasswordResetProps) {
  return (
    <ShopLayout
      shop={shop}
      preview={`Your password reset link works for ${validMinutes} minutes`}
      reason={`You receive this e-mail because a password reset was asked for the account ${email} at ${shop.name}.`}
    >
      <Heading style={styles.heading}>Reset your password</Heading>
      <Text style={styles.text}>Hello {customerName},</Text>
      <Text style={styles.text}>
        Someone asked to reset the password of your account <strong>{email}</strong>. The link below sets a
        new one; it works once, for {validMinutes} minutes.
      </Text>
      <Button href={resetUrl} style={styles.button}>
        Choose a new password
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
    </ShopLayout>
  );
}
