import type { Db } from '../db/client.js';
import { events } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { DomainEvents, EventType } from './types.js';

/**
 * Writes a domain event to the outbox. Call it with the transaction that makes the change, so the event
 * exists exactly when the change does (committed together, rolled back together); the dispatcher delivers
 * it after commit.
 * @returns the event's id
 * @example await db.transaction(async (tx) => { …; await emitEvent(tx, 'order.cancelled', payload); })
 */
export async function emitEvent<T extends EventType>(
  tx: Db,
  type: T,
  payload: DomainEvents[T],
): Promise<string> {
  const id = newId();
  await tx.insert(events).values({ id, type, payload });
  return id;
}
