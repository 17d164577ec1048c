import { describe, expect, it } from 'vitest';
import { classifyTarget, normaliseTarget } from './request-line';

describe('classifyTarget', () => {
  it('serves origin-form targets', () => {
    expect(classifyTarget('GET', '/')).toEqual({ kind: 'origin' });
    expect(classifyTarget('POST', '/api/web/v1/usercenter/login?x=1')).toEqual({ kind: 'origin' });
  });

  it('answers OPTIONS * itself and refuses * with any other method', () => {
    expect(classifyTarget('OPTIONS', '*')).toEqual({ kind: 'asterisk' });
    expect(classifyTarget('GET', '*')).toEqual({ kind: 'invalid' });
  });

  it.each([['http://evil.example/'], ['https://localhost:3000/login'], ['evil.example:443'], [''], [undefined], ['login']])(
    'refuses the target %j',
    (target) => {
      expect(classifyTarget('GET', target)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('normaliseTarget', () => {
  it('collapses dot segments, as the API would, so a prefix check sees the real path', () => {
    expect(normaliseTarget('/api/web/v1/../../../ws?x=1')).toEqual({ pathname: '/ws', path: '/ws?x=1' });
    expect(normaliseTarget('/api/web/v1/%2e%2e/%2e%2e/%2e%2e/admin')).toEqual({ pathname: '/admin', path: '/admin' });
    expect(normaliseTarget('/x/../api/web/v1/site/settings?lang=en')).toEqual({
      pathname: '/api/web/v1/site/settings',
      path: '/api/web/v1/site/settings?lang=en',
    });
    expect(normaliseTarget('/api/web/v1/site/settings')).toEqual({ pathname: '/api/web/v1/site/settings', path: '/api/web/v1/site/settings' });
  });

  it('refuses a target that resolves to another origin', () => {
    expect(normaliseTarget('//evil.example/api/web/v1/x')).toBeUndefined();
  });
});
