import { Column, Row, Section, Text } from '@react-email/components';
import { money } from './format.js';
import type { MailLine, MailTotals } from './mail-types.js';
import { styles } from './shop-layout.js';

const cell = { ...styles.text, margin: 0, padding: '6px 0' };
const amount = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

/** An order's lines (with their add-ons) and its totals. */
export function OrderLines({ lines, totals }: { lines: MailLine[]; totals: MailTotals }) {
  return (
    <Section style={styles.box}>
      {lines.map((line) => (
        <Row key={`${line.name}|${line.addons.join('|')}|${line.quantity}|${line.totalCents}`}>
          <Column>
            <Text style={cell}>
              {line.quantity} × {line.name}
              {line.addons.length > 0 && (
                <span style={{ color: '#71717a', fontSize: '13px' }}> ({line.addons.join(', ')})</span>
              )}
            </Text>
          </Column>
          <Column style={{ width: '110px' }}>
            <Text style={amount}>{money(line.totalCents, totals)}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={cell}>Subtotal</Text>
        </Column>
        <Column style={{ width: '110px' }}>
          <Text style={amount}>{money(totals.subtotalCents, totals)}</Text>
        </Column>
      </Row>
      <Row>
        <Column>
          <Text style={cell}>Shipping</Text>
        </Column>
        <Column style={{ width: '110px' }}>
          <Text style={amount}>{money(totals.shippingFeeCents, totals)}</Text>
        </Column>
      </Row>
      <Row>
        <Column>
          <Text style={{ ...cell, fontWeight: 700 }}>Total</Text>
        </Column>
        <Column style={{ width: '110px' }}>
          <Text style={{ ...amount, fontWeight: 700 }}>{money(totals.totalCents, totals)}</Text>
        </Column>
      </Row>
    </Section>
  );
}
