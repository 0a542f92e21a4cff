import type { RoleType } from './roles.js';

/**
 * The live channel: a websocket at LIVE_PATH, authenticated by the session's `access_token` cookie sent with the
 * upgrade. The server pushes a message when something a page shows may have changed; the page then re-reads it
 * through the ordinary calls (a message carries no figures, so nothing it says can leak or go stale).
 */
export const LIVE_PATH = '/server/live';

/**
 * What changed: an order's state (its buyer, its seller and the operators), an application run (its buyer), a
 * notice sent or read (its receivers; the reader), a workflow task opened, claimed or closed (its assignee, or the
 * role whose users may claim it).
 */
export const LIVE_TOPICS = ['order', 'run', 'notice', 'todo'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** A server → browser message. `ready`: the connection is authenticated; later messages are changes. */
export type LiveMessage = { topic: 'ready'; userId: string } | { topic: LiveTopic; id?: string };

/** Who is told of a change: these users, and every user of these role types. */
export interface LiveAudience {
  users?: readonly number[];
  roles?: readonly RoleType[];
}

/** `session`: some sessions of the users ended (server side only: their sockets are checked again at once). */
export interface LiveEvent extends LiveAudience {
  topic: LiveTopic | 'session';
  id?: string;
}

/** Close codes: the session is missing or ended (log in again or refresh the token), the origin is not ours. */
export const LIVE_CLOSE = { UNAUTHENTICATED: 4401, FORBIDDEN_ORIGIN: 4403 } as const;
