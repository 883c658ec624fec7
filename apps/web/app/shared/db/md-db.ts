/**
 * IndexedDB `md_db`, version 1 (spec sections 3 and 5): one table of records with an auto-increment id, a name
 * and the ISO time they were added. Each operation answers with the spec's success message or fails with its
 * Chinese prefix and the reason.
 */
import { zhCN } from '@md/contract/client';
import Dexie, { type EntityTable } from 'dexie';

export interface MdRecord {
  id: number;
  name: string;
  createdAt: string;
}

export interface DbResult<T> {
  message: string;
  data: T;
}

export const MD_DB_NAME = 'md_db';
export const MD_DB_VERSION = 1;

export class MdDatabase extends Dexie {
  records!: EntityTable<MdRecord, 'id'>;

  constructor(name = MD_DB_NAME) {
    super(name);
    this.version(MD_DB_VERSION).stores({ records: '++id, name, createdAt' });
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function attempt<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${prefix}${reason(error)}`);
  }
}

export function createMdStore(db: MdDatabase = new MdDatabase()) {
  return {
    db,
    add: (name: string): Promise<DbResult<number>> =>
      attempt(zhCN.dbAddFailed, async () => ({ message: zhCN.dbAdded, data: await db.records.add({ name, createdAt: new Date().toISOString() } as MdRecord) })),

    bulkAdd: (names: string[]): Promise<DbResult<number>> =>
      attempt(zhCN.dbBulkAddFailed, async () => {
        const now = new Date().toISOString();
        await db.records.bulkAdd(names.map((name) => ({ name, createdAt: now }) as MdRecord));
        return { message: zhCN.dbBulkAdded, data: names.length };
      }),

    get: (id: number): Promise<MdRecord> =>
      attempt(zhCN.dbGetFailed, async () => {
        const record = await db.records.get(id);
        if (!record) throw new Error(zhCN.dbNotFound);
        return record;
      }),

    update: (id: number, changes: Partial<Pick<MdRecord, 'name'>>): Promise<DbResult<number>> =>
      attempt(zhCN.dbUpdateFailed, async () => {
        const current = await db.records.get(id);
        if (!current || Object.entries(changes).every(([k, v]) => current[k as keyof MdRecord] === v)) throw new Error(zhCN.dbNothingToUpdate);
        await db.records.update(id, changes);
        return { message: zhCN.dbUpdated, data: id };
      }),

    delete: (id: number): Promise<DbResult<number>> =>
      attempt(zhCN.dbDeleteFailed, async () => {
        await db.records.delete(id);
        return { message: zhCN.dbDeleted, data: id };
      }),

    query: (filter?: { name?: string }): Promise<MdRecord[]> =>
      attempt(zhCN.dbQueryFailed, () => (filter?.name ? db.records.where('name').equals(filter.name).toArray() : db.records.orderBy('id').toArray())),
  };
}

export type MdStore = ReturnType<typeof createMdStore>;
