import { randomUUID } from 'node:crypto';
import type { RoleType } from '@datamall/contract';
import { ACCESS_TOKEN_TTL_MS, ErrorCode, REFRESH_TOKEN_TTL_MS } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { newToken, sha256 } from '../../platform/secrets.js';
import * as repo from './identity.repository.js';

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expire: number;
  user: repo.UserRow;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

const LAST_SEEN_STEP_MS = 60_000;

/** Opaque access and refresh tokens, stored hashed; revocation is immediate. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A new session of `user`; `familyId` continues the refresh family of a refreshed session. */
  async issue(db: DbOrTx, user: repo.UserRow, meta: ClientMeta, familyId?: string): Promise<IssuedTokens> {
    const now = this.clock.now();
    const token = newToken();
    const refreshToken = newToken();
    await repo.insertSession(db, {
      userId: user.id,
      accessHash: sha256(token),
      refreshHash: sha256(refreshToken),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      familyId: familyId ?? randomUUID(),
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { token, refreshToken, expire: Math.floor(ACCESS_TOKEN_TTL_MS / 1000), user };
  }

  /** The actor of an access token, or the code to answer: 10001 unknown/revoked/disabled, 100017 expired. */
  async resolve(token: string): Promise<Actor | ErrorCode> {
    const found = await repo.findSessionWithUserByAccess(this.db, sha256(token));
    if (!found || found.session.revokedAt) return ErrorCode.NOT_LOGGED_IN;
    if (found.session.accessExpiresAt.getTime() <= this.clock.now().getTime()) return ErrorCode.LOGIN_EXPIRED;
    if (found.user.status !== 1) return ErrorCode.NOT_LOGGED_IN;
    this.noteActivity(found.session);
    return {
      userId: found.user.id,
      username: found.user.username,
      roleType: found.user.roleType as RoleType,
      sessionId: found.session.id,
      ...(found.user.roleType === 0 && found.user.superAdmin === 0 ? { staff: true as const } : {}),
    };
  }

  /** Keeps the session's last activity to the minute, without holding up the call. */
  private noteActivity(session: { id: number; lastSeenAt: Date | null }) {
    const now = this.clock.now();
    if (session.lastSeenAt && now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_STEP_MS) return;
    repo.touchSession(this.db, session.id, now).catch(() => {});
  }

  /** Live sessions for the online users page. */
  pageOnline(page: { page: number; limit: number }, filter: repo.OnlineFilter) {
    return repo.pageOnlineSessions(this.db, page, filter, this.clock.now());
  }

  findSession(id: number) {
    return repo.findSession(this.db, id);
  }

  /** Ends a session and every session its login led to (force logout); its sockets close at once. */
  async endLogin(session: repo.SessionRow): Promise<void> {
    await repo.revokeSessionFamily(this.db, session, this.clock.now());
  }

  /**
   * Rotates a refresh token: the old pair stops working, a new pair of the same family is issued. A token works
   * once; a used one presented again means it was stolen or replayed, and ends the whole family (every session the
   * login led to), as the OAuth 2.0 security practice asks.
   */
  async refresh(refreshToken: string, meta: ClientMeta): Promise<IssuedTokens> {
    const hash = sha256(refreshToken);
    const issued = await this.db.transaction(async (tx) => {
      const old = await repo.revokeSessionByRefresh(tx, hash, this.clock.now());
      if (!old) return null;
      const user = await repo.findUserById(tx, old.userId);
      if (user?.status !== 1 || user.spType !== 1) throw new AppError(ErrorCode.REFRESH_INVALID);
      return this.issue(tx, user, meta, old.familyId ?? undefined);
    });
    if (issued) return issued;
    const reused = await repo.findSessionByRefresh(this.db, hash);
    if (reused?.revokedAt) await repo.revokeSessionFamily(this.db, reused, this.clock.now());
    throw new AppError(ErrorCode.REFRESH_INVALID);
  }

  async revoke(sessionId: number): Promise<void> {
    await repo.revokeSession(this.db, sessionId, this.clock.now());
  }

  async revokeAll(db: DbOrTx, userId: number, exceptSessionId?: number): Promise<void> {
    await repo.revokeUserSessions(db, userId, this.clock.now(), exceptSessionId);
  }
}
