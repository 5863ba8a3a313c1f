export { encodeComponent, wellFormed } from './encode-component.js';
