import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { complianceCheck } from '@exchange/contract/compliance';
import { applyKyc, kycStatus, type KycApplication, type KycStatusAnswer } from '@exchange/contract/kyc-apply';
import { MAX_UPLOAD_FILE_BYTES, uploadFileUrl } from '@exchange/contract/uploads';
import { getUserInfo } from '@exchange/contract/usercenter';
import { kycApplications, notices, uploads, users } from '../db/schema';
import { KYC_MAX_APPLICATIONS_PER_DAY } from '../domain/kyc/applications';
import { KycReviewer } from '../market/kycReviewer';
import { outboxMailer, readOutbox } from '../mail/mailer';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { kycForm, level2 } from '../../test/kyc';
import { newTrader } from '../../test/traders';
import { testFile } from '../../test/uploads';

const DELAY_MS = 30_000;
let clock = new Date('2026-12-07T10:00:00Z').getTime();
const t = useFreshApp({ now: () => new Date(clock), kycReviewDelayMs: DELAY_MS });
const outbox = mkdtempSync(join(tmpdir(), 'kyc-outbox-'));
let reviewer: KycReviewer;

let emails = 0;
async function applicant(verified = 0): Promise<{ id: number; cookies: Record<string, string>; email: string }> {
  const email = `kyc-${(emails += 1)}@test.example`;
  const user = await newTrader(t.app, t.handle.db, email, {});
  if (verified) await t.handle.db.update(users).set({ verified }).where(eq(users.id, user.id));
  return { ...user, email };
}

async function status(cookies: Record<string, string>): Promise<KycStatusAnswer> {
  const res = await call(t.app, kycStatus.path, { cookies });
  expect(res.status).toBe(200);
  return kycStatus.answer.parse(res.json).data;
}

async function apply(cookies: Record<string, string>, form: FormData): Promise<{ status: number; message: string; application: KycApplication | null }> {
  const res = await call(t.app, applyKyc.path, { cookies, multipart: form });
  const body = res.json as { message?: string };
  return { status: res.status, message: body.message ?? '', application: res.status === 200 ? applyKyc.answer.parse(res.json).data : null };
}

async function stored(userId: number): Promise<{ applications: number; files: number }> {
  const [a] = await t.handle.db.select({ n: count() }).from(kycApplications).where(eq(kycApplications.userId, userId));
  const [f] = await t.handle.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId));
  return { applications: a?.n ?? 0, files: f?.n ?? 0 };
}

async function verifiedOf(userId: number): Promise<number> {
  const [row] = await t.handle.db.select({ verified: users.verified }).from(users).where(eq(users.id, userId));
  return row?.verified ?? -1;
}

/** Steps the reviewer once the application's review time has come. */
async function review(): Promise<void> {
  clock += DELAY_MS;
  await reviewer.advance(clock);
}

beforeAll(() => {
  reviewer = new KycReviewer(t.handle.db, outboxMailer(outbox), (error) => {
    throw error;
  });
});

describe('KYC status', () => {
  it('answers a new account’s level 0, the table of levels with their limits, no application, the next level and the countries', async () => {
    const user = await applicant();
    const answer = await status(user.cookies);
    expect(answer).toMatchObject({ level: '0', verified: 0, next_level: '1', application: null });
    expect(answer.levels).toEqual([
      { level: '0', withdraw_limit_usd: '1000', trade: true, deposit: true },
      { level: '1', withdraw_limit_usd: '50000', trade: true, deposit: true },
      { level: '2', withdraw_limit_usd: '1000000', trade: true, deposit: true },
    ]);
    expect(answer.countries).toContain('DE');
    expect((await call(t.app, kycStatus.path)).status).toBe(401);
  });

  it('answers the spec’s code for the stored level and nothing to apply for at the top or as a company', async () => {
    expect(await status((await applicant(1)).cookies)).toMatchObject({ level: '1', verified: 2, next_level: '2' });
    expect(await status((await applicant(2)).cookies)).toMatchObject({ level: '2', verified: 1, next_level: null });
    expect(await status((await applicant(3)).cookies)).toMatchObject({ level: 'company', verified: 3, next_level: null });
  });
});

