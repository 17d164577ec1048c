import { describe, expect, it } from 'vitest';
import { guardRedirect, isGuarded } from './page-guard';

describe('page guard', () => {
  it('guards account pages only', () => {
    expect(isGuarded('/myaccount')).toBe(true);
    expect(isGuarded('/myaccount/profile')).toBe(true);
    expect(isGuarded('/myaccountant')).toBe(false);
    expect(isGuarded('/reminder')).toBe(true);
    expect(isGuarded('/reminder/config')).toBe(true);
    expect(isGuarded('/reminders')).toBe(false);
    expect(isGuarded('/login')).toBe(false);
  });

  it('sends a visitor without a session to log in, keeping locale, path and query', () => {
    expect(guardRedirect('/myaccount/profile', '', 'en', 'en', false)).toBe('/login?return_to=%2Fmyaccount%2Fprofile');
    expect(guardRedirect('/myaccount/myfunds', '?tab=spot', 'zh', 'en', false)).toBe('/zh/login?return_to=%2Fzh%2Fmyaccount%2Fmyfunds%3Ftab%3Dspot');
  });

  it('lets a session through, and never guards other pages', () => {
    expect(guardRedirect('/myaccount/profile', '', 'en', 'en', true)).toBeNull();
    expect(guardRedirect('/trade/BTC_USDT', '', 'en', 'en', false)).toBeNull();
  });
});
