import type { App, Deps } from '../../app.js';

/** Placeholder until this router is written. */
export function cybersourcePaymentRoutes(_app: App, _deps: Deps): void {}
