// The Vite configuration of the front ends (loaded by Vite's config loader, bundled from source).
export { type WebAppConfigOptions, webAppConfig } from './web-app-config.js';
