import type { ApiLanguage } from '@exchange/contract/market';

/** A seeded learn-hub article; translations share the English slug (one article, several languages). */
export interface SeedArticle {
  locale: ApiLanguage;
  slug: string;
  title: string;
  summary: string;
  daysAgo: number;
  views7d: number;
}

const EN: readonly Omit<SeedArticle, 'locale'>[] = [
  {
    slug: 'what-is-bitcoin',
    title: 'What Is Bitcoin? A Beginner’s Guide',
    summary: 'How the first cryptocurrency works, who runs it and why its supply is capped at 21 million.',
    daysAgo: 40,
    views7d: 48210,
  },
  {
    slug: 'how-to-read-candlestick-charts',
    title: 'How to Read Candlestick Charts',
    summary: 'Open, high, low and close in one bar, and the patterns traders watch for.',
    daysAgo: 12,
    views7d: 39120,
  },
  {
    slug: 'what-is-macd',
    title: 'MACD Explained: Trend and Momentum in One Indicator',
    summary: 'The two moving averages behind MACD, its signal line and what the histogram tells you.',
    daysAgo: 8,
    views7d: 31544,
  },
  {
    slug: 'spot-vs-futures',
    title: 'Spot vs Futures Trading: What Is the Difference?',
    summary: 'Owning the coin or a contract on its price: margin, funding and liquidation explained.',
    daysAgo: 21,
    views7d: 27002,
  },
  {
    slug: 'what-is-a-stablecoin',
    title: 'What Is a Stablecoin?',
    summary: 'USDT, USDC and the ways stablecoins try to hold a one-dollar price.',
    daysAgo: 60,
    views7d: 22870,
  },
  {
    slug: 'bitcoin-halving-explained',
    title: 'The Bitcoin Halving, Explained',
    summary: 'Why the block reward halves every 210,000 blocks and what past halvings did to supply.',
    daysAgo: 30,
    views7d: 19415,
  },
  {
    slug: 'how-to-secure-your-account',
    title: 'Seven Ways to Secure Your Exchange Account',
    summary: 'Authenticator apps, anti-phishing codes, fund passwords and withdrawal whitelists.',
    daysAgo: 5,
    views7d: 15338,
  },
  {
    slug: 'what-is-ethereum-staking',
    title: 'What Is Ethereum Staking?',
    summary: 'Validators, rewards and the risks of locking ETH to secure the network.',
    daysAgo: 45,
    views7d: 12090,
  },
  {
    slug: 'dollar-cost-averaging',
    title: 'Dollar-Cost Averaging in Crypto',
    summary: 'Buying a fixed amount on a schedule instead of timing the market.',
    daysAgo: 90,
    views7d: 9021,
  },
  {
    slug: 'what-is-a-crypto-wallet',
    title: 'Hot and Cold Wallets: Where to Keep Your Crypto',
    summary: 'Custodial, software and hardware wallets compared, and how seed phrases work.',
    daysAgo: 75,
    views7d: 7554,
  },
];

const TRANSLATED: Partial<Record<ApiLanguage, readonly [slug: string, title: string, summary: string][]>> = {
  cn: [
    ['what-is-bitcoin', '什么是比特币？新手指南', '第一种加密货币如何运作、由谁维护，以及为何总量上限为 2100 万枚。'],
    ['how-to-read-candlestick-charts', '如何看懂 K 线图', '一根 K 线里的开盘、最高、最低和收盘价，以及交易者关注的形态。'],
    ['what-is-macd', 'MACD 详解：一个指标看趋势与动能', 'MACD 背后的两条均线、信号线，以及柱状图传达的信息。'],
  ],
  de: [
    [
      'what-is-bitcoin',
      'Was ist Bitcoin? Ein Leitfaden für Einsteiger',
      'Wie die erste Kryptowährung funktioniert, wer sie betreibt und warum ihr Angebot auf 21 Millionen begrenzt ist.',
    ],
    [
      'spot-vs-futures',
      'Spot- oder Futures-Handel: Was ist der Unterschied?',
      'Die Coin besitzen oder einen Kontrakt auf ihren Preis: Margin, Funding und Liquidation erklärt.',
    ],
    [
      'how-to-secure-your-account',
      'Sieben Wege, Ihr Börsenkonto abzusichern',
      'Authenticator-Apps, Anti-Phishing-Codes, Fondspasswörter und Auszahlungs-Whitelists.',
    ],
  ],
  ru: [
    [
      'what-is-bitcoin',
      'Что такое биткоин? Руководство для начинающих',
      'Как работает первая криптовалюта, кто её поддерживает и почему её эмиссия ограничена 21 миллионом.',
    ],
    ['what-is-a-stablecoin', 'Что такое стейблкоин?', 'USDT, USDC и способы, которыми стейблкоины удерживают цену в один доллар.'],
  ],
  ar: [
    ['what-is-bitcoin', 'ما هو البيتكوين؟ دليل المبتدئين', 'كيف تعمل أول عملة مشفرة، ومن يديرها، ولماذا يقتصر معروضها على 21 مليون وحدة.'],
    [
      'how-to-read-candlestick-charts',
      'كيف تقرأ مخططات الشموع اليابانية',
      'سعر الافتتاح والأعلى والأدنى والإغلاق في شمعة واحدة، والأنماط التي يراقبها المتداولون.',
    ],
  ],
  tr: [
    [
      'what-is-bitcoin',
      'Bitcoin Nedir? Yeni Başlayanlar İçin Rehber',
      'İlk kripto paranın nasıl çalıştığı, kimin yönettiği ve arzının neden 21 milyonla sınırlı olduğu.',
    ],
    ['dollar-cost-averaging', 'Kriptoda Maliyet Ortalaması', 'Piyasayı zamanlamak yerine düzenli aralıklarla sabit tutarda alım yapmak.'],
  ],
  ja: [['what-is-bitcoin', 'ビットコインとは？初心者ガイド', '最初の暗号資産の仕組み、運営者、そして供給量が 2,100 万枚に制限されている理由。']],
};

/** Ten English articles with view counts, and translations of some (views a little below the English ones). */
export function seedArticles(): SeedArticle[] {
  const out: SeedArticle[] = EN.map((a) => ({ ...a, locale: 'en' }));
  for (const [locale, list] of Object.entries(TRANSLATED) as [ApiLanguage, readonly [string, string, string][]][]) {
    for (const [slug, title, summary] of list) {
      const source = EN.find((a) => a.slug === slug);
      if (source) out.push({ locale, slug, title, summary, daysAgo: source.daysAgo, views7d: Math.round(source.views7d / 4) });
    }
  }
  return out;
}
