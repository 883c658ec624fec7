import { api } from '@md/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index.ts';
import type { TestClient } from '../../test/harness.ts';
import { useCast } from '../../test/fixtures.ts';
import { runOps as runOpsProcess } from '../../test/server-process.ts';
import { OPS_USAGE, runOps, terminalText } from './service.ts';

const cast = useCast('ops', { seedVideos: 3 });

const ops = (...argv: string[]) => runOps(cast.h.deps.db, argv, { defaultBy: 'tester', now: new Date() });
const comment = async (client: TestClient, content: string, extra: { parentId?: number } = {}) =>
  (await client.call(api.commentAdd, { mediaId: 2, content, ...extra })).data.id;
const listed = async (client: TestClient) => {
  const page = (await client.call(api.commentList, { mediaId: 2, pageSize: 50 })).data;
  return { page, ids: page.list.flatMap((c) => [c.id, ...c.preview.map((r) => r.id)]) };
};
const auditRows = async () => (await cast.h.deps.db.select({ n: count() }).from(operatorAudit))[0].n;

describe('the operator command: parsing', () => {
  it('prints the usage for anything it does not understand, and changes nothing', async () => {
    const before = await auditRows();
    for (const argv of [
      ['nonsense'],
      ['approve'],
      ['approve', 'x'],
      ['approve', '-1'],
      ['approve', '1.5'],
      ['approve', '1', 'extra'],
      ['reject', '1'],
      ['hide-comment', '1'],
      ['hide-comment', 'one', 'why'],
      ['unhide-comment'],
      ['dismiss'],
      ['dismiss', 'video:1'],
      ['dismiss', 'comment:x'],
      ['words', 'add'],
      ['words', 'drop', 'x'],
      ['words', 'add', 'x'.repeat(51)],
      ['audit', '--limit', '0'],
      ['audit', '--limit', 'ten'],
      ['audit', 'extra'],
      ['queue', 'extra'],
      ['posts', '--by', ''],
    ]) {
      const result = await ops(...argv);
      expect(result, argv.join(' ')).toEqual({ ok: false, usage: true, output: OPS_USAGE });
    }
    expect(await auditRows()).toBe(before);
  });

  it('answers help, or no command at all, with the usage, as an answer: exit code 0, on standard output, before any database is opened', async () => {
    const before = await auditRows();
    for (const word of ['help', '--help', '-h']) expect(await ops(word)).toEqual({ ok: true, output: OPS_USAGE });
    expect(await ops()).toEqual({ ok: true, output: OPS_USAGE });
    // Help with more words is not help: the usage as a complaint.
    expect(await ops('--help', 'approve')).toEqual({ ok: false, usage: true, output: OPS_USAGE });
    expect(await auditRows()).toBe(before);
    // The real command, given a data folder that is a file (no database can open there): it answers all the same,
    // with exit code 0 (a non-zero code rejects).
    expect(await runOpsProcess({ DATABASE_URL: '', DATA_DIR: import.meta.filename }, ['--help'])).toBe(`${OPS_USAGE}\n`);
    expect(await runOpsProcess({ DATABASE_URL: '', DATA_DIR: import.meta.filename }, [])).toBe(`${OPS_USAGE}\n`);
  });

  it('prints user text on one line without control characters (no terminal escapes)', () => {
    expect(terminalText('a\u001b[31mred\u0007\nnext\u202eline')).toBe('a [31mred next line');
    expect(terminalText('字'.repeat(50))).toBe(`${'字'.repeat(40)}…`);
  });
});

