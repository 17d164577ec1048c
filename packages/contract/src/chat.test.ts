import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatBody, chatBodyProblem, chatLength } from './chat';

describe('chat body rule', () => {
  it.each([
    ['hello', null],
    ['  padded  ', null],
    ['', 'empty'],
    [' \t ', 'empty'],
    ['a\nb', 'control'],
    ['a\u0000b', 'control'],
    ['a\u0085b', 'control'],
    ['a\u2067b', 'control'],
    ['<img src=x onerror=alert(1)>', null],
    ['x'.repeat(CHAT_MESSAGE_MAX), null],
    ['x'.repeat(CHAT_MESSAGE_MAX + 1), 'tooLong'],
    ['🙂'.repeat(CHAT_MESSAGE_MAX), null],
    [`  ${'x'.repeat(CHAT_MESSAGE_MAX)}  `, null],
  ])('%j → %s', (text, problem) => {
    expect(chatBodyProblem(text)).toBe(problem);
  });

  it('counts code points, and the schema trims', () => {
    expect(chatLength('🙂é')).toBe(2);
    expect(chatBody.parse('  hi  ')).toBe('hi');
    expect(chatBody.safeParse('a\rb').success).toBe(false);
  });
});
