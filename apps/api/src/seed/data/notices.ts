import type { NoticeType, Notification } from '@exchange/contract/herald';

/** A seeded notice: `key` keeps seeding idempotent; `hoursAgo` places it before the seed's time. */
export interface SeedNotice {
  key: string;
  type: NoticeType;
  title: string;
  content: string;
  hoursAgo: number;
  read: boolean;
  notification: Notification | null;
}

function dest(type: string, extras: Notification['extras'] = {}, templateId = 'web_default'): Notification {
  return { type, template_id: templateId, extras, template_args: {} };
}

/** The main demo trader's history: every group, many types, read and unread, each destination kind once at least. */
const TRADER: readonly Omit<SeedNotice, 'key'>[] = [
  {
    type: 'market',
    title: 'BTC/USDT rose 5.2% in 24 hours',
    content: 'BTC/USDT is now 68,420.5 USDT, up 5.2% in the last 24 hours.',
    hoursAgo: 1,
    read: false,
    notification: dest('spot_trade', { market: 'BTC_USDT' }),
  },
  {
    type: 'future',
    title: 'Position update: BTC_USDT perpetual',
    content: 'Your BTC_USDT perpetual position was partly filled at 68,310.2.',
    hoursAgo: 2,
    read: false,
    notification: dest('futures', { contract: 'BTC_USDT', settle_asset: 'USDT' }),
  },
  {
    type: 'notice',
    title: 'Scheduled maintenance on Sunday',
    content: 'Deposits and withdrawals of a few networks pause for about 30 minutes on Sunday at 02:00 UTC.',
    hoursAgo: 3,
    read: false,
    notification: dest('web_url', { web_url: '/announcements' }),
  },
  {
    type: 'margin',
    title: 'Margin level reminder',
    content: 'Your ETH/USDT isolated margin level is 1.32. Add margin to lower the risk of liquidation.',
    hoursAgo: 4,
    read: false,
    notification: dest('margin', { market: 'ETH_USDT' }),
  },
  {
    type: 'tasks_bonuses_notice',
    title: 'Task complete: first deposit',
    content: 'You completed a task and received a 10 USDT futures voucher.',
    hoursAgo: 5,
    read: false,
    notification: dest('invite'),
  },
  {
    type: 'market_global',
    title: 'Market movement: SOL',
    content: 'SOL moved more than 8% within an hour.',
    hoursAgo: 6,
    read: false,
    notification: dest('spot_trade', { market: 'SOL_USDT' }),
  },
  {
    type: 'sys_notice',
    title: 'Security reminder',
    content: 'Never share your password, fund password or authenticator codes with anyone, including staff.',
    hoursAgo: 8,
    read: true,
    notification: null,
  },
  {
    type: 'quantification',
    title: 'Grid bot stopped',
    content: 'Your BTC/USDT spot grid reached its upper price and stopped. See the result in your bot history.',
    hoursAgo: 9,
    read: false,
    notification: dest('strategy_bot'),
  },
  {
    type: 'firm_offer',
    title: 'Copy trading: new position opened',
    content: 'The lead trader you follow opened a long ETH_USDT position; your copy followed.',
    hoursAgo: 11,
    read: true,
    notification: dest('copy_trading'),
  },
  {
    type: 'exclusive_event',
    title: 'Live now: weekly market outlook',
    content: 'Join the weekly market outlook stream with our research team.',
    hoursAgo: 13,
    read: false,
    notification: dest('live', { stream_id: '48213' }),
  },
  {
    type: 'subscribe',
    title: 'Startup subscription result',
    content: 'Your subscription to the new project has been allocated. Tokens arrive at listing.',
    hoursAgo: 15,
    read: true,
    notification: dest('startup', { startup_id: '1207' }),
  },
  {
    type: 'unified_account',
    title: 'Unified account: collateral updated',
    content: 'The collateral ratio of USDC in the unified account changed to 100%.',
    hoursAgo: 18,
    read: true,
    notification: dest('trade'),
  },
  {
    type: 'c2c',
    title: 'P2P order completed',
    content: 'Your P2P order of 500 USDT was completed. Please rate the merchant.',
    hoursAgo: 20,
    read: true,
    notification: dest('web_url', { web_url: '/c2c' }),
  },
  {
    type: 'referral',
    title: 'A friend joined with your link',
    content: 'A friend signed up with your referral link. You earn a share of their trading fees.',
    hoursAgo: 24,
    read: false,
    notification: dest('invite'),
  },
  {
    type: 'etf',
    title: 'ETF rebalanced',
    content: 'BTC3L was rebalanced; the number of shares you hold is unchanged.',
    hoursAgo: 27,
    read: true,
    notification: dest('spot_trade', { market: 'BTC3L_USDT' }),
  },
  {
    type: 'options',
    title: 'Options expiry',
    content: 'Your BTC options expiring today were settled at 68,000 USDT.',
    hoursAgo: 30,
    read: true,
    notification: dest('profile'),
  },
  {
    type: 'private_notice',
    title: 'Your VIP tier is under review',
    content: 'Your 30-day trading volume qualifies you for a VIP tier review. No action is needed.',
    hoursAgo: 33,
    read: true,
    notification: null,
  },
  {
    type: 'pre_market_trading',
    title: 'Pre-market trading opens',
    content: 'Pre-market trading of a new token opens tomorrow at 10:00 UTC.',
    hoursAgo: 36,
    read: false,
    notification: dest('web_url', { web_url: '/pre-market' }),
  },
  { type: 'gate_pay', title: 'Payment received', content: 'You received 25 USDT through Pay.', hoursAgo: 40, read: true, notification: null },
  {
    type: 'chain_global',
    title: 'Network upgrade: Ethereum',
    content: 'Deposits on the Ethereum network resume after the upgrade completes.',
    hoursAgo: 44,
    read: true,
    notification: dest('web_url', { web_url: '/announcements' }),
  },
  { type: 'nft_notice', title: 'NFT auction ending', content: 'An auction you bid on ends in 2 hours.', hoursAgo: 48, read: true, notification: null },
  { type: 'gate_shop', title: 'Order shipped', content: 'Your shop order has been shipped.', hoursAgo: 55, read: true, notification: null },
  {
    type: 'future',
    title: 'Funding fee settled',
    content: 'Funding fees of your perpetual positions were settled.',
    hoursAgo: 60,
    read: true,
    notification: dest('futures', { contract: 'ETH_USDT' }),
  },
  { type: 'margin', title: 'Loan repaid', content: 'Your USDT margin loan was repaid automatically.', hoursAgo: 66, read: true, notification: dest('margin') },
  {
    type: 'market',
    title: 'ETH/USDT fell 4.1% in 24 hours',
    content: 'ETH/USDT is now 3,512.4 USDT, down 4.1% in the last 24 hours.',
    hoursAgo: 70,
    read: true,
    notification: dest('spot_trade', { market: 'ETH_USDT' }),
  },
  {
    type: 'notice',
    title: 'New listing: three tokens',
    content: 'Three new tokens are listed for spot trading today.',
    hoursAgo: 75,
    read: true,
    notification: dest('web_url', { web_url: '/price' }),
  },
  {
    type: 'exclusive_event',
    title: 'Earn campaign',
    content: 'Stake USDT in simple earn and receive a bonus rate for 7 days.',
    hoursAgo: 80,
    read: true,
    notification: dest('invest'),
  },
  {
    type: 'sys_notice',
    title: 'Crypto loan interest update',
    content: 'Interest rates of flexible crypto loans were updated.',
    hoursAgo: 90,
    read: true,
    notification: dest('cryptoloan'),
  },
  { type: 'market_global', title: 'Weekly market report', content: 'Bitcoin dominance reached 54% this week.', hoursAgo: 100, read: true, notification: null },
  {
    type: 'notice',
    title: 'Fee schedule update',
    content: 'Spot maker fees for VIP 1 and above are reduced from next Monday.',
    hoursAgo: 110,
    read: true,
    notification: dest('web_url', { web_url: '/fee' }),
  },
  {
    type: 'quantification',
    title: 'DCA bot purchase',
    content: 'Your DCA bot bought 0.0015 BTC.',
    hoursAgo: 120,
    read: true,
    notification: dest('strategy_bot'),
  },
  { type: 'tasks_bonuses_notice', title: 'Voucher expiring', content: 'A 5 USDT voucher expires in 3 days.', hoursAgo: 130, read: true, notification: null },
  {
    type: 'market',
    title: 'DOGE/USDT rose 9.8% in 24 hours',
    content: 'DOGE/USDT is up 9.8% in the last 24 hours.',
    hoursAgo: 140,
    read: true,
    notification: dest('spot_trade', { market: 'DOGE_USDT' }),
  },
  {
    type: 'future',
    title: 'Take-profit triggered',
    content: 'Your take-profit order on SOL_USDT triggered at 182.4.',
    hoursAgo: 150,
    read: true,
    notification: dest('futures', { contract: 'SOL_USDT', settle_asset: 'USDT' }),
  },
  {
    type: 'notice',
    title: 'Proof of reserves updated',
    content: 'This month’s proof of reserves is published.',
    hoursAgo: 160,
    read: true,
    notification: dest('web_url', { web_url: '/proof_of_reserves' }),
  },
];

/** Seeded notices per demo email (the newbie has none: the empty state). */
export const SEED_NOTICES: Readonly<Record<string, readonly SeedNotice[]>> = {
  'trader@demo.test': TRADER.map((n, i) => ({ ...n, key: `trader-${i + 1}` })),
  'sub@demo.test': TRADER.slice(0, 6).map((n, i) => ({ ...n, key: `sub-${i + 1}` })),
  'whitelist@demo.test': TRADER.slice(0, 12).map((n, i) => ({ ...n, key: `whitelist-${i + 1}` })),
  'risk@demo.test': TRADER.slice(6, 10).map((n, i) => ({ ...n, key: `risk-${i + 1}` })),
  // a closed market's account: a price notice and a futures position notice, whose destinations (the
  // trade page, the futures page) the gate closes to it
  'nl@demo.test': TRADER.slice(0, 2).map((n, i) => ({ ...n, key: `nl-${i + 1}` })),
  'withdrawonly@demo.test': [],
  'newbie@demo.test': [],
};
