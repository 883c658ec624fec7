/**
 * How "this user's messages changed" reaches the live streams (decision 0048): in process by default; through
 * Redis pub/sub when REDIS_URL is set, so a stream held by one server process hears of a write made by another.
 * With Redis even this process's own streams hear of it through Redis, so one path is tested and used.
 * The process has one current bus: the app opens it at start (routes.ts); writers publish to it.
 */
import { Redis } from 'ioredis';

type Listener = () => void;

export interface MessageBus {
  publish(userId: number): void;
  /** Calls `listener` after each publish for `userId`; answers the way to stop. */
  subscribe(userId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'md:messages';
/** The user id that means everyone (ids start at 1). */
export const EVERYONE = 0;

class Listeners {
  private readonly byUser = new Map<number, Set<Listener>>();

  add(userId: number, listener: Listener) {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  /** Tells the user's listeners; EVERYONE tells every listener (an announcement to all). */
  tell(userId: number) {
    if (userId === EVERYONE) for (const set of this.byUser.values()) for (const listener of set) listener();
    else for (const listener of this.byUser.get(userId) ?? []) listener();
  }
}

class LocalBus implements MessageBus {
  private readonly listeners = new Listeners();
  publish(userId: number) {
    // After the current work, as Redis would: a writer never runs a stream's code inside its transaction.
    setImmediate(() => this.listeners.tell(userId));
  }
  subscribe(userId: number, listener: Listener) {
    return this.listeners.add(userId, listener);
  }
  async close() {}
}

class RedisBus implements MessageBus {
  private readonly listeners = new Listeners();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.subscriber.on('message', (_channel: string, text: string) => {
      const userId = Number(text);
      if (Number.isInteger(userId)) this.listeners.tell(userId);
    });
    // A failed subscription or a lost connection: ioredis reconnects and subscribes again; clients poll meanwhile.
    this.subscriber.subscribe(CHANNEL).catch(() => {});
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
  }

  publish(userId: number) {
    // A lost event costs a badge update, never a message: the client polls when its stream breaks.
    this.publisher.publish(CHANNEL, String(userId)).catch(() => {});
  }

  subscribe(userId: number, listener: Listener) {
    return this.listeners.add(userId, listener);
  }

  /** Resolves once the subscription is in place (tests wait for it before publishing). */
  async ready() {
    if (this.subscriber.status !== 'ready') await new Promise<void>((resolve) => this.subscriber.once('ready', () => resolve()));
    await this.subscriber.subscribe(CHANNEL);
  }

  async close() {
    // quit() sends what is queued first (an operator's command publishes and closes at once).
    await this.publisher.quit().catch(() => this.publisher.disconnect());
    this.subscriber.disconnect();
  }
}

const local = new LocalBus();
let current: MessageBus = local;

/** Opens the bus for this configuration and makes it the process's current one. */
export async function openMessageBus(redisUrl: string | undefined): Promise<MessageBus> {
  if (!redisUrl) {
    current = local;
    return local;
  }
  const bus = new RedisBus(redisUrl);
  await bus.ready();
  current = bus;
  return bus;
}

/** Closes a bus the app opened; the process falls back to the in-process one. */
export async function closeMessageBus(bus: MessageBus) {
  if (current === bus) current = local;
  await bus.close();
}

export function messageBus(): MessageBus {
  return current;
}
