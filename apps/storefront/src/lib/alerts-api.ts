import { type AlertsApi, createAlertsApi } from '@souk/core';
import { wireApiArea } from './api-area.js';

/**
 * The alert sign-up call (issue 22), wired apart from `api`: only the alert form makes it, and that form is
 * a chunk of its own loaded when the shopper opens it.
 */
export let alertsApi: AlertsApi = wireApiArea(createAlertsApi, (area) => {
  alertsApi = area;
});
