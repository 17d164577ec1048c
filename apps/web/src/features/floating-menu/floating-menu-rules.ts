import type { SiteConfig } from '@exchange/sites/types';
import type { UserInfo } from '@exchange/contract/usercenter';

/** The floating menu's entries, in the order they are shown (top to bottom). */
export const FLOATING_ENTRIES = ['support', 'chatroom', 'app', 'backToTop'] as const;
export type FloatingEntry = (typeof FLOATING_ENTRIES)[number];

/** The account country whose verified users have the floating download elements hidden (spec doc 2 §6). */
export const DOWNLOAD_HIDDEN_COUNTRY = 233;

export interface FloatingMenuInput {
  readonly site: Pick<SiteConfig, 'chatroom' | 'contacts' | 'hide'>;
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
  // the app download, unless the site hides it or the user is a verified account of country 233
  {
    entry: 'app',
    shownWhen: ({ site, user }) => !site.hide.appDownload && !(user.is_login && user.country === DOWNLOAD_HIDDEN_COUNTRY && user.verified > 0),
  },
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
