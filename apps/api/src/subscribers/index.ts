import type { Db } from '../db/client.js';
import type { Subscriber } from '../events/dispatcher.js';
import type { Logger } from '../lib/logger.js';
import { eventLogSubscriber } from './event-log.js';
import { sellerNotificationsSubscriber } from './seller-notifications.js';

/**
 * Every reaction to the domain events (`events/types.ts`). A new reaction — send the confirmation e-mail,
 * update a search index — is a new subscriber file added here, not an edit of the places that change things.
 */
export function subscribers({ db, log }: { db: Db; log: Logger }): Subscriber[] {
  return [eventLogSubscriber(log), sellerNotificationsSubscriber(db)];
}
