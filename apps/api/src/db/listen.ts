import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A channel of PostgreSQL's LISTEN/NOTIFY, as one process hears it. `onChange` runs on every notification and also
 * whenever notifications may have been missed (the connection dropped, or came back): a listener that may have
 * missed one must not trust what it kept. `live()` says whether notifications are arriving now.
 */
export interface Listening {
  live(): boolean;
  close(): Promise<void>;
}
export type Listen = (channel: string, onChange: () => void) => Promise<Listening>;

/** Only plain names are listened to (the channel is part of the statement). */
function checkChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

const RECONNECT_MS = 1_000;

/**
 * On a PostgreSQL server: a connection of its own (a pooled one may be handed to anyone), opened again a second
 * after it is lost, for as long as the listener is open.
 */
export function listenOnServer(connectionString: string): Listen {
  return async (channel, onChange) => {
    checkChannel(channel);
    let client: pg.Client | undefined;
    let live = false;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;

    const given = new WeakSet<pg.Client>();
    /** A connection that failed, ended or could not listen: said once, then another is tried a moment later. */
    const lost = (failed: pg.Client) => {
      if (given.has(failed)) return;
      given.add(failed);
      if (client === failed) client = undefined;
      live = false;
      failed.end().catch(() => undefined);
      onChange();
      if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS).unref();
    };

    async function connect(): Promise<void> {
      retry = undefined;
      if (closed) return;
      // Keep-alive probes find a connection that died without a word (a dropped route, a failed-over server).
      const candidate = new pg.Client({ connectionString, keepAlive: true });
      candidate.on('notification', (message) => {
        if (message.channel === channel) onChange();
      });
      candidate.on('error', () => lost(candidate));
      candidate.on('end', () => lost(candidate));
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${channel}`);
      } catch {
        lost(candidate);
        return;
      }
      if (closed || given.has(candidate)) {
        await candidate.end().catch(() => undefined);
        return;
      }
      client = candidate;
      live = true;
      // Whatever changed while no one listened.
      onChange();
    }

    await connect();
    return {
      live: () => live,
      async close() {
        closed = true;
        if (retry) clearTimeout(retry);
        const open = client;
        client = undefined;
        live = false;
        await open?.end().catch(() => undefined);
      },
    };
  };
}

/**
 * In the embedded database: its one session hears its own notifications, which are all there are (no other process
 * opens it). Called before the app serves, when no transaction holds the session.
 */
export function listenInProcess(client: PGlite): Listen {
  return async (channel, onChange) => {
    checkChannel(channel);
    let live = true;
    const unlisten = await client.listen(channel, () => onChange());
    return {
      live: () => live,
      async close() {
        if (!live) return;
        live = false;
        if (!client.closed) await unlisten().catch(() => undefined);
      },
    };
  };
}
