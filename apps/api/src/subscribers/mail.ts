import { renderMail } from '@souk/emails';
import type { Db } from '../db/client.js';
import type { Subscriber } from '../events/dispatcher.js';
import type { DomainEvents, EventType } from '../events/types.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mailer.js';
import { type EventMail, MAILS_OF, type MailSettings } from '../services/mail/event-mails.js';
import { claimDelivery, markFailed, markSent } from '../services/mail/mail-deliveries.js';

type MailBuilder<T extends EventType> = (
  db: Db,
  settings: MailSettings,
  payload: DomainEvents[T],
) => Promise<EventMail[]>;

/** The product events' alerts are mailed by `subscribers/alerts.ts`: each moves its subscription on. */
type MailedEventType = Exclude<EventType, 'product.back_in_stock' | 'product.price_dropped'>;

/** The mails of every event type (checked here against the events' payloads). */
const BUILDERS: { [T in MailedEventType]: MailBuilder<T> } = MAILS_OF;
const MAILED_EVENTS = Object.keys(BUILDERS) as MailedEventType[];

/**
 * Sends one mail of an event at most once: it is claimed in `mail_deliveries` (event, delivery key,
 * recipient) before it is sent, and one already sent or being sent — by this instance earlier, or by another
 * at the same time — is skipped (`false`). A refused mail is marked failed and throws, so the event's
 * delivery fails and is tried again.
 */
export async function sendOnce(
  { db, mailer }: { db: Db; mailer: Mailer },
  eventId: string,
  mail: EventMail,
): Promise<boolean> {
  // rendered before the claim: a template that throws leaves nothing claimed
  const rendered = await renderMail(mail.name, mail.props as never);
  const key = { eventId, template: mail.deliveryKey, recipient: mail.to.toLowerCase() };
  const claimed = await claimDelivery(db, key);
  if (!claimed) return false;
  try {
    const { messageId } = await mailer.send({
      to: mail.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      replyTo: mail.replyTo,
      headers: { ...mail.headers, 'X-Souk-Mail': mail.name },
    });
    await markSent(db, claimed, messageId);
    return true;
  } catch (error) {
    await markFailed(db, claimed, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** What a subscriber that mails needs: the database, the mailer, the links' settings and a log. */
export interface MailingDeps {
  db: Db;
  mailer: Mailer;
  settings: MailSettings;
  log: Logger;
}

/**
 * Sends each event's mails after its change committed (so a mail that fails never touches the order), each
 * at most once (`sendOnce`). A refused mail fails the event's delivery, so the dispatcher tries again with
 * growing waits; only the mails still unsent go out then.
 */
export function mailSubscriber({ db, mailer, settings, log }: MailingDeps): Subscriber {
  return {
    name: 'mail',
    types: MAILED_EVENTS,
    async handle(event) {
      const failures: string[] = [];
      const build = BUILDERS[event.type as MailedEventType] as MailBuilder<MailedEventType>;
      for (const mail of await build(db, settings, event.payload as never)) {
        try {
          await sendOnce({ db, mailer }, event.id, mail);
        } catch (error) {
          log.warn({ eventId: event.id, template: mail.name, err: error }, 'mail not sent; will retry');
          failures.push(`${mail.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      // the others went out; the failed ones are tried again with the event
      if (failures.length > 0) throw new Error(`mail not sent (${failures.join('; ')})`);
    },
  };
}
