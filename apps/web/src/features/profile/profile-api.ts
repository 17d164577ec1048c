import type { AvatarKey, Profile } from '@exchange/contract/profile';

/** A change's outcome: the profile after it, or the HTTP status it was refused with (0: no answer). */
export type Changed = { readonly ok: true; readonly profile: Profile } | { readonly ok: false; readonly status: number };

export interface ProfileApi {
  nickname(nickname: string): Promise<Changed>;
  avatar(avatar: AvatarKey | 'none'): Promise<Changed>;
}

type Result = { readonly ok: true; readonly data: { readonly data: Profile } } | { readonly ok: false; readonly error: { readonly status: number } };

function changed(result: Result): Changed {
  return result.ok ? { ok: true, profile: result.data.data } : { ok: false, status: result.error.status };
}

let loaded: Promise<ProfileApi> | undefined;

/** The profile's calls (packages/contract/src/profile.ts) through the one API client, loaded on first use. */
export function loadProfileApi(): Promise<ProfileApi> {
  loaded ??= Promise.all([import('@/lib/api/browser'), import('@exchange/contract/profile')]).then(([client, calls]) => ({
    nickname: async (nickname) => changed(await client.browserRequest(calls.setNickname, { nickname })),
    avatar: async (avatar) => changed(await client.browserRequest(calls.setAvatar, { avatar })),
  }));
  return loaded;
}
