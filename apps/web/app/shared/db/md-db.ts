/**
 * IndexedDB `md_db`, version 1 (spec sections 3 and 5): one table of records with an auto-increment id, a name
 * and the ISO time they were added. Each operation answers with the spec's success message or fails with its
 * prefix and the reason, in the page's language (the spec's zh-CN by default).
 */
import { catalogues, type Catalogue } from '@md/contract/client';
import Dexie, { type EntityTable } from 'dexie';
import { activeLocale } from '../i18n/i18n.ts';

/** Read when a message is made, so a language switch applies to the next one. */
const texts = (): Catalogue => catalogues[activeLocale()];

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
      attempt(texts().dbAddFailed, async () => ({ message: texts().dbAdded, data: await db.records.add({ name, createdAt: new Date().toISOString() } as MdRecord) })),

    bulkAdd: (names: string[]): Promise<DbResult<number>> =>
      attempt(texts().dbBulkAddFailed, async () => {
        const now = new Date().toISOString();
        await db.records.bulkAdd(names.map((name) => ({ name, createdAt: now }) as MdRecord));
        return { message: texts().dbBulkAdded, data: names.length };
      }),

    get: (id: number): Promise<MdRecord> =>
      attempt(texts().dbGetFailed, async () => {
        const record = await db.records.get(id);
        if (!record) throw new Error(texts().dbNotFound);
        return record;
      }),

    update: (id: number, changes: Partial<Pick<MdRecord, 'name'>>): Promise<DbResult<number>> =>
      attempt(texts().dbUpdateFailed, async () => {
        const current = await db.records.get(id);
        if (!current || Object.entries(changes).every(([k, v]) => current[k as keyof MdRecord] === v)) throw new Error(texts().dbNothingToUpdate);
        await db.records.update(id, changes);
        return { message: texts().dbUpdated, data: id };
      }),

    delete: (id: number): Promise<DbResult<number>> =>
      attempt(texts().dbDeleteFailed, async () => {
        await db.records.delete(id);
        return { message: texts().dbDeleted, data: id };
      }),

    query: (filter?: { name?: string }): Promise<MdRecord[]> =>
      attempt(texts().dbQueryFailed, () => (filter?.name ? db.records.where('name').equals(filter.name).toArray() : db.records.orderBy('id').toArray())),
  };
}

export type MdStore = ReturnType<typeof createMdStore>;
