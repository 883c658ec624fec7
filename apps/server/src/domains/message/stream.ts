/**
 * The live unread counts (decision 0048): server-sent events framed by hand on a signed POST, so the stream passes
 * the same guard as every call (signature, nonce, XSRF, token, access) — EventSource could send none of our headers.
 * An `unread` event carries an envelope of the counts (encrypted like any answer) at once and after every change
 * the bus reports; a comment line every MESSAGE_STREAM_PING_MS keeps proxies and idle timers from closing it.
 * A call that does not accept text/event-stream gets the counts as an ordinary answer.
 */
import { Code, MESSAGE_STREAM_PING_MS, type api } from '@md/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { prepareAnswer } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';
import { messageBus } from './bus.ts';
import { unreadCounts } from './queries.ts';
import { waitForRecipient } from './tabs.ts';

type Counts = z.input<typeof api.messageStream.response>;

/** Streams one user may hold in one process (a few tabs and devices); more are refused with 4136. */
export const STREAMS_PER_USER = 6;

/** The open streams of one app, so that closing the app ends them (a stream never ends by itself). */
export class OpenStreams {
  private readonly enders = new Set<() => void>();
  private readonly perUser = new Map<number, number>();

  count(userId: number) {
    return this.perUser.get(userId) ?? 0;
  }

  add(userId: number, end: () => void) {
    this.enders.add(end);
    this.perUser.set(userId, this.count(userId) + 1);
    return () => {
      this.enders.delete(end);
      const left = this.count(userId) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }

  endAll() {
    for (const end of [...this.enders]) end();
  }
}

/** Counts once every message write for the user that began before has ended (tabs.ts, the recipient's lock). */
function freshCounts(deps: Deps, userId: number) {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await waitForRecipient(tx, userId);
    return unreadCounts(tx, userId);
  });
}

export const wantsStream = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/event-stream');

export async function streamUnread(deps: Deps, userId: number, request: FastifyRequest, reply: FastifyReply, streams: OpenStreams): Promise<Counts> {
  if (!wantsStream(request)) return unreadCounts(deps.db, userId);
  if (streams.count(userId) >= STREAMS_PER_USER) throw new ApiError(200, Code.messageStreamLimit, 'messageStreamLimit');
  const first = await freshCounts(deps, userId);

  reply.hijack();
  const raw = reply.raw;
  // The headers the guard and the security plugin have set so far (the XSRF cookie among them), then the stream's.
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });

  let last = first;
  let open = true;
  const send = async (counts: Counts) => {
    const { text } = await prepareAnswer(deps.config, counts);
    if (open) raw.write(`event: unread\ndata: ${text}\n\n`);
  };

  // Events that arrive while a count is under way are folded into one more count after it.
  let running: Promise<void> | null = null;
  let again = false;
  const recount = () => {
    if (!open) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          last = await freshCounts(deps, userId);
          await send(last);
        } catch (error) {
          request.log.warn({ err: error }, 'message stream: count failed');
        }
      } while (again && open);
      running = null;
    })();
  };

  return new Promise<Counts>((resolve) => {
    const unsubscribe = messageBus().subscribe(userId, recount);
    const ping = setInterval(() => raw.write(': ping\n\n'), MESSAGE_STREAM_PING_MS);
    let forget = () => {};
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(ping);
      unsubscribe();
      forget();
      if (!raw.writableEnded) raw.end();
      resolve(last);
    };
    forget = streams.add(userId, end);
    raw.on('close', end);
    raw.on('error', end);
    void send(first).catch(end);
  });
}
