/**
 * The table owners the lint enforces (table-owners.json, read by eslint.config.js) name every table of the schema
 * once, and every owner is a domain that exists: a new table without an owner, or an owner renamed, fails here
 * rather than slipping past the rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import owners from './table-owners.json' with { type: 'json' };

const { '//': why, infrastructure, ...byDomain } = owners;

describe('the table owners', () => {
  it('give each table of the schema exactly one owner', () => {
    const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable)).map(([name]) => name).sort();
    const owned = [...infrastructure, ...Object.values(byDomain).flat()];
    expect(new Set(owned).size, 'a table listed twice').toBe(owned.length);
    expect([...owned].sort()).toEqual(tables);
    expect(why).toMatch(/lint/);
  });

  it('are domains that exist', () => {
    const domains = fs.readdirSync(path.join(import.meta.dirname, '../domains'));
    for (const domain of Object.keys(byDomain)) expect(domains, domain).toContain(domain);
  });
});
