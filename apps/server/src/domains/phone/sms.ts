/**
 * How a code leaves the server: one small interface, chosen by SMS_PROVIDER (decision 0035).
 * - log (default): the server log, plus an in-process inbox the inject tests read;
 * - inbox: the same, and one JSON line per message in DATA_DIR/sms-inbox.jsonl for browser tests (refused in production);
 * - webhook: a POST of the message to SMS_WEBHOOK_URL, the operator's gateway to a real SMS service.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { text, type Locale, type SmsPurpose } from '@md/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';

export interface SmsMessage {
  /** E.164. */
  to: string;
  code: string;
  purpose: SmsPurpose;
  /** The text a person reads, in the caller's language. */
  text: string;
  locale: Locale;
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves once the message is accepted; rejects when it cannot be sent. */
  send(message: SmsMessage): Promise<void>;
}

export const INBOX_FILE = 'sms-inbox.jsonl';
const INBOX_KEEP = 200;
const WEBHOOK_TIMEOUT_MS = 5000;

/** The last messages sent by the log and inbox providers, newest last (tests read it through `smsInbox`). */
class MemoryInbox {
  readonly messages: SmsMessage[] = [];
  add(message: SmsMessage) {
    this.messages.push(message);
    if (this.messages.length > INBOX_KEEP) this.messages.shift();
  }
}

function logProvider(log: FastifyBaseLogger, inbox: MemoryInbox): SmsProvider {
  return {
    name: 'log',
    async send(message) {
      inbox.add(message);
      log.info({ sms: { to: message.to, purpose: message.purpose, code: message.code } }, 'sms code (log provider)');
    },
  };
}

function inboxProvider(config: Config, log: FastifyBaseLogger, inbox: MemoryInbox): SmsProvider {
  const file = path.join(config.dataDir, INBOX_FILE);
  const toLog = logProvider(log, inbox);
  return {
    name: 'inbox',
    async send(message) {
      await toLog.send(message);
      await fs.mkdir(config.dataDir, { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`, { mode: 0o600 });
    },
  };
}

function webhookProvider(config: Config): SmsProvider {
  const url = config.sms.webhookUrl!;
  return {
    name: 'webhook',
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.sms.webhookToken) headers.authorization = `Bearer ${config.sms.webhookToken}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text, code: message.code, purpose: message.purpose, locale: message.locale }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

interface Sms {
  provider: SmsProvider;
  log: FastifyBaseLogger;
  inbox: MemoryInbox;
}
const byDeps = new WeakMap<Deps, Sms>();

/** Makes the app's provider from its configuration (once per app, when the phone routes are registered). */
export function setUpSms(deps: Deps, log: FastifyBaseLogger, override?: SmsProvider): SmsProvider {
  const inbox = new MemoryInbox();
  const { config } = deps;
  const provider =
    override ??
    (config.sms.provider === 'webhook' ? webhookProvider(config) : config.sms.provider === 'inbox' ? inboxProvider(config, log, inbox) : logProvider(log, inbox));
  byDeps.set(deps, { provider, inbox, log });
  if (config.production && provider.name === 'log') log.warn('SMS_PROVIDER=log: sign-in codes go to the log only; set SMS_PROVIDER=webhook (docs/operations.md)');
  return provider;
}

/** Sends through the app's provider; a failure is logged with its cause (the caller is told only that it failed). */
export async function sendSms(deps: Deps, message: SmsMessage): Promise<void> {
  const sms = byDeps.get(deps);
  if (!sms) throw new Error('SMS is not set up: register the phone routes first');
  try {
    await sms.provider.send(message);
  } catch (error) {
    sms.log.error({ err: error, provider: sms.provider.name, purpose: message.purpose }, 'sms send failed');
    throw error;
  }
}

/** The messages the log and inbox providers sent in this process, oldest first (tests). */
export function smsInbox(deps: Deps): readonly SmsMessage[] {
  return byDeps.get(deps)?.inbox.messages ?? [];
}

/** Replaces the app's provider and returns the one it replaced (tests of a failing gateway). */
export function useSmsProvider(deps: Deps, provider: SmsProvider): SmsProvider {
  const sms = byDeps.get(deps);
  if (!sms) throw new Error('SMS is not set up: register the phone routes first');
  const previous = sms.provider;
  sms.provider = provider;
  return previous;
}

export function smsText(locale: Locale, code: string, minutes: number) {
  return text(locale, 'smsText', { code, minutes });
}
