import { describe, expect, it } from 'vitest';
import { needsRegistration, SW_VERSION } from './service-worker';

const origin = 'http://localhost:3000';

describe('service worker registration', () => {
  it('registers when nothing is registered', () => {
    expect(needsRegistration([], origin)).toBe(true);
  });
  it('skips when the same version is registered for the same scope', () => {
    expect(needsRegistration([{ scope: `${origin}/`, scriptURL: `${origin}/sw.js?v=${SW_VERSION}` }], origin)).toBe(false);
  });
  it('registers again for another version or another scope', () => {
    expect(needsRegistration([{ scope: `${origin}/`, scriptURL: `${origin}/sw.js?v=v0.9.0` }], origin)).toBe(true);
    expect(needsRegistration([{ scope: `${origin}/app/`, scriptURL: `${origin}/sw.js?v=${SW_VERSION}` }], origin)).toBe(true);
    expect(needsRegistration([{ scope: `${origin}/`, scriptURL: undefined }], origin)).toBe(true);
  });
});
