/**
 * Certifies a creator (user/isCert), or withdraws the mark, on the database the server uses (same environment).
 *   npm run certify -w @md/server -- <account> ['<note>']
 *   npm run certify -w @md/server -- <account> --remove
 * With PGlite (no DATABASE_URL), stop the server first: its data folder takes one process at a time.
 */
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { certifications, users } from '../src/db/schema/index.ts';

const [account, option] = process.argv.slice(2);
if (!account) {
  console.error("usage: npm run certify -w @md/server -- <account> ['<note>' | --remove]");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 1 });
try {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  if (!user) {
    console.error(`no account named ${account}`);
    process.exitCode = 1;
  } else if (option === '--remove') {
    const removed = await database.db.delete(certifications).where(eq(certifications.userId, user.id)).returning();
    console.log(removed.length ? `${account}: certification withdrawn` : `${account} was not certified`);
  } else {
    await database.db
      .insert(certifications)
      .values({ userId: user.id, note: option ?? null })
      .onConflictDoUpdate({ target: certifications.userId, set: { note: option ?? null } });
    console.log(`${account}: certified`);
  }
} finally {
  await database.close();
}
