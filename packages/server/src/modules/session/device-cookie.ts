import crypto from "node:crypto";
import type { Db } from "../../db/database";
import * as repo from "./session.repository";

// Device cookies (OWASP's answer to lockout as a denial of service): after a successful sign-in the
// browser gets a signed cookie for that account. Sign-in attempts that carry a valid one are counted
// on that device's own bucket, so a stranger's wrong guesses lock the account for strangers only,
// while the owner's browser still gets in (and its own wrong guesses still lock its bucket).
//
// An entry is "<nonce>.<mac>" with mac = HMAC-SHA256(key, tenant:email:nonce): the account is bound
// by the MAC rather than written in the cookie, so the cookie shows no e-mail. A browser keeps
// entries for its last few accounts, "~"-separated. The key is DEVICE_COOKIE_SECRET when set, else a
// random key the server stores once in the database, so every process checks with the same key.

export const DEVICE_COOKIE = "quire_device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const MAX_ACCOUNTS = 5;
const ENTRY = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export class DeviceCookies {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Db,
    private readonly configuredSecret: string | null,
  ) {}

  /** The device entry of this account in the cookie, if its signature holds (the nonce names the bucket). */
  async deviceOf(cookie: string | null, tenant: string, email: string): Promise<string | null> {
    const entries = parse(cookie);
    if (entries.length === 0) return null;
    const key = await this.secret();
    for (const entry of entries) {
      const [nonce, mac] = entry.split(".") as [string, string];
      const expected = sign(key, tenant, email, nonce);
      if (crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return nonce;
    }
    return null;
  }

  /** A cookie value naming this account (a new nonce: a fresh bucket) ahead of the browser's other accounts. */
  async issue(cookie: string | null, tenant: string, email: string): Promise<string> {
    const key = await this.secret();
    const nonce = crypto.randomBytes(16).toString("base64url");
    const others = [];
    for (const entry of parse(cookie)) {
      const [oldNonce, mac] = entry.split(".") as [string, string];
      if (mac !== sign(key, tenant, email, oldNonce)) others.push(entry);
    }
    return [`${nonce}.${sign(key, tenant, email, nonce)}`, ...others].slice(0, MAX_ACCOUNTS).join("~");
  }

  private secret(): Promise<Buffer> {
    if (this.configuredSecret) return Promise.resolve(Buffer.from(this.configuredSecret));
    this.key ??= repo
      .serverSecret(this.db, "device-cookie", () => crypto.randomBytes(32).toString("base64url"), new Date().toISOString())
      .then((value) => Buffer.from(value))
      .catch((error: unknown) => {
        this.key = null;
        throw error;
      });
    return this.key;
  }
}

function parse(cookie: string | null): string[] {
  if (!cookie || cookie.length > 600) return [];
  return cookie.split("~").filter((entry) => ENTRY.test(entry));
}

function sign(key: Buffer, tenant: string, email: string, nonce: string): string {
  return crypto.createHmac("sha256", key).update(`${tenant}:${email}:${nonce}`).digest("base64url");
}
