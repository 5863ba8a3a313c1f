import { type AuthApi, createAuthApi } from '@souk/core';
import { wireApiArea } from './api-area.js';

/** The sign-in and register calls of spec §7, wired apart from `api`: only those two screens make them. */
export let authApi: AuthApi = wireApiArea(createAuthApi, (area) => {
  authApi = area;
});
