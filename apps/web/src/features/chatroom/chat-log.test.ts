import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@exchange/contract/chat';
import { composerState, mergeMessages, nearBottom, normaliseDraft, sendErrorOf } from './chat-log';

const m = (id: number, body = `m${id}`): ChatMessage => ({ id, nickname: 'n', body, sent_at: id });

describe('chat log', () => {
  it('merges pages and pushes oldest first, each once, keeping the newest', () => {
    expect(mergeMessages([m(3), m(5)], [m(4), m(5, 'again'), m(1)]).map((x) => x.id)).toEqual([1, 3, 4, 5]);
    expect(mergeMessages([m(3)], [m(3, 'again')])[0]?.body).toBe('again');
    expect(mergeMessages([m(1), m(2), m(3)], [m(4)], 2).map((x) => x.id)).toEqual([3, 4]);
  });

  it('counts trimmed characters and names what stops sending', () => {
    expect(composerState('  hi 🙂 ')).toEqual({ length: 4, max: 500, problem: null });
    expect(composerState('   ').problem).toBe('empty');
    expect(composerState('x'.repeat(501))).toMatchObject({ length: 501, problem: 'tooLong' });
    expect(composerState('a\u0007').problem).toBe('control');
    expect(normaliseDraft('a\nb\r\nc\rd')).toBe('a b c d');
  });

  it.each([
    [429, 'You are sending messages too fast; wait a moment', 'rateLimited'],
    [401, 'Login required', 'loginRequired'],
    [400, 'body must be at most 500 characters', 'tooLong'],
    [400, 'body must not contain control characters', 'invalid'],
    [0, 'timed out after 5000 ms', 'failed'],
    [500, 'Internal error', 'failed'],
    [404, 'Not found', 'failed'],
  ])('a %d (%s) shows %s', (status, message, key) => {
    expect(sendErrorOf(status, message)).toBe(key);
  });

  it('knows when the reader is at the bottom', () => {
    expect(nearBottom(500, 300, 800)).toBe(true);
    expect(nearBottom(460, 300, 800)).toBe(true);
    expect(nearBottom(100, 300, 800)).toBe(false);
  });
});
