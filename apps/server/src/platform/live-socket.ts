import {
  COOKIE,
  type ErrorCode,
  LIVE_CLOSE,
  LIVE_PATH,
  type LiveEvent,
  type LiveMessage,
  type RoleType,
} from '@datamall/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { LiveBus } from './live-bus.js';
import { type Actor, bearerToken } from './request-context.js';

/** How often each open connection's session is checked again (expiry; a logout is announced at once). */
const RECHECK_MS = 30_000;
/** Pings keep proxies from closing an idle connection and find dead peers. */
const PING_MS = 25_000;

interface Connection {
  socket: WebSocket;
  token: string;
  actor: Actor;
  alive: boolean;
}

/** The connections of this process, by user and by role type. */
class Audience {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly byRole = new Map<RoleType, Set<Connection>>();

  add(c: Connection) {
    addTo(this.byUser, c.actor.userId, c);
    addTo(this.byRole, c.actor.roleType, c);
  }

  remove(c: Connection) {
    removeFrom(this.byUser, c.actor.userId, c);
    removeFrom(this.byRole, c.actor.roleType, c);
  }

  all(): Connection[] {
    return [...this.byRole.values()].flatMap((set) => [...set]);
  }

  /** The connections an event is for, each once. */
  of(event: LiveEvent): Set<Connection> {
    const out = new Set<Connection>();
    for (const id of event.users ?? []) for (const c of this.byUser.get(id) ?? []) out.add(c);
    for (const role of event.roles ?? []) for (const c of this.byRole.get(role) ?? []) out.add(c);
    return out;
  }
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K, c: Connection) {
  const set = map.get(key) ?? new Set();
  set.add(c);
  map.set(key, set);
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, c: Connection) {
  const set = map.get(key);
  set?.delete(c);
  if (set?.size === 0) map.delete(key);
}

const send = (socket: WebSocket, message: LiveMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * A browser page's origin must be this site's (the host it called, or the configured public origin): another
 * site's page must not open a socket on the user's cookie. Clients that send no Origin (not a browser) pass.
 */
function originAllowed(req: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.host === req.host || url.origin === publicOrigin;
  } catch {
    return false;
  }
}

export interface LiveChannelOptions {
  bus: LiveBus;
  resolve(token: string): Promise<Actor | ErrorCode>;
  publicOrigin?: string;
}

/**
 * The websocket at LIVE_PATH: authenticated by the session cookie of the upgrade, then told of every live event
 * for its user or role type (see contract live.ts). The session is checked again every RECHECK_MS: a logged-out
 * or expired session is closed with LIVE_CLOSE.UNAUTHENTICATED.
 */
export async function installLiveChannel(app: FastifyInstance, options: LiveChannelOptions) {
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
  const audience = new Audience();
  /** Closes the connections (of `only`, else all) whose session ended or no longer belongs to their user. */
  const recheck = async (only?: Iterable<Connection>) => {
    for (const c of only ?? audience.all()) {
      const actor = await options.resolve(c.token).catch(() => null);
      if (typeof actor !== 'object' || actor?.userId !== c.actor.userId) {
        c.socket.close(LIVE_CLOSE.UNAUTHENTICATED, 'session ended');
      }
    }
  };
  const unsubscribe = options.bus.subscribe((event) => {
    if (event.topic === 'session') return void recheck(audience.of(event));
    const message: LiveMessage = { topic: event.topic, ...(event.id ? { id: event.id } : {}) };
    for (const c of audience.of(event)) send(c.socket, message);
  });

  const recheckTimer = setInterval(() => void recheck(), RECHECK_MS);
  const ping = setInterval(() => {
    for (const c of audience.all()) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }, PING_MS);
  recheckTimer.unref();
  ping.unref();
  app.addHook('onClose', async () => {
    clearInterval(recheckTimer);
    clearInterval(ping);
    unsubscribe();
    for (const c of audience.all()) c.socket.close(1001, 'server stopping');
  });

  app.get(LIVE_PATH, { websocket: true, schema: { hide: true } }, async (socket, req) => {
    if (!originAllowed(req, options.publicOrigin)) {
      socket.close(LIVE_CLOSE.FORBIDDEN_ORIGIN, 'origin not allowed');
      return;
    }
    // The session cookie; a page whose live channel is on another host (LIVE_URL) names its token instead.
    const token = req.cookies?.[COOKIE.ACCESS_TOKEN] || bearerToken(req, true) || '';
    const actor = token ? await options.resolve(token).catch(() => null) : null;
    if (typeof actor !== 'object' || actor === null) {
      socket.close(LIVE_CLOSE.UNAUTHENTICATED, 'not logged in');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const connection: Connection = { socket, token, actor, alive: true };
    audience.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => audience.remove(connection));
    send(socket, { topic: 'ready', userId: String(actor.userId) });
  });
}
