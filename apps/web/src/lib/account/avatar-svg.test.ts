import { describe, expect, it, vi } from 'vitest';
import { AVATARS } from '@exchange/contract/profile';

vi.mock('server-only', () => ({}));
const { avatarSvg } = await import('./avatar-svg');

describe('avatarSvg', () => {
  it('draws every built-in avatar as a 64 px SVG with no script, link or text', () => {
    for (const key of AVATARS) {
      const svg = avatarSvg(`${key}.svg`);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64" viewBox="0 0 64 64">.*<\/svg>$/);
      expect(svg).not.toMatch(/script|href|<text|on[a-z]+=/i);
    }
  });

  it.each(['', 'fox', 'fox.png', 'Fox.svg', 'unicorn.svg', '../fox.svg', 'fox.svg/x', 'constructor.svg'])('draws nothing for %j', (file) => {
    expect(avatarSvg(file)).toBeNull();
  });
});
