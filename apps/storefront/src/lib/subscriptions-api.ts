import { createSubscriptionsApi, type SubscriptionsApi } from '@souk/core';
import { wireApiArea } from './api-area.js';

/**
 * The newsletter's calls (issue 22), wired apart from `api`: only the footer's first Subscribe and the
 * mailed links' screens make them, and each loads this module when it needs it.
 */
export let subscriptionsApi: SubscriptionsApi = wireApiArea(createSubscriptionsApi, (area) => {
  subscriptionsApi = area;
});
