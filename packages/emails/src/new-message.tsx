import { Button, Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface NewMessageProps {
  shop: MailShop;
  name: string;
  email: string;
  subject: string;
  message: string;
  consoleUrl: string;
}

export function newMessageSubject({ name, subject }: NewMessageProps): string {
  return subjectLine(`New message from ${name}: ${subject}`);
}

/** To the shop's sellers: a shopper wrote from the contact page (answering the mail answers the shopper). */
export function NewMessage({ shop, name, email, subject, message, consoleUrl }: NewMessageProps) {
  return (
    <ShopLayout
      shop={shop}
      support={false}
      preview={`${name}: ${subject}`}
      reason={`You receive this e-mail because you sell at ${shop.name}.`}
    >
      <Heading style={styles.heading}>{subject}</Heading>
      <Text style={styles.text}>
        {name} ({email}) wrote to {shop.name}:
      </Text>
      <Text style={styles.quote}>{message}</Text>
      <Button href={consoleUrl} style={styles.button}>
        Reply in the console
      </Button>
    </ShopLayout>
  );
}
