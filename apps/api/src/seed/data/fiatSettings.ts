/**
 * Buy-crypto methods per seeded fiat (our own choice, loosely following where card processors,
 * bank rails and P2P markets are usual): the majors offer all three; some fiats have no P2P market
 * here (TRY, JPY, SGD, CHF); some are P2P only (VND, CNY, RUB, INR, KRW); the rest mix.
 */
export const SEED_FIAT_SETTINGS: readonly { fiat: string; creditCard: boolean; bankTransfer: boolean; p2p: boolean }[] = [
  { fiat: 'USD', creditCard: true, bankTransfer: true, p2p: true },
  { fiat: 'EUR', creditCard: true, bankTransfer: true, p2p: true },
  { fiat: 'GBP', creditCard: true, bankTransfer: true, p2p: true },
  { fiat: 'AUD', creditCard: true, bankTransfer: true, p2p: true },
  { fiat: 'CAD', creditCard: true, bankTransfer: true, p2p: true },
  { fiat: 'BRL', creditCard: true, bankTransfer: true, p2p: true },
  { fiat: 'HKD', creditCard: true, bankTransfer: true, p2p: true },
  { fiat: 'TRY', creditCard: true, bankTransfer: true, p2p: false },
  { fiat: 'JPY', creditCard: true, bankTransfer: true, p2p: false },
  { fiat: 'SGD', creditCard: true, bankTransfer: true, p2p: false },
  { fiat: 'CHF', creditCard: true, bankTransfer: true, p2p: false },
  { fiat: 'AED', creditCard: true, bankTransfer: false, p2p: true },
  { fiat: 'UAH', creditCard: true, bankTransfer: false, p2p: true },
  { fiat: 'IDR', creditCard: false, bankTransfer: true, p2p: true },
  { fiat: 'THB', creditCard: false, bankTransfer: true, p2p: true },
  { fiat: 'VND', creditCard: false, bankTransfer: false, p2p: true },
  { fiat: 'CNY', creditCard: false, bankTransfer: false, p2p: true },
  { fiat: 'RUB', creditCard: false, bankTransfer: false, p2p: true },
  { fiat: 'INR', creditCard: false, bankTransfer: false, p2p: true },
  { fiat: 'KRW', creditCard: false, bankTransfer: false, p2p: true },
];
