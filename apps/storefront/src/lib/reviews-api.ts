import { createReviewsApi, type ReviewsApi } from '@souk/core';
import { wireApiArea } from './api-area.js';

/** The review calls of spec §7, wired apart from `api`: only the product page makes them. */
export let reviewsApi: ReviewsApi = wireApiArea(createReviewsApi, (area) => {
  reviewsApi = area;
});
