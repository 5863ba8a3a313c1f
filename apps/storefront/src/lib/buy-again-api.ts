import { type BuyAgainApi, createBuyAgainApi } from '@souk/core';
import { wireApiArea } from './api-area.js';

/** The Buy again call (issue 22), wired apart from `api`: only the dashboard makes it. */
export let buyAgainApi: BuyAgainApi = wireApiArea(createBuyAgainApi, (area) => {
  buyAgainApi = area;
});
