import { describe, expect, it } from 'vitest';
import { codeFormProblems, emailProblem, normaliseCode, refusalKey } from './reset-rules';

describe('the reset page’s checks', () => {
  it('asks for a well-formed email', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('trader@')).toBe('invalidEmail');
    expect(emailProblem(' trader@demo.test ')).toBeNull();
  });

  it('reads a pasted code as its digits, at most eight', () => {
    expect(normaliseCode('1234 5678')).toBe('12345678');
    expect(normaliseCode('1234-5678-9')).toBe('12345678');
    expect(normaliseCode('abc')).toBe('');
  });

  it('checks the code, the sign-up password rules and the repeat', () => {
    expect(codeFormProblems({ code: '', password: '', repeat: '' })).toEqual({ code: 'required', password: 'required', repeat: 'required' });
    expect(codeFormProblems({ code: '1234', password: 'short1', repeat: 'short1' })).toEqual({ code: 'code', password: 'weakPassword' });
    expect(codeFormProblems({ code: '12345678', password: 'Long-enough-1', repeat: 'Long-enough-2' })).toEqual({ repeat: 'mismatch' });
    expect(codeFormProblems({ code: '12345678', password: 'Long-enough-1', repeat: 'Long-enough-1' })).toEqual({});
  });

  it('names the refusal: the limit, a wrong code at the code step, else the generic message', () => {
    expect(refusalKey({ status: 429, code: 42901, message: '' }, 'email')).toBe('rateLimited');
    expect(refusalKey({ status: 400, code: 40001, message: '' }, 'code')).toBe('wrongCode');
    expect(refusalKey({ status: 400, code: 40001, message: '' }, 'email')).toBe('generic');
    expect(refusalKey({ status: 0, code: 0, message: 'timeout' }, 'code')).toBe('generic');
  });
});
