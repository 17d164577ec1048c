import type { Notification } from '@exchange/contract/herald';
import { isPageRoute } from '@/lib/nav/routing';
import { ownSiteLink } from '@/lib/security/own-site-link';

/**
 * Where a notice leads (spec doc 1 §2 "Notification click destinations"): a path on this site
 * (without the locale prefix: `localised` says whether to add it), an absolute URL on one of the
 * site's own hosts, or null: nothing happens. Ids and names from the server are used only when
 * they match strict patterns, so no extra is ever a way to inject a path or leave the site.
 */
export type Destination = { readonly href: string; readonly localised: boolean } | null;

const PAIR = /^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/;
const ASSET = /^[A-Z0-9]{1,16}$/;
const ID = /^[0-9]{1,18}$/;
/** A support ticket's thread (the support desk's notices, apps/api domain/support/desk.ts). */
const TICKET = /^\/myaccount\/tickets\/[0-9]{1,10}$/;

/** Futures defaults (spec): settle asset USDT, contract BTC_USDT. */
export const FUTURES_DEFAULT = { settle: 'USDT', contract: 'BTC_USDT' } as const;

const path = (href: string): Destination => ({ href, localised: true });

/**
 * A link the server gave (`web_url`, `url`) when it stays on the site: a path to one of this
 * site's pages without a locale prefix (the API's own notices give these, e.g. "New login" →
 * the devices page) gets the reader's locale like every other destination; a path with a locale
 * prefix, to something other than a page, or an absolute URL on an own host is kept as given.
 */
function serverLink(raw: string | undefined, ownHosts: readonly string[]): Destination {
  const link = ownSiteLink(raw, ownHosts);
  if (link === null || !link.href.startsWith('/')) return link;
  return isPageRoute(link.href.split(/[?#]/)[0] ?? '') ? path(link.href) : link;
}

/** The destination of a notice's notification; see Destination. */
export function noticeDestination(notification: Notification | null, ownHosts: readonly string[]): Destination {
  if (!notification) return null;
  const { extras } = notification;
  const market = extras.market && PAIR.test(extras.market) ? extras.market : undefined;
  const fallbackLink = () => serverLink(extras.web_url, ownHosts) ?? serverLink(extras.url, ownHosts);
  switch (notification.type) {
    case 'spot_trade':
      return path(market ? `/trade/${market}` : '/trade');
    case 'trade':
      return path('/trade');
    case 'margin':
      return path(market ? `/margin_trade/${market}` : '/margin_trade');
    case 'futures': {
      const settle = extras.settle_asset && ASSET.test(extras.settle_asset.toUpperCase()) ? extras.settle_asset.toUpperCase() : FUTURES_DEFAULT.settle;
      const contract = extras.contract && PAIR.test(extras.contract) ? extras.contract : FUTURES_DEFAULT.contract;
      return path(`/futures/${settle}/${contract}`);
    }
    case 'startup':
      return path(extras.startup_id && ID.test(extras.startup_id) ? `/startup/${extras.startup_id}` : '/startup');
    case 'strategy_bot':
      return path('/strategybot/history');
    case 'copy_trading':
      return path('/copytrading/underway');
    case 'live':
      return path(extras.stream_id && ID.test(extras.stream_id) ? `/live/video/${extras.stream_id}` : '/live');
    case 'invite':
      return path('/referral');
    case 'profile':
      return path('/profile');
    case 'invest':
      return path('/invest');
    case 'cryptoloan':
      return path('/cryptoloan');
    case 'support':
      return extras.url && TICKET.test(extras.url) ? path(extras.url) : path('/myaccount/tickets');
    default:
      return fallbackLink();
  }
}
