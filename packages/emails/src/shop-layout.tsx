import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailShop } from './mail-types.js';

export const styles = {
  body: {
    backgroundColor: '#f4f4f5',
    fontFamily: 'Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '600px', padding: '32px' },
  heading: { color: '#18181b', fontSize: '22px', fontWeight: 700, margin: '0 0 16px' },
  text: { color: '#27272a', fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' },
  muted: { color: '#71717a', fontSize: '13px', lineHeight: '20px', margin: '0 0 4px' },
  box: { backgroundColor: '#f4f4f5', borderRadius: '6px', margin: '16px 0', padding: '16px' },
  quote: {
    borderLeft: '3px solid #d4d4d8',
    color: '#52525b',
    fontSize: '14px',
    lineHeight: '22px',
    margin: '16px 0',
    padding: '4px 0 4px 12px',
    whiteSpace: 'pre-line' as const,
  },
  button: {
    backgroundColor: '#18181b',
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  hr: { borderColor: '#e4e4e7', margin: '24px 0' },
} as const;

export interface ShopLayoutProps {
  shop: MailShop;
  /** The inbox's one-line preview. */
  preview: string;
  /** Why the reader gets this mail, in the footer. */
  reason: string;
  /** Show the shop's support contacts (for shoppers; a seller's own mails leave them out). */
  support?: boolean;
  children: ReactNode;
}

/** Every mail's frame: the shop's logo and name, the content, then the shop's support contacts and why it was sent. */
export function ShopLayout({ shop, preview, reason, support = true, children }: ShopLayoutProps) {
  const contacts = (
    support
      ? [
          shop.supportEmail && {
            label: 'E-mail',
            value: shop.supportEmail,
            href: `mailto:${shop.supportEmail}`,
          },
          shop.supportPhone && { label: 'Phone', value: shop.supportPhone, href: `tel:${shop.supportPhone}` },
          shop.supportHours && { label: 'Hours', value: shop.supportHours },
          shop.supportAddress && { label: 'Address', value: shop.supportAddress },
        ]
      : []
  ).filter((contact) => !!contact);
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={{ marginBottom: '24px' }}>
            <Link href={shop.url} style={{ color: '#18181b', textDecoration: 'none' }}>
              {shop.logoUrl && (
                <Img
                  src={shop.logoUrl}
                  alt=""
                  width="48"
                  height="48"
                  style={{ borderRadius: '6px', display: 'inline-block', verticalAlign: 'middle' }}
                />
              )}
              <span style={{ fontSize: '18px', fontWeight: 700, marginLeft: shop.logoUrl ? '12px' : 0 }}>
                {shop.name}
              </span>
            </Link>
          </Section>
          {children}
          <Hr style={styles.hr} />
          <Section>
            {contacts.length > 0 && (
              <Text style={{ ...styles.muted, fontWeight: 600 }}>{shop.name} support</Text>
            )}
            {contacts.map((contact) => (
              <Text key={contact.label} style={styles.muted}>
                {contact.label}:{' '}
                {contact.href ? (
                  <Link href={contact.href} style={{ color: '#52525b' }}>
                    {contact.value}
                  </Link>
                ) : (
                  contact.value
                )}
              </Text>
            ))}
            <Text style={{ ...styles.muted, marginTop: '12px' }}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
