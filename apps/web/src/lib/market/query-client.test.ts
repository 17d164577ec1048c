import { describe, expect, it } from 'vitest';
import { marketQueryClient } from './query-client';

describe('marketQueryClient on the server', () => {
  it('gives every render its own client, so no render sees another’s data', () => {
    const first = marketQueryClient();
    first.setQueryData(['trade', 'info', 'BTC_USDT'], { pair: 'BTC_USDT' });
    const second = marketQueryClient();
    expect(second).not.toBe(first);
    expect(second.getQueryData(['trade', 'info', 'BTC_USDT'])).toBeUndefined();
  });
});
