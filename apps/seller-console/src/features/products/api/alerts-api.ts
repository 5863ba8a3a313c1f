import { createSellerAlertsApi } from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

/** The console's alert calls (issue 22): how many shoppers wait for each product. */
export let alertsApi = wireConsoleArea(createSellerAlertsApi, (area) => {
  alertsApi = area;
});
