import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@souk/source'] },
  test: {
    environment: 'jsdom',
    globals: true,
    // the UI kit's setup (jest-dom matchers, the browser APIs jsdom lacks) serves the runtime's tests too
    setupFiles: ['../ui/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
});
