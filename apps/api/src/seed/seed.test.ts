import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import {
  balances,
  businessTips,
  complianceRules,
  countries,
  currencies,
  fiatSettings,
  fiats,
  futuresContracts,
  marketTabs,
  pilotTokens,
  preCurrencies,
  prices,
  referralAccounts,
  riskUserGuides,
  spotMarkets,
  users,
} from '../db/schema';
import { SEED_BUSINESS_TIPS } from './data/businessTips';
import { SEED_COMPLIANCE_RULES } from './data/complianceRules';
import { SEED_COUNTRIES } from './data/countries';
import { seed } from './seed';
import { MAJORS, SEED_CURRENCY_COUNT } from './data/currencies';
import { SEED_FIATS } from './data/fiats';
import { SEED_MARKET_TABS } from './data/marketTabs';
import { UPCOMING_COUNT, seedFuturesContracts, seedPilotTokens, seedPreCurrencies, seedSpotMarkets, utcDayStart } from './data/markets';
import { DEMO_FUND_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from './data/users';
import { verifyPassword } from '../security/password';
import { freshDb } from '../../test/freshDb';

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

async function counts() {
  const tables = {
    users,
    balances,
    prices,
    fiats,
    currencies,
    fiatSettings,
    complianceRules,
    countries,
    businessTips,
    referralAccounts,
    riskUserGuides,
    spotMarkets,
    futuresContracts,
    pilotTokens,
    preCurrencies,
    marketTabs,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? -1;
  }
  return out;
}

describe('seed', () => {
  it('creates the demo accounts and 2700 currencies', async () => {
    const c = await counts();
    expect(c.users).toBe(DEMO_USERS.length);
    expect(c.currencies).toBe(SEED_CURRENCY_COUNT);
    const rows = await handle.db.select({ uid: users.uid, email: users.email, isSub: users.isSub, parent: users.parentUserId }).from(users);
    expect(Math.min(...rows.map((r) => r.uid))).toBe(10000001);
    const sub = rows.find((r) => r.email === 'sub@demo.test');
    expect(sub?.isSub).toBe(true);
    expect(sub?.parent).not.toBeNull();
  });

  it('is idempotent: seeding again changes no count and no password hash', async () => {
    const before = await counts();
    const hashes = () => handle.db.select({ email: users.email, hash: users.passwordHash, fundPass: users.fundPassHash }).from(users).orderBy(asc(users.email));
    const first = await hashes();
    await seed(handle.db);
    await seed(handle.db);
    expect(await counts()).toEqual(before);
    expect(await hashes()).toEqual(first);
  });

  it('gives every seeded fiat its buy-crypto methods, the compliance rules, countries and tips', async () => {
    const c = await counts();
    expect(c.fiatSettings).toBe(SEED_FIATS.length);
    expect(c.complianceRules).toBe(SEED_COMPLIANCE_RULES.length);
    expect(c.countries).toBe(SEED_COUNTRIES.length);
    expect(c.businessTips).toBe(SEED_BUSINESS_TIPS.length);
    expect(c.riskUserGuides).toBe(DEMO_USERS.filter((u) => u.riskGuide).length);
  });

  it('gives every demo account a referral account; the fixed codes as the demo data names them', async () => {
    const rows = await handle.db
      .select({ email: users.email, code: referralAccounts.kolCode, type: referralAccounts.agencyType, open: referralAccounts.openToReferrals })
      .from(referralAccounts)
      .innerJoin(users, eq(users.id, referralAccounts.userId));
    expect(rows).toHaveLength(DEMO_USERS.length);
    expect(rows.find((r) => r.email === 'affiliate@demo.test')).toMatchObject({ code: 'AFFDEMO26', type: 1, open: true });
    expect(rows.find((r) => r.email === 'partner@demo.test')).toMatchObject({ code: 'CLOSED26', type: 3, open: false });
  });

  it('gives every demo account a country the countries table knows (or 0)', async () => {
    const codes = new Set(SEED_COUNTRIES.map(([code]) => code));
    for (const demo of DEMO_USERS) expect(demo.country === 0 || codes.has(demo.country)).toBe(true);
  });

  it('sets up the trader’s fund password, authenticator and cross-margin account, and whitelist’s portfolio mode', async () => {
    const [trader] = await handle.db.select().from(users).where(eq(users.email, 'trader@demo.test'));
    expect(trader).toMatchObject({ totpSecret: DEMO_TOTP_SECRET, fundPassFrequency: 1, accountMode: 'classic', crossMarginUid: 10000001 });
    expect(await verifyPassword(DEMO_FUND_PASSWORD, trader!.fundPassHash!)).toBe(true);
    const [whitelist] = await handle.db.select().from(users).where(eq(users.email, 'whitelist@demo.test'));
    expect(whitelist).toMatchObject({ accountMode: 'portfolio', unifiedFirstOpen: false, optionsEnabled: true, fundPassHash: null, totpSecret: null });
    const [sub] = await handle.db.select().from(users).where(eq(users.email, 'sub@demo.test'));
    expect(sub).toMatchObject({ isSub: true, accountMode: 'classic', crossMarginUid: 0 });
  });

  it('fills the later-added demo columns on an existing account only where they are unset', async () => {
    // As a database migrated from before these columns existed would have them.
    await handle.db
      .update(users)
      .set({ fundPassHash: null, totpSecret: null, fundPassFrequency: 2, crossMarginUid: 0 })
      .where(eq(users.email, 'trader@demo.test'));
    await handle.db.update(users).set({ accountMode: 'classic', unifiedFirstOpen: true, optionsEnabled: false }).where(eq(users.email, 'whitelist@demo.test'));
    await seed(handle.db);
    const [trader] = await handle.db.select().from(users).where(eq(users.email, 'trader@demo.test'));
    expect(trader).toMatchObject({ totpSecret: DEMO_TOTP_SECRET, fundPassFrequency: 1, crossMarginUid: 10000001 });
    expect(await verifyPassword(DEMO_FUND_PASSWORD, trader!.fundPassHash!)).toBe(true);
    const [whitelist] = await handle.db.select().from(users).where(eq(users.email, 'whitelist@demo.test'));
    expect(whitelist).toMatchObject({ accountMode: 'portfolio', unifiedFirstOpen: false, optionsEnabled: true });

    // What the user has set is kept: a changed frequency, a chosen mode after opening the unified account.
    await handle.db.update(users).set({ fundPassFrequency: 0 }).where(eq(users.email, 'trader@demo.test'));
    await handle.db
      .update(users)
      .set({ accountMode: 'single_currency', unifiedFirstOpen: false, optionsEnabled: false })
      .where(eq(users.email, 'whitelist@demo.test'));
    await seed(handle.db);
    const [traderAgain] = await handle.db.select().from(users).where(eq(users.email, 'trader@demo.test'));
    expect(traderAgain?.fundPassFrequency).toBe(0);
    expect(traderAgain?.fundPassHash).toBe(trader?.fundPassHash);
    const [whitelistAgain] = await handle.db.select().from(users).where(eq(users.email, 'whitelist@demo.test'));
    expect(whitelistAgain).toMatchObject({ accountMode: 'single_currency', unifiedFirstOpen: false, optionsEnabled: false });
  });
});

describe('market seed', () => {
  const today = new Date();
  const spotRows = () => handle.db.select().from(spotMarkets).orderBy(asc(spotMarkets.pair));

  it('lists at least 2,700 spot pairs, the futures, pilot, pre-market and tab rows', async () => {
    const c = await counts();
    expect(c.spotMarkets).toBe(seedSpotMarkets(today).length);
    expect(c.spotMarkets).toBeGreaterThanOrEqual(2700);
    expect(c.futuresContracts).toBe(seedFuturesContracts(today).length);
    expect(c.pilotTokens).toBe(seedPilotTokens().length);
    expect(c.preCurrencies).toBe(seedPreCurrencies().length);
    expect(c.marketTabs).toBe(SEED_MARKET_TABS.length);
  });

  it('has not-yet-open markets (opening after today) and opened ones', async () => {
    const rows = await spotRows();
    const now = Math.floor(Date.now() / 1000);
    const upcoming = rows.filter((r) => r.buyStart > now);
    expect(upcoming.length).toBeGreaterThanOrEqual(UPCOMING_COUNT - 1);
    expect(upcoming.every((r) => r.categories.includes('new'))).toBe(true);
    expect(rows.filter((r) => r.buyStart <= now).length).toBeGreaterThan(2700);
  });

  it('is deterministic: the same day gives the same rows, names from the icon manifest, no duplicate pairs', () => {
    const a = seedSpotMarkets(new Date('2026-03-04T01:00:00Z'));
    const b = seedSpotMarkets(new Date('2026-03-04T23:59:00Z'));
    expect(b).toEqual(a);
    expect(new Set(a.map((r) => r.pair)).size).toBe(a.length);
    expect(seedFuturesContracts(new Date('2026-03-04T00:00:00Z'))).toEqual(seedFuturesContracts(new Date('2026-03-04T12:00:00Z')));
    expect(seedPilotTokens()).toEqual(seedPilotTokens());
    expect(seedPreCurrencies()).toEqual(seedPreCurrencies());
    expect(a.find((r) => r.pair === 'BTC_USDT')?.name).toBe('Bitcoin');
    expect(a.find((r) => r.currA === '1INCH')?.name).toBe('1inch Network');
    const fiatCodes = new Set(SEED_FIATS.map((f) => f.code));
    expect(a.filter((r) => fiatCodes.has(r.currA))).toEqual([]);
    // the fiat-quoted pairs are the 40 real majors' (less the quote itself)
    expect(a.filter((r) => r.currB === 'TRY').map((r) => r.currA)).toEqual(MAJORS.map(([code]) => code));
    const day = utcDayStart(new Date('2026-03-04T12:00:00Z'));
    expect(a.filter((r) => r.buyStart > day).length).toBe(UPCOMING_COUNT);
    for (const r of a) {
      expect(r.rate).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(r.rate)).toBeGreaterThan(0);
      expect(r.volume).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('is idempotent: seeding again (even on a later day) keeps the same rows', async () => {
    const before = await spotRows();
    const futuresBefore = await handle.db.select().from(futuresContracts).orderBy(asc(futuresContracts.rank));
    await seed(handle.db);
    await seed(handle.db, new Date(Date.now() + 5 * 86_400_000));
    expect(await spotRows()).toEqual(before);
    expect(await handle.db.select().from(futuresContracts).orderBy(asc(futuresContracts.rank))).toEqual(futuresBefore);
  });

  it('refills deleted market rows without touching the others', async () => {
    const before = await spotRows();
    await handle.db.delete(spotMarkets).where(eq(spotMarkets.currB, 'SGD'));
    expect((await spotRows()).length).toBeLessThan(before.length);
    await seed(handle.db, new Date(Date.now() + 86_400_000 * 400));
    const after = await spotRows();
    expect(after.length).toBe(before.length);
    expect(after.filter((r) => r.currB !== 'SGD')).toEqual(before.filter((r) => r.currB !== 'SGD'));
  });
});
