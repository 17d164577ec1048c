import 'server-only';
import { AVATARS, type AvatarKey } from '@exchange/contract/profile';

/**
 * The built-in avatars (contract profile.ts AVATARS), our own simple drawings: a coloured disc and
 * a few shapes each, 64 px, scaled by the page. Served by app/avatars/[file]/route.ts.
 */
const DRAWINGS: Readonly<Record<AvatarKey, { readonly background: string; readonly shapes: string }>> = {
  fox: {
    background: '#fde3cf',
    shapes:
      '<polygon points="14,16 25,29 39,29 50,16 48,40 32,53 16,40" fill="#e8742c"/>' +
      '<polygon points="20,40 32,53 44,40 32,45" fill="#fff"/>' +
      '<circle cx="25" cy="36" r="2.5" fill="#222"/><circle cx="39" cy="36" r="2.5" fill="#222"/><circle cx="32" cy="48" r="2" fill="#222"/>',
  },
  owl: {
    background: '#e4ecd9',
    shapes:
      '<polygon points="17,18 23,32 29,24" fill="#6e452c"/><polygon points="47,18 41,32 35,24" fill="#6e452c"/>' +
      '<ellipse cx="32" cy="39" rx="16" ry="17" fill="#8a5a3c"/>' +
      '<circle cx="26" cy="34" r="6" fill="#fff"/><circle cx="38" cy="34" r="6" fill="#fff"/>' +
      '<circle cx="26" cy="34" r="3" fill="#222"/><circle cx="38" cy="34" r="3" fill="#222"/>' +
      '<polygon points="30,41 34,41 32,46" fill="#f2b233"/>',
  },
  whale: {
    background: '#d7ebfa',
    shapes:
      '<path d="M10 38c0-9 9-15 20-15s18 6 18 13l10-8-2 16-9-3c-3 6-9 9-17 9-11 0-20-4-20-12z" fill="#2f6fb3"/>' +
      '<path d="M14 42c6 5 22 6 30 0" stroke="#cfe3f7" stroke-width="2" fill="none"/>' +
      '<circle cx="21" cy="34" r="2" fill="#fff"/>' +
      '<path d="M28 20v-6m0 0-4-3m4 3 4-3" stroke="#2f6fb3" stroke-width="2" stroke-linecap="round" fill="none"/>',
  },
  cat: {
    background: '#efe3f5',
    shapes:
      '<polygon points="17,31 18,14 29,24" fill="#6b6f7a"/><polygon points="47,31 46,14 35,24" fill="#6b6f7a"/>' +
      '<circle cx="32" cy="38" r="16" fill="#6b6f7a"/>' +
      '<ellipse cx="26" cy="35" rx="2.5" ry="3.5" fill="#f7d44c"/><ellipse cx="38" cy="35" rx="2.5" ry="3.5" fill="#f7d44c"/>' +
      '<polygon points="30,42 34,42 32,44.5" fill="#f29bb5"/>' +
      '<path d="M20 43h8m-8 3 8-1.5m16-1.5h-8m8 3-8-1.5" stroke="#e6e6ea" stroke-width="1.2" fill="none"/>',
  },
  robot: {
    background: '#e2e6ee',
    shapes:
      '<path d="M32 22v-7" stroke="#5a6375" stroke-width="2"/><circle cx="32" cy="13" r="3" fill="#ef5b5b"/>' +
      '<rect x="15" y="22" width="34" height="28" rx="7" fill="#8b95a7"/>' +
      '<circle cx="25" cy="34" r="4.5" fill="#5fd3f3"/><circle cx="39" cy="34" r="4.5" fill="#5fd3f3"/>' +
      '<rect x="24" y="42" width="16" height="3.5" rx="1.75" fill="#3b4252"/>',
  },
  rocket: {
    background: '#1f2a44',
    shapes:
      '<path d="M32 9c9 8 11 22 7 36H25c-4-14-2-28 7-36z" fill="#e9edf5"/>' +
      '<circle cx="32" cy="26" r="5" fill="#4aa3ff"/>' +
      '<polygon points="25,36 18,47 25,45" fill="#ef5b5b"/><polygon points="39,36 46,47 39,45" fill="#ef5b5b"/>' +
      '<polygon points="27,46 37,46 32,57" fill="#ffb43b"/>',
  },
  planet: {
    background: '#10203a',
    shapes:
      '<circle cx="32" cy="32" r="13" fill="#f2a65a"/>' +
      '<ellipse cx="32" cy="32" rx="24" ry="7" transform="rotate(-20 32 32)" fill="none" stroke="#ffd9a8" stroke-width="2.5"/>' +
      '<circle cx="14" cy="14" r="1.3" fill="#fff"/><circle cx="50" cy="12" r="1" fill="#fff"/><circle cx="48" cy="52" r="1.3" fill="#fff"/>',
  },
  diamond: {
    background: '#e6f7f5',
    shapes:
      '<polygon points="15,26 24,15 40,15 49,26 32,51" fill="#35c3b0"/>' +
      '<path d="M15 26h34M24 15l8 11 8-11M32 26v25M24 26l8 25 8-25" stroke="#d9f5f1" stroke-width="1.5" fill="none"/>',
  },
};

/** The avatar's SVG document for a file name `<key>.svg`, or null for a name that is no built-in avatar. */
export function avatarSvg(file: string): string | null {
  const key = /^([a-z]+)\.svg$/.exec(file)?.[1];
  if (!key || !(AVATARS as readonly string[]).includes(key)) return null;
  const drawing = DRAWINGS[key as AvatarKey];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${drawing.background}"/>${drawing.shapes}</svg>`
  );
}
