import { describe, expect, it } from 'vitest';
import { classifyTarget } from './request-line';

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
