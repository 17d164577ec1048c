import { describe, expect, it } from 'vitest';
import { pageRequestRefusal, routerStateReadable } from './page-requests';

/** The state a client-side navigation from the home page sends (the tree of `/[locale]`). */
const HOME_STATE = encodeURIComponent(JSON.stringify(['', { children: [['locale', 'en', 'd', null], { children: ['__PAGE__', {}] }] }]));

describe('pageRequestRefusal', () => {
  it('hands GET and HEAD to Next, with or without a readable router state', () => {
    for (const method of ['GET', 'HEAD']) {
      expect(pageRequestRefusal(method, '/price', {})).toBeUndefined();
      expect(pageRequestRefusal(method, '/price', { rsc: '1', 'next-router-state-tree': HOME_STATE })).toBeUndefined();
    }
  });

  it('answers OPTIONS itself and refuses every other method a page does not take', () => {
    expect(pageRequestRefusal('OPTIONS', '/', {})).toBe('options');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', undefined]) {
      expect(pageRequestRefusal(method, '/login', {}), method).toBe('method');
    }
  });

  it('lets Next’s development tooling take any method, in development only', () => {
    expect(pageRequestRefusal('POST', '/__nextjs_original-stack-frames', {}, true)).toBeUndefined();
    expect(pageRequestRefusal('POST', '/__nextjs_original-stack-frames', {})).toBe('method');
    expect(pageRequestRefusal('POST', '/login', {}, true)).toBe('method');
  });

  it('refuses a router state Next cannot read', () => {
    for (const bad of [
      'garbage',
      '%',
      encodeURIComponent('{"a":1}'),
      encodeURIComponent('["",{},null,null,true]'),
      `${HOME_STATE}, ${HOME_STATE}`,
      'x'.repeat(40_001),
    ]) {
      expect(routerStateReadable(bad), bad.slice(0, 40)).toBe(false);
      expect(pageRequestRefusal('GET', '/', { rsc: '1', 'next-router-state-tree': bad })).toBe('routerState');
    }
    expect(routerStateReadable(undefined)).toBe(true);
    expect(routerStateReadable(HOME_STATE)).toBe(true);
  });
});
