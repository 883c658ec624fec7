/**
 * The operator command's words for creators' works (decision 0066): `works` (awaiting review), `approve-work <id>`,
 * `reject-work <id> --reason '<reason>'` (or the reason as the last words, as `reject` takes it). They need the
 * app's dependencies (the media stores), so scripts/ops.ts runs them with those, like `ingest`.
 */
import type { Deps } from '../../deps.ts';
import { approveWork, rejectWork, worksInReview, type WorkDecision } from '../works/service.ts';
import { terminalText, WORK_OPS_USAGE, type OpsResult } from './command.ts';

export const WORK_OPS_COMMANDS = ['works', 'approve-work', 'reject-work'] as const;

export const isWorkOpsCommand = (command: string | undefined) => (WORK_OPS_COMMANDS as readonly string[]).includes(command ?? '');

const usage = (): OpsResult => ({ ok: false, usage: true, output: `usage: npm run ops -- <command> [--by <name>]\n${WORK_OPS_USAGE}` });

/** Takes `--name value` out of the arguments; value undefined when absent, '' when it has no value. */
function option(args: string[], name: string) {
  const at = args.indexOf(name);
  if (at === -1) return { rest: args, value: undefined };
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], value: (args[at + 1] ?? '').trim() };
}

const workId = (text: string | undefined) => {
  const n = Number(text);
  return text !== undefined && /^\d+$/.test(text) && n > 0 && n <= 2_147_483_647 ? n : null;
};

function refusal(id: number, decision: WorkDecision): OpsResult {
  if (decision.status !== 'refused') throw new Error('not a refusal');
  if (decision.state === null) return { ok: false, output: `no work #${id}` };
  return { ok: false, output: `work #${id} is not awaiting review (it is ${decision.state}): nothing changed` };
}

/** Runs one of WORK_OPS_COMMANDS; the usage for anything malformed. */
export async function runWorkOps(deps: Deps, argv: string[], context: { defaultBy: string; now: Date }): Promise<OpsResult> {
  const byOption = option(argv, '--by');
  const by = byOption.value === undefined ? context.defaultBy.trim() : byOption.value;
  const reasonOption = option(byOption.rest, '--reason');
  const [command, target, ...words] = reasonOption.rest;
  if (!by || !isWorkOpsCommand(command)) return usage();
  const operator = { by: by.slice(0, 64), now: context.now };
  if (command === 'works') {
    if (target !== undefined || reasonOption.value !== undefined) return usage();
    const queue = await worksInReview(deps.db);
    if (queue.length === 0) return { ok: true, output: 'no works awaiting review' };
    const lines = queue.map((w) => `#${w.id}  user ${w.userId}  ${w.updatedAt.toISOString()}  ${Math.round(w.duration ?? 0)} s  ${(w.bytes / 1024 / 1024).toFixed(1)} MB  ${terminalText(w.title)}`);
    return { ok: true, output: lines.join('\n') };
  }
  const id = workId(target);
  if (id === null) return usage();
  if (command === 'approve-work') {
    if (words.length > 0 || reasonOption.value !== undefined) return usage();
    const decision = await approveWork(deps, id, operator);
    if (decision.status !== 'published') return refusal(id, decision);
    return { ok: true, output: `work #${id} approved by ${operator.by}: video #${decision.mediaId} "${terminalText(decision.title)}"` };
  }
  if (reasonOption.value !== undefined && words.length > 0) return usage();
  const reason = (reasonOption.value ?? words.join(' ')).trim();
  if (!reason) return usage();
  const decision = await rejectWork(deps, id, reason, operator);
  if (decision.status !== 'rejected') return refusal(id, decision);
  return { ok: true, output: `work #${id} rejected by ${operator.by}: ${terminalText(reason, 200)}` };
}
