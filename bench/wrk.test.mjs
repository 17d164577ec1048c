import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMs } from './wrk.mjs';

const OUTPUT = `Running 20s test @ http://127.0.0.1:4650/apiw/v2/market/spots?exchange_type=ALL
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     9.50ms    3.68ms 129.40ms   90.99%
    Req/Sec     5.37k   750.95     5.83k    67.33%
  Latency Distribution
     50%    8.26ms
     75%   11.74ms
     90%   13.02ms
     99%    1.02s
  107354 requests in 20.03s, 14.37GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   5341.45
Transfer/sec:    734.65MB
`;

describe('wrk output', () => {
  it('reads the rate, the percentiles in their units, the requests, errors and non-2xx answers', () => {
    expect(parseWrk(OUTPUT)).toEqual({ requestsPerSecond: 5341, p50: 8.26, p99: 1020, requests: 107354, kibPerAnswer: 140, errors: 5, timeouts: 3, non2xx: 7 });
  });

  it('a clean run has no socket errors and no non-2xx line', () => {
    const clean = OUTPUT.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
  });

  it('durations in µs, ms, s; nonsense is null', () => {
    expect(wrkMs('850.00us')).toBeCloseTo(0.85);
    expect(wrkMs('5.51ms')).toBe(5.51);
    expect(wrkMs('2.00s')).toBe(2000);
    expect(wrkMs('fast')).toBeNull();
    expect(wrkMs(undefined)).toBeNull();
  });

  it('refuses output without a request rate (wrk failed)', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:4650 Connection refused')).toThrow(/no request rate/);
  });
});
