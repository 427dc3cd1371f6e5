import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { isRole } from '../../shared/roles';
import type { SessionCache } from './session-cache';

/** The value stored for a session token: SHA-256, hex. A stolen database yields no cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionUserRow {
  session_id: string;
  user_id: string;
  expires_at: Date;
  created_at: Date;
  email: string;
  full_name: string;
  phone: string;
  role: string | null;
  /** A crew account's vehicle (user_role.ambulance_id): kept with the session, forgotten with it on any change to the account. */
  ambulance_id: string | null;
  /** A partner person's organisation (user_role.organisation_id), the same way. */
  organisation_id: string | null;
}

/** How long a session lives: unused (idle) and at most (absolute, from sign-in). */
export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** A used session's expiry moves at most once a minute (one write a minute, not one a request). */
const SLIDE_STEP_MS = 60_000;

/**
 * Lucia's adapter over our own tables. Lucia hands us the token it puts in the cookie; we store
 * only its hash (the lucia-auth.com session guide's rule). Reading a session also reads the
 * user's current role in the same query, so a role change applies to the very next request.
 *
 * Expiry: a session ends after `idleMs` without use or `absoluteMs` after it began, whichever
 * comes first. Reading a session slides its expiry to now + idle (capped at the absolute end)
 * and marks it `refreshed`, so the caller re-sends the cookie with the new lifetime.
 */
export class MikroOrmSessionAdapter implements Adapter {
  constructor(
    private readonly orm: MikroORM,
    private readonly lifetimes: SessionLifetimes,
    /** Rows just read, by token hash (see SessionCache for when it forgets them). */
    private readonly cache: SessionCache<SessionUserRow>,
  ) {}

  private get conn() {
    return this.orm.em.getConnection();
  }

  /**
   * Reads of a session under way, by token hash, with the cache generation they began in: calls
   * arriving together (the procedures of one batched request: three per dashboard refetch) share
   * one read. Only while the cache is usable, and never across a forget (a sign-out meanwhile).
   */
  private readonly reading = new Map<string, { mark: number; row: Promise<SessionUserRow | undefined> }>();

  private readSession(tokenHash: string): Promise<SessionUserRow | undefined> {
    const cached = this.cache.get(tokenHash);
    if (cached) return Promise.resolve(cached);
    const mark = this.cache.mark();
    const under = this.reading.get(tokenHash);
    if (under && under.mark === mark && this.cache.usable) return under.row;
    const row = this.querySession(tokenHash, mark).finally(() => {
      if (this.reading.get(tokenHash)?.row === row) this.reading.delete(tokenHash);
    });
    this.reading.set(tokenHash, { mark, row });
    return row;
  }

  private async querySession(tokenHash: string, mark: number): Promise<SessionUserRow | undefined> {
    const [row] = await this.conn.execute<SessionUserRow[]>(
      `select s.id as session_id, s.user_id, s.expires_at, s.created_at, p.email, p.full_name, p.phone, r.role, r.ambulance_id, r.organisation_id
         from session s
         join profile p on p.id = s.user_id
         left join user_role r on r.user_id = s.user_id
        where s.id = ?`,
      [tokenHash],
    );
    if (row) this.cache.set(tokenHash, row, mark);
    return row;
  }

  async getSessionAndUser(token: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const tokenHash = hashSessionToken(token);
    const row = await this.readSession(tokenHash);
    if (!row) return [null, null];
    const now = Date.now();
    const absoluteEnd = new Date(row.created_at).getTime() + this.lifetimes.absoluteMs;
    let expiresAt = Math.min(new Date(row.expires_at).getTime(), absoluteEnd);
    let refreshed = false;
    const slid = Math.min(now + this.lifetimes.idleMs, absoluteEnd);
    if (expiresAt > now && slid - expiresAt >= SLIDE_STEP_MS) {
      const mark = this.cache.mark();
      await this.conn.execute('update session set expires_at = ? where id = ?', [new Date(slid), row.session_id]);
      this.cache.set(tokenHash, { ...row, expires_at: new Date(slid) }, mark);
      expiresAt = slid;
      refreshed = true;
    }
    return [
      { id: token, userId: row.user_id, expiresAt: new Date(expiresAt), attributes: { refreshed } },
      {
        id: row.user_id,
        attributes: {
          email: row.email,
          fullName: row.full_name,
          phone: row.phone,
          role: isRole(row.role) ? row.role : null,
          vehicleId: row.ambulance_id ?? null,
          organisationId: row.organisation_id ?? null,
        },
      },
    ];
  }

  /** Returns ids as stored (hashes): they identify sessions but cannot be used as tokens. */
  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.conn.execute<{ id: string; expires_at: Date }[]>(
      'select id, expires_at from session where user_id = ?',
      [userId],
    );
    return rows.map((r) => ({ id: r.id, userId, expiresAt: new Date(r.expires_at), attributes: { refreshed: false } }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.conn.execute('insert into session (id, user_id, expires_at) values (?, ?, ?)', [
      hashSessionToken(session.id),
      session.userId,
      session.expiresAt,
    ]);
  }

  /** Never past the absolute end (Lucia extends sessions in their second half). */
  async updateSessionExpiration(token: string, expiresAt: Date): Promise<void> {
    await this.conn.execute(
      `update session set expires_at = least(?::timestamptz, created_at + ? * interval '1 millisecond') where id = ?`,
      [expiresAt, this.lifetimes.absoluteMs, hashSessionToken(token)],
    );
    this.cache.forget();
  }

  async deleteSession(token: string): Promise<void> {
    await this.conn.execute('delete from session where id = ?', [hashSessionToken(token)]);
    this.cache.forget();
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.conn.execute('delete from session where user_id = ?', [userId]);
    this.cache.forget();
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.conn.execute(`delete from session where expires_at <= now() or created_at + ? * interval '1 millisecond' <= now()`, [
      this.lifetimes.absoluteMs,
    ]);
  }
}
