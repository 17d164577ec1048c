import type { HideFlags } from '@exchange/sites/types';

/** The facts the header's controls depend on. */
export interface HeaderControlInput {
  readonly hide: HideFlags;
  readonly isTestnet: boolean;
  readonly loggedIn: boolean;
}

export interface HeaderControls {
  readonly login: boolean;
  readonly signup: boolean;
  readonly account: boolean;
  readonly logout: boolean;
  readonly notifications: boolean;
  readonly search: boolean;
  readonly download: boolean;
  readonly language: boolean;
  readonly settings: boolean;
  readonly theme: boolean;
  readonly demoBadge: boolean;
  readonly backToTrade: boolean;
}

/**
 * Which header controls show (spec doc 1 §4, §5, §6): guests get log in and sign up, logged-in
 * users the account area and notifications; per-site hide flags remove the rest; the testnet
 * shows a demo badge and back-to-trade and hides register and log out.
 */
export function headerControls({ hide, isTestnet, loggedIn }: HeaderControlInput): HeaderControls {
  return {
    login: !loggedIn && !hide.loginSignup,
    signup: !loggedIn && !hide.loginSignup && !hide.register,
    account: loggedIn,
    logout: loggedIn && !isTestnet,
    notifications: loggedIn && !hide.notification,
    search: !hide.search,
    download: !hide.appDownload,
    language: !hide.language && !hide.langAndRate,
    settings: !hide.setting,
    theme: !hide.themeSwitch,
    demoBadge: isTestnet,
    backToTrade: isTestnet,
  };
}
