import { afterAll, vi } from 'vitest';

/**
 * Unit test files share their worker's globals (vitest.config.ts: `isolate: false`): whatever a
 * file left faked or stubbed (timers, globals, environment variables, spies) ends with it, so the
 * next file in the worker starts from the real ones.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
