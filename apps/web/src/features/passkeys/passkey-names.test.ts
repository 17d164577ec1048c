import { describe, expect, it } from 'vitest';
import { deviceOf, nameProblem } from './passkey-names';

describe('nameProblem', () => {
  it('takes 1 to 40 characters of plain text, as the API', () => {
    expect(nameProblem('My laptop')).toBeNull();
    expect(nameProblem('Téléphone · 二号')).toBeNull();
    expect(nameProblem('x'.repeat(40))).toBeNull();
    expect(nameProblem('')).toBe('empty');
    expect(nameProblem('   ')).toBe('empty');
    expect(nameProblem('x'.repeat(41))).toBe('tooLong');
    expect(nameProblem('tab\there')).toBe('invalid');
    expect(nameProblem('right\u202eleft')).toBe('invalid');
  });
});

describe('deviceOf', () => {
  it('names the browser and its system', () => {
    const ua = {
      chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      chromeAndroid: 'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    };
    expect(deviceOf(ua.chromeWindows)).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(deviceOf(ua.edge)).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(deviceOf(ua.safariIphone)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceOf(ua.firefoxLinux)).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(deviceOf(ua.chromeAndroid)).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(deviceOf('curl/8.0')).toEqual({});
  });
});
