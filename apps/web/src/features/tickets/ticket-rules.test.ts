import { describe, expect, it } from 'vitest';
import { categoryOf, formProblems, hasProblem, listHref, listQueryOf, pageCount, pollsWhile, writeErrorOf } from './ticket-rules';

describe('the list address', () => {
  it.each([
    [{}, { status: null, page: 1 }],
    [
      { status: 'closed', page: '3' },
      { status: 'closed', page: 3 },
    ],
    [
      { status: 'pending', page: '0' },
      { status: null, page: 1 },
    ],
    [
      { status: ['open', 'closed'], page: ['2'] },
      { status: null, page: 1 },
    ],
    [{ page: '1e3' }, { status: null, page: 1 }],
    [{ page: '99999' }, { status: null, page: 1 }],
  ])('%j reads as %j', (query, expected) => {
    expect(listQueryOf(query)).toEqual(expected);
  });

  it('writes the address back without its defaults', () => {
    expect(listHref({ status: null, page: 1 })).toBe('/myaccount/tickets');
    expect(listHref({ status: 'answered', page: 2 })).toBe('/myaccount/tickets?status=answered&page=2');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('the new-ticket form', () => {
  it('takes the category from the address only when it is one', () => {
    expect(categoryOf('withdrawal')).toBe('withdrawal');
    expect(categoryOf('refund')).toBe('');
    expect(categoryOf(['withdrawal'])).toBe('');
    expect(categoryOf(undefined)).toBe('');
  });

  it('names each field’s problem with the contract’s rules', () => {
    const empty = formProblems({ subject: '', category: '', message: '' });
    expect(empty).toEqual({ subject: 'empty', category: 'empty', message: 'empty' });
    expect(hasProblem(empty)).toBe(true);
    const ready = formProblems({ subject: 'Withdrawal stuck', category: 'withdrawal', message: 'Pending since yesterday.' });
    expect(hasProblem(ready)).toBe(false);
    expect(formProblems({ subject: 'abc', category: 'other', message: 'a\u202Eb' })).toEqual({ subject: 'tooShort', category: null, message: 'control' });
  });
});

describe('refusals and polling', () => {
  it.each([
    [409, 'tooManyOpen'],
    [429, 'rateLimited'],
    [404, 'notFound'],
    [400, 'invalid'],
    [413, 'fileTooLarge'],
    [415, 'fileType'],
    [500, 'failed'],
    [0, 'failed'],
  ] as const)('%d → %s', (status, key) => {
    expect(writeErrorOf(status)).toBe(key);
  });

  it('reads the thread again only while support has not answered', () => {
    expect(pollsWhile('open')).toBe(true);
    expect(pollsWhile('answered')).toBe(false);
    expect(pollsWhile('closed')).toBe(false);
    expect(pollsWhile(undefined)).toBe(false);
  });
});
