/**
 * Migration 0039: the C1 controls, refused in every text field since (decision 0024), leave the texts a form sends back
 * whole when saved, so a save is not refused for a character nobody sees. Its statements are run again here on rows
 * written the old way (on PGlite, and on PostgreSQL with TEST_DATABASE_URL: the regular expressions are the server's).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { api, Code } from '@md/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';
import { MIGRATIONS_DIR } from './client.ts';
import { users, workLists } from './schema/index.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('migration 0039 (C1 controls out of saved texts)', () => {
  it('strips them from a bio and a list saved before the rule, which then save again as they are; other text stays', async () => {
    const me = await h.registered('cone_user');
    const { id } = (await me.call(api.userInfo, {})).data;
    await h.deps.db.update(users).set({ bio: 'caf\u00E9\u0085 au lait \u009B31m' }).where(eq(users.id, id));
    const [list] = await h.deps.db.insert(workLists).values({ userId: id, name: 'Liste\u0080 préférée', description: 'ok' }).returning();
    expect((await me.call(api.userInfoModify, { bio: 'caf\u00E9\u0085 au lait \u009B31m' })).envelope.code).toBe(Code.badRequest);

    const migration = await fs.readFile(path.join(MIGRATIONS_DIR, '0039_strip_c1_controls.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await h.deps.db.execute(sql.raw(statement));

    const [row] = await h.deps.db.select({ bio: users.bio }).from(users).where(eq(users.id, id));
    expect(row.bio).toBe('caf\u00E9 au lait 31m');
    const [saved] = await h.deps.db.select().from(workLists).where(eq(workLists.id, list.id));
    expect([saved.name, saved.description]).toEqual(['Liste préférée', 'ok']);
    expect((await me.call(api.userInfoModify, { bio: row.bio })).envelope.code).toBe(Code.ok);
  });
});
