import type { z } from 'zod';
import { zhCN } from './messages.ts';

/** The first problem of a failed parse as one readable sentence, for the envelope's tip. */
export function firstIssueTip(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return zhCN.badRequest;
  if (issue.code === 'unrecognized_keys') return `${zhCN.badRequest}：不支持的字段 ${issue.keys.join(', ')}`;
  const field = issue.path.join('.');
  // Our own messages are Chinese sentences; zod's defaults are English and get the field name in front.
  if (/[\u4e00-\u9fff]/.test(issue.message)) return issue.message;
  return field ? `${zhCN.badRequest}：${field}（${issue.message}）` : `${zhCN.badRequest}：${issue.message}`;
}
