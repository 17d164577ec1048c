import { describe, expect, it } from 'vitest';
import { AVATARS, avatarKeyOf, avatarPath, cleanNickname, nicknameProblem } from './profile';

describe('nickname rule', () => {
  it.each([
    ['Trader Joe', null],
    ['  Ｔｒａｄｅｒ　Ｊｏｅ  ', null],
    ['أحمد', null],
    ['交易员', null],
    ['नमस्ते', null],
    ['o_o.-', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['x', 'tooShort'],
    ['é'.repeat(21), 'tooLong'],
    ['<script>', 'characters'],
    ['a"b', 'characters'],
    ['ab\u202Ecd', 'characters'],
    ['ab\u2066cd', 'characters'],
    ['ab\u200Dcd', 'characters'],
    ['tab\there', 'characters'],
    ['😀😀', 'characters'],
    ['...', 'characters'],
    ['The Admin', 'reserved'],
    ['SUPPORT-team', 'reserved'],
  ] as const)('%j → %s', (raw, problem) => {
    expect(nicknameProblem(raw)).toBe(problem);
  });

  it('cleans to NFKC, trimmed, with single spaces', () => {
    expect(cleanNickname('  Ｔｒａｄｅｒ　　Ｊｏｅ ')).toBe('Trader Joe');
    expect(cleanNickname('a\u00A0\u00A0b')).toBe('a b');
  });
});

describe('avatars', () => {
  it('maps every built-in avatar to its path and back; nothing else is one', () => {
    for (const key of AVATARS) expect(avatarKeyOf(avatarPath(key))).toBe(key);
    for (const other of ['', '/avatars/x.svg', 'https://a.example/avatars/owl.svg', '/avatars/owl.svg?x', '//avatars/owl.svg'])
      expect(avatarKeyOf(other)).toBeNull();
  });
});
