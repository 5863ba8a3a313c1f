import { Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface MessageReplyProps {
  shop: MailShop;
  customerName: string;
  /** The subject of the shopper's message. */
  subject: string;
  reply: string;
  original: { message: string; sentAt: string };
}

export function messageReplySubject({ subject }: MessageReplyProps): string {
  return subjectLine(`Re: ${subject}`);
}

/** To the shopper: the seller's answer to their contact message, the original quoted below. */
export function MessageReply({ shop, customerName, subject, reply, original }: MessageReplyProps) {
  return (
    <ShopLayout
      shop={shop}
      preview={reply.slice(0, 120)}
      reason={`You receive this e-mail because you wrote to ${shop.name} from its contact page.`}
    >
      <Heading style={styles.heading}>Re: {subject}</Heading>
      <Text style={styles.text}>Hello {customerName},</Text>
      <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{reply}</Text>
      <Text style={{ ...styles.muted, marginTop: '24px' }}>On {original.sentAt} you wrote:</Text>
      <Text style={styles.quote}>{original.message}</Text>
    </ShopLayout>
  );
}
