// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kvStore, KV_STORE_NAMES } from './kv-stores.ts';
import { createMdStore, MdDatabase } from './md-db.ts';

const store = () => createMdStore(new MdDatabase(`md_db_test_${Math.random()}`));

describe('md_db', () => {
  it('gives each added record a new, increasing id, and answers a missing id with the spec message', async () => {
    const s = store();
    const first = await s.add('一');
    const second = await s.add('二');
    expect(second.data).toBeGreaterThan(first.data);
    expect((await s.get(second.data)).name).toBe('二');
    await expect(s.get(second.data + 1)).rejects.toThrow('获取失败：数据不存在');
  });

  it('adds with the spec message and an ISO createdAt', async () => {
    const s = store();
    const added = await s.add('海边');
    expect(added.message).toBe('添加成功');
    const record = await s.get(added.data);
    expect(record.name).toBe('海边');
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
  });

  it('bulk adds, queries, updates and deletes with the spec messages', async () => {
    const s = store();
    expect((await s.bulkAdd(['一', '二', '二'])).message).toBe('批量添加成功');
    expect((await s.query()).map((r) => r.name)).toEqual(['一', '二', '二']);
    expect(await s.query({ name: '二' })).toHaveLength(2);
    const [first] = await s.query();
    expect((await s.update(first.id, { name: '壹' })).message).toBe('更新成功');
    expect((await s.get(first.id)).name).toBe('壹');
    expect((await s.delete(first.id)).message).toBe('删除成功');
    expect(await s.query()).toHaveLength(2);
  });

  it('fails with the Chinese prefix and the reason', async () => {
    const s = store();
    await expect(s.get(999)).rejects.toThrow('获取失败：数据不存在');
    await expect(s.update(999, { name: 'x' })).rejects.toThrow('更新失败：数据不存在或无需更新');
    const { data } = await s.add('same');
    await expect(s.update(data, { name: 'same' })).rejects.toThrow('更新失败：数据不存在或无需更新');
  });
});

describe('key-value stores', () => {
  it.each(Object.keys(KV_STORE_NAMES) as (keyof typeof KV_STORE_NAMES)[])('%s keeps values apart from the others', async (name) => {
    const kv = kvStore(name);
    await kv.setItem('key', { name, at: 1 });
    expect(await kv.getItem('key')).toEqual({ name, at: 1 });
    for (const other of Object.keys(KV_STORE_NAMES) as (keyof typeof KV_STORE_NAMES)[]) {
      if (other !== name) expect(await kvStore(other).getItem('key')).not.toEqual({ name, at: 1 });
    }
    await kv.removeItem('key');
  });
});
