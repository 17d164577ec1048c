// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { marketQueryClient } from './query-client';

describe('marketQueryClient in the browser', () => {
  it('is one client for the page, shared by every island', () => {
    expect(marketQueryClient()).toBe(marketQueryClient());
  });
});
