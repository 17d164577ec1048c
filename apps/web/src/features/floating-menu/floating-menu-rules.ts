import { APP_DOWNLOAD, floatingDownloadHidden } from '@exchange/sites/app-download';
import type { SiteConfig } from '@exchange/sites/types';
import type { UserInfo } from '@exchange/contract/usercenter';

/** The floating menu's entries, in the order they are shown (top to bottom). */
export const FLOATING_ENTRIES = ['support', 'chatroom', 'app', 'backToTop'] as const;
export type FloatingEntry = (typeof FLOATING_ENTRIES)[number];

export interface FloatingMenuInput {
  readonly site: Pick<SiteConfig, 'key' | 'chatroom' | 'contacts' | 'hide'>;
  readonly user: Pick<UserInfo, 'is_login' | 'country' | 'verified'>;
}

interface Rule {
  readonly entry: FloatingEntry;
  readonly shownWhen: (input: FloatingMenuInput) => boolean;
}

/** One row per entry (spec doc 2 §2 "Floating menu", §3 site config, §6). */
const RULES: readonly Rule[] = [
  // the site's support contact from the site table
  { entry: 'support', shownWhen: ({ site }) => site.contacts.support.length > 0 },
  // the site's chatroom flag
  { entry: 'chatroom', shownWhen: ({ site }) => site.chatroom },
  // the app download, unless the site hides it or its app config hides it from this user (doc 2 §6: verified users of country 233, main site only)
  { entry: 'app', shownWhen: ({ site, user }) => !site.hide.appDownload && !floatingDownloadHidden(APP_DOWNLOAD[site.key], user) },
  // back to top is always offered (it shows itself once the page has scrolled)
  { entry: 'backToTop', shownWhen: () => true },
];

/**
 * The floating menu's entries for this site and user, or null when the site hides the whole menu
 * (Hong Kong and EU: `hide.floatingMenu`). Phones never show it; that is the stylesheet's
 * business (below 768 px), so the server's HTML is the same for every screen.
 */
export function floatingMenuEntries(input: FloatingMenuInput): readonly FloatingEntry[] | null {
  if (input.site.hide.floatingMenu) return null;
  return RULES.filter((rule) => rule.shownWhen(input)).map((rule) => rule.entry);
}
