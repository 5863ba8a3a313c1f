import type { Subscriber } from '../events/dispatcher.js';
import { alertMails } from '../services/mail/event-mails.js';
import { alertMailed } from '../services/subscriptions.js';
import { type MailingDeps, sendOnce } from './mail.js';

/**
 * Back-in-stock and price-drop alerts (issue 22): one mail per confirmed subscription per product event,
 * through the mail system of the order mails. Each mail is claimed under the event and its subscription
 * (`sendOnce`), so a redelivered event sends nothing twice; once sent, the subscription moves on — a
 * back-in-stock alert ends, a price-drop alert remembers the price it told of.
 */
export function alertsSubscriber({ db, mailer, settings, log }: MailingDeps): Subscriber {
  return {
    name: 'alerts',
    types: ['product.back_in_stock', 'product.price_dropped'],
    async handle(event) {
      if (event.type !== 'product.back_in_stock' && event.type !== 'product.price_dropped') return;
      const failures: string[] = [];
      for (const { subscriptionId, mail } of await alertMails(db, settings, event.type, event.payload)) {
        try {
          // sent now or before (a redelivery): either way the subscription has heard of this event
          await sendOnce({ db, mailer }, event.id, mail);
          await alertMailed(db, subscriptionId, event.payload.newPriceCents);
        } catch (error) {
          log.warn({ eventId: event.id, subscriptionId, err: error }, 'alert not sent; will retry');
          failures.push(`${subscriptionId}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (failures.length > 0) throw new Error(`alerts not sent (${failures.join('; ')})`);
    },
  };
}
