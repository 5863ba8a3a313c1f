import type { Subscriber } from '../events/dispatcher.js';
import { EVENT_TYPES } from '../events/types.js';
import type { Logger } from '../lib/logger.js';

/** One structured log line per domain event, after its change committed: the shop's activity in the logs. */
export function eventLogSubscriber(log: Logger): Subscriber {
  return {
    name: 'event-log',
    types: EVENT_TYPES,
    async handle(event) {
      log.info({ eventId: event.id, type: event.type, payload: event.payload }, 'domain event');
    },
  };
}
