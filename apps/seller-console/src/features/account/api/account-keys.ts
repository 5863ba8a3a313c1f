import { queryRoots } from '../../../lib/query-roots.js';

/** Query keys of the signed-in account: who it is (and its shop), its sessions. */
export const accountKeys = {
  all: queryRoots.account,
  me: () => [...accountKeys.all, 'me'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
