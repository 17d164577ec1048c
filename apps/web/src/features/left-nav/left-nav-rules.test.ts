import { describe, expect, it } from 'vitest';
import { activeKey, isCollapsed } from './left-nav-rules';

const items = [
  { key: 'centre', path: '/reminder' },
  { key: 'config', path: '/reminder/config' },
];

describe('activeKey', () => {
  it.each([
    ['/reminder', 'centre'],
    ['/reminder/config', 'config'],
    ['/reminder/config/x', 'config'],
    ['/reminder/other', 'centre'],
    ['/reminders', undefined],
    ['/', undefined],
  ])('%s → %s', (path, key) => expect(activeKey(items, path)).toBe(key));
});

describe('activeKey with paths an item also owns', () => {
  const money = [
    { key: 'deposit', path: '/myaccount/deposit', also: ['/myaccount/deposit_gatecode'] },
    { key: 'history', path: '/myaccount/mypurselog', also: ['/myaccount/account_statement'] },
  ];
  it.each([
    ['/myaccount/deposit/BTC', 'deposit'],
    ['/myaccount/deposit_gatecode', 'deposit'],
    ['/myaccount/account_statement', 'history'],
    ['/myaccount/account_statements', undefined],
  ])('%s → %s', (path, key) => expect(activeKey(money, path)).toBe(key));
});

describe('isCollapsed', () => {
  it('follows the width until the user chooses', () => {
    expect(isCollapsed(null, false)).toBe(false);
    expect(isCollapsed(null, true)).toBe(true);
    expect(isCollapsed('expanded', true)).toBe(false);
    expect(isCollapsed('collapsed', false)).toBe(true);
  });
});
