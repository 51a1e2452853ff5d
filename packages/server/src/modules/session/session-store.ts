import type { Redis } from "ioredis";
import type { Db } from "../../db/database";
import * as repo from "./session.repository";

// Where sessions live: the database by default; Redis when REDIS_URL is set, so several machines
// share them without a database read per request. Rows are keyed by the sha-256 of the cookie.

export interface SessionStore {
  insert(row: repo.SessionRow): Promise<void>;
  find(idHash: string): Promise<repo.SessionRow | undefined>;
  touch(idHash: string, lastSeenAt: string, idleExpiresAt: string): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** drop sessions past either deadline (Redis expires its keys by itself) */
  prune(nowIso: string): Promise<void>;
  /** the session and its user in one read, where the store holds both (the database does) */
  findWithUser?(idHash: string): Promise<{ session: repo.SessionRow; user: repo.UserRow } | undefined>;
}

export class DbSessionStore implements SessionStore {
  constructor(private readonly db: Db) {}
  insert(row: repo.SessionRow) {
    return repo.insertSession(this.db, row);
  }
  find(idHash: string) {
    return repo.findSession(this.db, idHash);
  }
  touch(idHash: string, lastSeenAt: string, idleExpiresAt: string) {
    return repo.touchSession(this.db, idHash, lastSeenAt, idleExpiresAt);
  }
  delete(idHash: string) {
    return repo.deleteSession(this.db, idHash);
  }
  prune(nowIso: string) {
    return repo.deleteExpiredSessions(this.db, nowIso);
  }
  findWithUser(idHash: string) {
    return repo.findSessionWithUser(this.db, idHash);
  }
}

export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "quire:session:",
  ) {}

  private static expiresAtMs(row: repo.SessionRow): number {
    return Math.min(Date.parse(row.idleExpiresAt), Date.parse(row.absoluteExpiresAt));
  }

  async insert(row: repo.SessionRow): Promise<void> {
    // Redis drops the key at the earlier deadline; the service checks both deadlines anyway.
    await this.redis.set(this.prefix + row.idHash, JSON.stringify(row), "PXAT", RedisSessionStore.expiresAtMs(row));
  }

  async find(idHash: string): Promise<repo.SessionRow | undefined> {
    const raw = await this.redis.get(this.prefix + idHash);
    return raw ? (JSON.parse(raw) as repo.SessionRow) : undefined;
  }

  async touch(idHash: string, lastSeenAt: string, idleExpiresAt: string): Promise<void> {
    const row = await this.find(idHash);
    if (row) await this.insert({ ...row, lastSeenAt, idleExpiresAt });
  }

  async delete(idHash: string): Promise<void> {
    await this.redis.del(this.prefix + idHash);
  }

  async prune(): Promise<void> {}
}