describe('the operator command: the queue and its actions', () => {
  it('a reported comment is queued with its count and reasons; hiding it takes it out of every list but its author’s', async () => {
    const root = await comment(cast.member, '被举报的根评论');
    const reply = await comment(cast.other, '一条回复', { parentId: root });
    const third = await cast.h.registered('ops_third');
    await cast.other.call(api.reportAdd, { contentType: 'comment', id: root, reason: 'spam' });
    await third.call(api.reportAdd, { contentType: 'comment', id: root, reason: 'abuse', text: '广告' });
    const queue = (await ops('queue')).output;
    expect(queue).toMatch(new RegExp(`comment:${root} .* shown .*2 report\\(s\\): abuse 1, spam 1`));
    expect(queue).toContain('被举报的根评论');
    const countBefore = (await cast.visitor.call(api.mediaDetail, { id: 2 })).data.comments;

    const before = await auditRows();
    const hidden = await ops('hide-comment', String(reply), 'off', 'topic', '--by', 'alice');
    expect(hidden).toEqual({ ok: true, output: `comment #${reply} hidden by alice: off topic` });
    expect(await auditRows()).toBe(before + 1);
    for (const viewer of [cast.visitor, cast.guest, cast.member, third]) expect((await listed(viewer)).ids).not.toContain(reply);
    const replies = (await cast.member.call(api.commentReplies, { rootId: root, pageSize: 10 })).data;
    expect(replies.list.map((r) => r.id)).not.toContain(reply);
    // Its author still sees it, marked.
    const own = (await cast.other.call(api.commentReplies, { rootId: root, pageSize: 10 })).data.list.find((r) => r.id === reply);
    expect(own).toMatchObject({ hidden: true, deleted: false, content: '一条回复' });
    expect((await cast.other.call(api.commentMine, {})).data.list.find((c) => c.id === reply)).toMatchObject({ hidden: true });
    // The thread's count and the video's count leave it too, as for a deleted comment.
    expect((await listed(cast.visitor)).page.list.find((c) => c.id === root)!.replies).toBe(0);

    expect(await ops('hide-comment', String(root), 'advertising')).toMatchObject({ ok: true });
    expect((await listed(cast.visitor)).ids).not.toContain(root);
    expect((await listed(cast.member)).page.list.find((c) => c.id === root)).toMatchObject({ hidden: true });
    expect((await ops('queue')).output).not.toContain(`comment:${root}`);
    expect(await ops('hide-comment', String(root), 'again')).toEqual({ ok: true, output: `comment #${root} is already hidden` });
    expect(await ops('hide-comment', '999999', 'why')).toMatchObject({ ok: false });

    expect(await ops('unhide-comment', String(reply))).toMatchObject({ ok: true });
    expect(await ops('unhide-comment', String(root))).toMatchObject({ ok: true });
    const back = (await listed(cast.visitor)).page.list.find((c) => c.id === root)!;
    expect(back).toMatchObject({ hidden: false, deleted: false, replies: 1 });
    expect((await cast.visitor.call(api.mediaDetail, { id: 2 })).data.comments).toBe(countBefore);

    const audit = (await ops('audit', '--limit', '4')).output.split('\n');
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatch(new RegExp(`tester {2}unhide {2}comment:${root}$`));
    expect(audit.some((line) => line.includes(`alice  hide  comment:${reply}  off topic`))).toBe(true);
  });

  it('dismisses one report or every report of an item, each an audited action', async () => {
    const id = await comment(cast.member, '再次被举报');
    const one = (await cast.other.call(api.reportAdd, { contentType: 'comment', id, reason: 'other' })).data.id;
    const before = await auditRows();
    expect(await ops('dismiss', String(one))).toEqual({ ok: true, output: `report #${one} dismissed by tester` });
    expect(await ops('dismiss', String(one))).toMatchObject({ ok: false });
    expect((await ops('queue')).output).not.toContain(`comment:${id}`);
    // Dismissed, the user may report the item again.
    expect((await cast.other.call(api.reportAdd, { contentType: 'comment', id, reason: 'porn' })).data.created).toBe(true);
    expect(await ops('dismiss', `comment:${id}`)).toMatchObject({ ok: true, output: `1 report(s) of comment:${id} dismissed by tester` });
    expect(await ops('dismiss', `comment:${id}`)).toMatchObject({ ok: false });
    expect(await auditRows()).toBe(before + 2);
    expect((await ops('audit', '--limit', '1')).output).toContain(`dismiss  comment:${id}`);
  });

  it('pending and reported posts in the queue; approve and reject are audited; rejecting closes the reports', async () => {
    const post = (await cast.member.call(api.postPublish, { text: 'a post for the queue' })).data.id;
    expect((await ops('queue')).output).toMatch(new RegExp(`pending posts: \\d+\\n(.*\\n)*  post #${post} `));
    const before = await auditRows();
    expect(await ops('approve', String(post))).toMatchObject({ ok: true });
    await cast.other.call(api.reportAdd, { contentType: 'post', id: post, reason: 'illegal' });
    expect((await ops('queue')).output).toMatch(new RegExp(`post:${post} .* approved .*1 report\\(s\\): illegal 1`));
    expect(await ops('reject', String(post), 'not', 'allowed')).toEqual({ ok: true, output: `post #${post} rejected by tester: not allowed (1 report(s) closed)` });
    expect((await ops('queue')).output).not.toContain(`post:${post}`);
    expect(await auditRows()).toBe(before + 2);
    expect((await ops('audit', '--limit', '1')).output).toMatch(new RegExp(`tester {2}reject {2}post:${post} {2}not allowed$`));
    expect(await ops('approve', '999999')).toMatchObject({ ok: false, output: 'no post #999999' });
  });

  it('edits the banned-word list, applied at once; each edit is audited', async () => {
    const before = await auditRows();
    expect(await ops('words', 'add', '刷单')).toEqual({ ok: true, output: '"刷单" added by tester' });
    expect(await ops('words', 'add', '刷单')).toEqual({ ok: true, output: '"刷单" is already on the list' });
    expect((await ops('words')).output).toContain('刷单');
    expect((await cast.member.call(api.commentAdd, { mediaId: 3, content: '来刷单' })).data.content).toBe('来＊＊');
    expect(await ops('words', 'remove', '刷单')).toEqual({ ok: true, output: '"刷单" removed by tester' });
    expect(await ops('words', 'remove', '刷单')).toMatchObject({ ok: false });
    expect((await ops('words')).output).not.toContain('刷单');
    expect((await cast.member.call(api.commentAdd, { mediaId: 3, content: '来刷单' })).data.content).toBe('来刷单');
    expect(await auditRows()).toBe(before + 2);
    const audit = (await ops('audit', '--limit', '2')).output;
    expect(audit).toMatch(/word-remove {2}word {2}刷单\n.*word-add {2}word {2}刷单/);
  });
});
