/**
 * The operators' audit (table operator_audit, decision 0043): every action of `npm run ops` writes one row, in the
 * same transaction as the change it records. Shared by the domains whose actions operators take.
 */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operatorAudit } from '../db/schema/index.ts';

export type AuditTargetType = 'post' | 'comment' | 'report' | 'word' | 'review' | 'feedback' | 'notice' | 'media';

export interface AuditEntry {
  actor: string;
  action: string;
  targetType: AuditTargetType;
  targetId: number | null;
  reason?: string | null;
  at: Date;
}

export async function recordOperatorAction(db: Db, entry: AuditEntry) {
  await db.insert(operatorAudit).values({ ...entry, actor: entry.actor.slice(0, 64), reason: entry.reason ?? null });
}

/** The newest rows first. */
export function latestOperatorActions(db: Db, limit: number) {
  return db.select().from(operatorAudit).orderBy(desc(operatorAudit.at), desc(operatorAudit.id)).limit(limit);
}
