// The Vite configuration of the front ends. Vite loads a config with Node, which cannot import TypeScript
// from a package: the apps import this file by path, and Vite bundles it into their config.
export { type WebAppConfigOptions, webAppConfig } from './web-app-config.js';
