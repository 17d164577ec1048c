import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { createSession } from '../src/security/sessions';
import { useFreshApp } from '../test/freshDb';
import { TEST_SESSION_ORIGIN } from '../test/http';
import { changedTables, fingerprinter } from './fingerprint';

const t = useFreshApp();

describe('the fuzzers’ database fingerprint', () => {
  it('sees a change to any row, but not a session’s last-seen touch', async () => {
    const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'trader@demo.test'));
    if (!user) throw new Error('no demo trader');
    await createSession(t.handle.db, user.id, new Date(), TEST_SESSION_ORIGIN);
    const fingerprint = await fingerprinter(t.handle.db);
    const before = await fingerprint();

    await t.handle.db.update(sessions).set({ lastSeen: new Date(Date.now() + 600_000) });
    expect(changedTables(before, await fingerprint())).toEqual([]);

    await t.handle.db.update(sessions).set({ place: 'DE' });
    expect(changedTables(before, await fingerprint())).toEqual(['sessions']);
  });
});
