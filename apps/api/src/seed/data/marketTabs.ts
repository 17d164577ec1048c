/**
 * The coin panels' tabs (`common/tabs`, area web_trade), with a label per API language (the
 * codes after the spec's mapping: cn, tw, pt-PT, pt-BR, …). A label missing for a language falls
 * back to en. Symbols (USDT, BTC…) read the same in every language.
 */
export interface TabSeed {
  area: string;
  key: string;
  list: 'spot' | 'futures' | 'pilot' | 'pre_market';
  filter: string;
  labels: Record<string, string>;
  rank: number;
}

const same = (label: string): Record<string, string> => ({ en: label });

const NEW: Record<string, string> = {
  en: 'New',
  cn: '新币',
  tw: '新幣',
  vi: 'Mới',
  es: 'Nuevo',
  ru: 'Новые',
  fr: 'Nouveau',
  de: 'Neu',
  'pt-PT': 'Novo',
  'pt-BR': 'Novos',
  th: 'ใหม่',
  id: 'Baru',
  tr: 'Yeni',
  ja: '新規',
  ar: 'جديد',
  uk: 'Нові',
  nl: 'Nieuw',
  it: 'Nuovo',
};

const PRE_MARKET: Record<string, string> = {
  en: 'Pre-Market',
  cn: '盘前交易',
  tw: '盤前交易',
  vi: 'Tiền thị trường',
  es: 'Premercado',
  ru: 'Премаркет',
  fr: 'Pré-marché',
  de: 'Vorbörse',
  'pt-PT': 'Pré-mercado',
  'pt-BR': 'Pré-mercado',
  th: 'พรีมาร์เก็ต',
  id: 'Pra-pasar',
  tr: 'Ön Piyasa',
  ja: 'プレマーケット',
  ar: 'ما قبل السوق',
  uk: 'Премаркет',
  nl: 'Pre-market',
  it: 'Pre-mercato',
};

const MEME: Record<string, string> = { en: 'Meme', cn: 'Meme币', tw: 'Meme幣' };

const ROWS: readonly Omit<TabSeed, 'area' | 'rank'>[] = [
  { key: 'spot_usdt', list: 'spot', filter: 'USDT', labels: same('USDT') },
  { key: 'spot_usdc', list: 'spot', filter: 'USDC', labels: same('USDC') },
  { key: 'spot_btc', list: 'spot', filter: 'BTC', labels: same('BTC') },
  { key: 'spot_eth', list: 'spot', filter: 'ETH', labels: same('ETH') },
  { key: 'spot_try', list: 'spot', filter: 'TRY', labels: same('TRY') },
  { key: 'spot_jpy', list: 'spot', filter: 'JPY', labels: same('JPY') },
  { key: 'spot_sgd', list: 'spot', filter: 'SGD', labels: same('SGD') },
  { key: 'spot_new', list: 'spot', filter: 'new', labels: NEW },
  { key: 'spot_meme', list: 'spot', filter: 'meme', labels: MEME },
  { key: 'spot_ai', list: 'spot', filter: 'ai', labels: same('AI') },
  { key: 'futures_usdt', list: 'futures', filter: 'usdt', labels: same('USDT-M') },
  { key: 'futures_btc', list: 'futures', filter: 'btc', labels: same('BTC-M') },
  { key: 'pilot', list: 'pilot', filter: '', labels: same('Pilot') },
  { key: 'pre_market', list: 'pre_market', filter: '', labels: PRE_MARKET },
];

export const SEED_MARKET_TABS: readonly TabSeed[] = ROWS.map((row, rank) => ({ area: 'web_trade', rank, ...row }));