describe('KYC application', () => {
  it('stores a level-1 application with its documents, pending until its review time; the files are the applicant’s alone', async () => {
    const user = await applicant();
    const other = await applicant();
    const res = await apply(user.cookies, kycForm());
    expect(res.status).toBe(200);
    expect(res.application).toMatchObject({
      level: '1',
      status: 'pending',
      reject_reason: null,
      first_name: 'Ada',
      doc_type: 'passport',
      created_ms: clock,
      review_ms: clock + DELAY_MS,
    });
    expect(res.application?.documents.map((d) => [d.field, d.name])).toEqual([
      ['front', 'front.jpg'],
      ['selfie', 'selfie.png'],
    ]);
    expect(await status(user.cookies)).toMatchObject({ next_level: null, application: { id: res.application?.id, status: 'pending' } });
    // another application while this one waits: refused
    expect(await apply(user.cookies, kycForm({}, {}, 2))).toMatchObject({ status: 409 });

    const front = res.application?.documents[0]?.id ?? 0;
    const mine = await call(t.app, uploadFileUrl(front), { cookies: user.cookies });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    // another user: neither the file nor the application
    const theirs = await call(t.app, uploadFileUrl(front), { cookies: other.cookies });
    expect(theirs.status).toBe(404);
    expect(await status(other.cookies)).toMatchObject({ application: null, next_level: '1' });
  });

  it('refuses bad applications with a 4xx that stores nothing', async () => {
    const user = await applicant();
    const cases: [string, FormData, number, string | RegExp][] = [
      ['a level not next', kycForm({ level: '2' }), 400, 'You can apply for level 1 next'],
      ['under 18', kycForm({ birth_date: '2010-01-01' }), 400, 'You must be 18 or older to verify your identity'],
      ['a birth date to come', kycForm({ birth_date: '2030-01-01' }), 400, 'Enter your real date of birth'],
      ['not a date', kycForm({ birth_date: '1990-02-30' }), 400, /birth_date must be a date/],
      ['an unknown country', kycForm({ nationality: 'XX' }), 400, /Choose your nationality/],
      ['a name with digits', kycForm({ first_name: 'Ad4' }), 400, /first name may hold letters/],
      ['an unknown document type', kycForm({ doc_type: 'library_card' }), 400, /doc_type must be one of/],
      ['an identity card without its back', kycForm({ doc_type: 'id_card' }), 400, 'back is required for an identity card'],
      ['a passport with a back', kycForm({}, { back: testFile('png', { fill: 9 }) }), 400, 'a passport has no back side: leave back out'],
      ['an address at level 1', kycForm({ address: '1 Main St' }), 400, 'The address and its proof belong to a level 2 application'],
      ['a proof at level 1', kycForm({}, { proof: testFile('png', { fill: 8 }) }), 400, 'The address and its proof belong to a level 2 application'],
      ['no selfie', kycForm({}, { selfie: null }), 400, 'selfie is required'],
      ['an unknown field', kycForm({ sneaky: 'x' }), 400, 'Unknown field: sneaky'],
      ['a PDF named .jpg', kycForm({}, { front: testFile('pdf', { name: 'front.jpg', type: 'image/jpeg' }) }), 415, 'front must be a PNG, JPEG or WebP file'],
      ['text named .png', kycForm({}, { selfie: testFile('text', { name: 'me.png' }) }), 415, 'selfie must be a PNG, JPEG or WebP file'],
      ['an empty image', kycForm({}, { front: new File([], 'front.png', { type: 'image/png' }) }), 400, 'front is empty'],
      ['an image over 5 MiB', kycForm({}, { front: testFile('png', { size: MAX_UPLOAD_FILE_BYTES + 1 }) }), 413, 'front is larger than 5 MiB'],
      ['two fronts', kycForm({}, { front: [testFile('png', { fill: 3 }), testFile('png', { fill: 4 })] }), 400, 'Send one front file'],
      [
        'five files',
        kycForm(
          {},
          { front: testFile('png', { fill: 3 }), back: testFile('png', { fill: 4 }), proof: [testFile('png', { fill: 5 }), testFile('png', { fill: 6 })] },
        ),
        400,
        'At most 4 files may be sent at once',
      ],
    ];
    for (const [name, form, code, message] of cases) {
      const res = await apply(user.cookies, form);
      expect(res.status, name).toBe(code);
      if (typeof message === 'string') expect(res.message, name).toBe(message);
      else expect(res.message, name).toMatch(message);
    }
    const notMultipart = await call(t.app, applyKyc.path, { cookies: user.cookies, form: { level: '1' } });
    expect(notMultipart.status).toBe(415);
    const noCsrf = await call(t.app, applyKyc.path, { cookies: user.cookies, multipart: kycForm(), csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await call(t.app, applyKyc.path, { multipart: kycForm() })).status).toBe(401);
    expect(await stored(user.id)).toEqual({ applications: 0, files: 0 });
  });

  it('stores exactly one of parallel applications', async () => {
    const user = await applicant();
    const results = await Promise.all([1, 2, 3, 4, 5].map((seed) => apply(user.cookies, kycForm({}, {}, seed))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stored(user.id)).toEqual({ applications: 1, files: 2 });
  });

  it(`takes at most ${KYC_MAX_APPLICATIONS_PER_DAY} applications a day`, async () => {
    const user = await applicant();
    // each a passport number too short, rejected at its review, so the next may be made
    for (let i = 0; i < KYC_MAX_APPLICATIONS_PER_DAY; i += 1) {
      expect((await apply(user.cookies, kycForm({ doc_number: `A1B${i}` }, {}, 10 + i))).status).toBe(200);
      await review();
    }
    expect(await apply(user.cookies, kycForm({}, {}, 30))).toMatchObject({ status: 429 });
    clock += 86_400_000;
    expect((await apply(user.cookies, kycForm({}, {}, 31))).status).toBe(200);
    await review();
  });
});

describe('KYC review', () => {
  it('approves at its review time, not before: the level moves with the status, a notice and a mail say so, and the prompts clear', async () => {
    const user = await applicant();
    await t.handle.db.update(users).set({ antiPhishingCode: 'blue-otter' }).where(eq(users.id, user.id));
    const applied = await apply(user.cookies, kycForm({}, {}, 40));
    clock += DELAY_MS - 1;
    expect(await reviewer.advance(clock)).toEqual([]);
    clock += 1;
    const [settled] = await reviewer.advance(clock);
    expect(settled).toMatchObject({ application: { id: applied.application?.id, status: 'approved', rejectReason: null } });
    expect(await verifiedOf(user.id)).toBe(1);
    expect(await status(user.cookies)).toMatchObject({ level: '1', verified: 2, next_level: '2', application: { status: 'approved', reviewed_ms: clock } });
    const info = getUserInfo.answer.parse((await call(t.app, getUserInfo.path, { cookies: user.cookies })).json);
    expect(info.data.verified).toBe(2);
    const kycNotices = (await t.handle.db.select().from(notices).where(eq(notices.userId, user.id))).filter((n) => n.title.startsWith('Identity'));
    expect(kycNotices).toMatchObject([{ type: 'private_notice', title: 'Identity verified' }]);
    const mail = (await readOutbox(outbox)).filter((m) => m.to === user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Identity verified');
    expect(mail[0]?.text).toMatch(/^Your anti-phishing code: blue-otter\./);
    expect(mail[0]?.text).toContain('50000 USD');
    // a second step settles nothing again
    expect(await reviewer.advance(clock)).toEqual([]);

    // level 2: an identity card with its back, the address and its proof
    const extra = level2(41);
    expect((await apply(user.cookies, kycForm(extra.fields, extra.files, 41))).status).toBe(200);
    await review();
    expect(await verifiedOf(user.id)).toBe(2);
    expect(await status(user.cookies)).toMatchObject({ level: '2', verified: 1, next_level: null });
    const compliance = complianceCheck.answer.parse((await call(t.app, complianceCheck.path, { cookies: user.cookies })).json);
    expect(compliance.data.toast.kyc_toast.show_kyc_upgrade_notice).toBe(false);
  });

  it('rejects by its rules, with the reason, a notice and a mail, leaving the level as it was', async () => {
    const holder = await applicant();
    await apply(holder.cookies, kycForm({ doc_number: 'ZX9876543' }, {}, 50));
    await review();
    const same = testFile('png', { fill: 77 });
    const cases: [string, FormData, string][] = [
      ['a passport number of the wrong shape', kycForm({ doc_number: 'AB12' }, {}, 51), 'document_number'],
      ['the same image twice', kycForm({}, { front: same, selfie: same }), 'duplicate_image'],
      ['a document verified on another account', kycForm({ doc_number: 'zx-987 6543' }, {}, 52), 'document_reused'],
      ['a restricted nationality', kycForm({ nationality: 'KP' }, {}, 53), 'restricted_country'],
      ['a name on the deny list', kycForm({ first_name: 'Sanctionov', last_name: 'Ívan' }, {}, 54), 'restricted_list'],
    ];
    for (const [name, form, reason] of cases) {
      const user = await applicant();
      expect((await apply(user.cookies, form)).status, name).toBe(200);
      await review();
      expect(await status(user.cookies), name).toMatchObject({ level: '0', next_level: '1', application: { status: 'rejected', reject_reason: reason } });
      expect(await verifiedOf(user.id), name).toBe(0);
      const mail = (await readOutbox(outbox)).filter((m) => m.to === user.email);
      expect(
        mail.map((m) => m.subject),
        name,
      ).toEqual(['Identity verification not approved']);
      const titles = (await t.handle.db.select().from(notices).where(eq(notices.userId, user.id))).map((n) => n.title);
      expect(titles, name).toContain('Identity verification not approved');
    }
  });

  it('rejects an applicant under 18 on the review day (a birth date stored past the form)', async () => {
    const user = await applicant();
    const birth = new Date(clock - 17 * 365 * 86_400_000).toISOString().slice(0, 10);
    await t.handle.db.insert(kycApplications).values({
      userId: user.id,
      level: 1,
      details: {
        first_name: 'Young',
        last_name: 'Applicant',
        birth_date: birth,
        nationality: 'DE',
        residence: 'DE',
        doc_type: 'passport',
        doc_number: 'C01X00T47',
      },
      createdAt: new Date(clock),
      reviewAt: new Date(clock),
    });
    await reviewer.advance(clock);
    expect(await status(user.cookies)).toMatchObject({ application: { status: 'rejected', reject_reason: 'under_18' } });
  });

  it('settles each application once when two reviewers step together', async () => {
    const users = await Promise.all([applicant(), applicant(), applicant()]);
    for (const [i, user] of users.entries()) await apply(user.cookies, kycForm({}, {}, 60 + i));
    clock += DELAY_MS;
    const second = new KycReviewer(t.handle.db, null);
    const [a, b] = await Promise.all([reviewer.advance(clock), second.advance(clock)]);
    expect(a.length + b.length).toBe(3);
    for (const user of users) expect(await verifiedOf(user.id)).toBe(1);
  });
});
