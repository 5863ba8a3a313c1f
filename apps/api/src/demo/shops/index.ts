import { greenPantry } from './green-pantry.js';
import { pixelForge } from './pixel-forge.js';
import type { DemoShop } from './types.js';
import { urbanThreads } from './urban-threads.js';

/** The demo shops a fresh installation opens with. */
export const DEMO_SHOPS: readonly DemoShop[] = [urbanThreads, greenPantry, pixelForge];

export type { DemoBanner, DemoCategory, DemoProduct, DemoShop } from './types.js';
