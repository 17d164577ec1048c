import { describe, expect, it } from 'vitest';
import { TICKET_MESSAGE_MAX, cleanMessage, cleanSubject, messageProblem, subjectProblem } from './tickets';

describe('ticket text rules', () => {
  it.each([
    ['Withdrawal stuck', null],
    ['  two   spaces  ', null],
    ['abc', 'tooShort'],
    ['   ', 'empty'],
    ['x'.repeat(101), 'tooLong'],
    ['rtl \u202E trick', 'control'],
  ] as const)('subject %j → %s', (raw, problem) => {
    expect(subjectProblem(raw)).toBe(problem);
  });

  it.each([
    ['one line', null],
    ['line one\nline two\twith a tab', null],
    ['\n\n  \n', 'empty'],
    ['bell\u0007', 'control'],
    ['nul\u0000', 'control'],
    ['isolate\u2067', 'control'],
    ['🙂'.repeat(TICKET_MESSAGE_MAX), null],
    ['x'.repeat(TICKET_MESSAGE_MAX + 1), 'tooLong'],
  ] as const)('message %j → %s', (raw, problem) => {
    expect(messageProblem(raw)).toBe(problem);
  });

  it('cleans a subject to one line and a message to its lines without trailing spaces', () => {
    expect(cleanSubject(' a\nb  c ')).toBe('a b c');
    expect(cleanMessage('\r\n first  \r\nsecond\r\r\n')).toBe('first\nsecond');
  });
});
