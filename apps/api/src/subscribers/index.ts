import type { Db } from '../db/client.js';
import type { Subscriber } from '../events/dispatcher.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mailer.js';
import type { MailSettings } from '../services/mail/event-mails.js';
import { alertsSubscriber } from './alerts.js';
import { eventLogSubscriber } from './event-log.js';
import { mailSubscriber } from './mail.js';
import { sellerNotificationsSubscriber } from './seller-notifications.js';

export interface SubscriberDeps {
  db: Db;
  log: Logger;
  /** Where mail goes (SMTP or the file outbox) and what its links are built from. */
  mailer: Mailer;
  mail: MailSettings;
}

/**
 * Every reaction to the domain events (`events/types.ts`). A new reaction — send the confirmation e-mail,
 * update a search index — is a new subscriber file added here, not an edit of the places that change things.
 */
export function subscribers({ db, log, mailer, mail }: SubscriberDeps): Subscriber[] {
  return [
    eventLogSubscriber(log),
    sellerNotificationsSubscriber(db),
    mailSubscriber({ db, mailer, settings: mail, log }),
    alertsSubscriber({ db, mailer, settings: mail, log }),
  ];
}
