import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import {
  type YourStore,
  type Credentials,
  type MergeReport,
  type Registration,
  type SessionToken,
  type TenantId,
  guestSessionToken,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { TtlCache } from "../../lib/ttl-cache";
import { AppError } from "../../http/errors";
import type { CartService } from "../cart";
import { StoreService } from "../stores";
import type { AttemptLimiter, LimitRule } from "./attempt-limiter";
import type { DeviceCookies } from "./device-cookie";
import type { RequestSession } from "./request-session";
import type { SessionStore } from "./session-store";
import * as repo from "./session.repository";
import { permissionsOf, userSessionToken } from "./session-token.builder";
import { signInFailures } from "../ops";

// Sign-in, sign-out, registration and the lookup of a request's session. The cookie holds 256
// random bits; the database holds only their sha-256, so a copy of the table opens no session.

export const ACCOUNT_RULE: LimitRule = { max: 5, windowMs: 15 * 60_000 };
export const ADDRESS_RULE: LimitRule = { max: 20, windowMs: 15 * 60_000 };
export const REGISTER_RULE: LimitRule = { max: 10, windowMs: 60 * 60_000 };
/** guest checkouts opened from one client address: enough for a shared office, not for a flood of records */
export const GUEST_CHECKOUT_RULE: LimitRule = { max: 30, windowMs: 60 * 60_000 };
/** users.user_type of a guest-checkout record: it has no password and never signs in */
export const GUEST_USER_TYPE = "GUEST";

const INVALID_CREDENTIALS = new AppError(401, "INVALID_CREDENTIALS", "The email or password you entered is incorrect.");

export interface SessionSettings {
  idleMs: number;
  absoluteMs: number;
  /**
   * how long a business user's account, budget centre standing and default ship-to are kept
   * (decision 069's kept reads, forgotten at every write: forgetKeptAccounts); 0 or absent reads them
   * on every request
   */
  keptReadsMs?: number;
}

interface BusinessRows {
  account: Awaited<ReturnType<typeof repo.findAccount>>;
  budgetCentre: Awaited<ReturnType<typeof repo.findBudgetCentre>>;
  shipTo: Awaited<ReturnType<typeof repo.findDefaultShipTo>>;
}

export interface SignInResult {
  /** the new session cookie value */
  sessionId: string;
  session: RequestSession;
  merge: MergeReport | null;
  /** the device cookie value that lets this browser in while strangers have the account locked */
  deviceCookie: string;
  /** the user's preferred store, written to the YourStore cookie at sign-in (null: the cookie is left as it is) */
  preferredStore?: YourStore | null;
}

export type { Credentials, Registration };

export interface ClientInfo {
  tenant: TenantId;
  ip: string;
  userAgent: string | null;
  /** the session cookie the browser sent, ended on sign-in (a new id every time) */
  currentSessionId: string | null;
  /** the guest cart cookie, merged into the account cart */
  guestCartToken: string | null;
  /** the device cookie the browser sent, if any */
  deviceCookie: string | null;
}

/** argon2id, as every stored password is hashed */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export function hashSessionId(id: string): string {
  return crypto.createHash("sha256").update(id).digest("base64url");
}

export class SessionService {
  private lastPruneMs = 0;
  /** a hash to verify against when the e-mail is unknown, so both cases take the same time */
  private dummyHash: Promise<string> | null = null;

  private readonly keptBusiness: TtlCache<BusinessRows>;

  constructor(
    private readonly db: Db,
    private readonly settings: SessionSettings,
    private readonly limiter: AttemptLimiter,
    private readonly store: SessionStore,
    private readonly carts: CartService,
    private readonly devices: DeviceCookies,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.keptBusiness = new TtlCache(10_000, settings.keptReadsMs ?? 0);
  }

  /** Forgets the kept business rows: a write may have changed an account, a budget or a ship-to. */
  forgetKeptAccounts(): void {
    this.keptBusiness.clear();
  }

  guest(tenant: TenantId): RequestSession {
    return {
      token: guestSessionToken(tenant),
      userId: null,
      accountId: null,
      budgetCentreId: null,
      permissions: [],
      blockedCategoryIds: [],
    };
  }

  /**
   * The session behind a cookie value: null when the id is unknown, ended, expired or belongs to
   * another tenant. Activity moves the idle deadline (written at most once a minute).
   */
  async resolve(sessionId: string, tenant: TenantId): Promise<RequestSession | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return null;
    const idHash = hashSessionId(sessionId);
    const found = this.store.findWithUser ? await this.store.findWithUser(idHash) : undefined;
    const row = this.store.findWithUser ? found?.session : await this.store.find(idHash);
    const now = this.clock();
    const iso = now.toISOString();
    if (!row || row.tenant !== tenant) return null;
    if (row.idleExpiresAt <= iso || row.absoluteExpiresAt <= iso) {
      await this.store.delete(idHash);
      return null;
    }
    if (now.getTime() - Date.parse(row.lastSeenAt) > 60_000) {
      await this.store.touch(idHash, iso, new Date(now.getTime() + this.settings.idleMs).toISOString());
    }
    const user = found ? found.user : await repo.findUserById(this.db, Number(row.userId));
    if (!user) return null;
    // A changed or reset password ends the sessions opened before it, whichever store holds them.
    if (user.sessionsNotBefore && row.createdAt <= user.sessionsNotBefore) {
      await this.store.delete(idHash);
      return null;
    }
    return this.sessionFor(user, tenant, now);
  }

  /**
   * "Check out as a guest" (dotcom only): a guest-checkout record and a session for it. The browser's
   * cart stays its own (no merge) and the shopper stays a guest everywhere but the checkout. A browser
   * already checking out as a guest keeps its record.
   */
  async startGuestCheckout(client: ClientInfo): Promise<{ sessionId: string; session: RequestSession }> {
    if (client.tenant !== "dotcom") {
      throw new AppError(403, "GUEST_CHECKOUT_NOT_AVAILABLE", "Business accounts check out signed in. Please sign in.");
    }
    if (client.currentSessionId) {
      const current = await this.resolve(client.currentSessionId, client.tenant);
      if (current?.checkoutGuestId) return { sessionId: client.currentSessionId, session: current };
      if (current?.userId != null) throw new AppError(409, "ALREADY_SIGNED_IN", "You're already signed in.");
    }
    const wait = await this.limiter.reserve(`guest-checkout:${client.ip}`, GUEST_CHECKOUT_RULE, this.clock().getTime());
    if (wait > 0) throw tooManyAttempts(wait, "guest checkouts");
    const iso = this.clock().toISOString();
    let user: repo.UserRow | undefined;
    for (let attempt = 0; attempt < 12 && !user; attempt++) {
      const spread = attempt === 0 ? 0 : crypto.randomInt(0, 8 * (attempt + 1));
      const id = (await repo.nextId(this.db, "users")) + spread;
      const row: repo.UserRow = {
        id,
        tenant: client.tenant,
        // No one can sign in as a guest record: the address cannot receive mail and the hash verifies nothing.
        email: `guest-${crypto.randomUUID()}@guest.invalid`,
        passwordHash: "",
        firstName: "",
        lastName: "",
        userType: GUEST_USER_TYPE,
        customerNumber: String(6_000_000_000 + id),
        rewardsNumber: null,
        rewardsTier: null,
        membershipProgram: null,
        accountId: null,
        budgetCentreId: null,
        groupPermissions: "",
        createdAt: iso,
        rewardsPoints: 0,
        rewardsBalanceCents: 0,
        memberSince: null,
      };
      try {
        await repo.insertUser(this.db, row);
        user = row;
      } catch (error) {
        // two records took the same id at once: the next try steps past it
        if (attempt === 11) throw error;
      }
    }
    const { sessionId, session } = await this.openSession(user!, client);
    return { sessionId, session };
  }

  /**
   * A guest's account from their order: the order's e-mail and names, a password of the shopper's.
   * The guest-checkout record becomes the account, so the order is in its history, and the browser
   * is signed in (its cart, if any, merges in as at any sign-in).
   */
  async createAccountFromGuestOrder(
    checkoutGuestId: number,
    contact: { email: string; firstName: string; lastName: string },
    password: string,
    client: ClientInfo,
  ): Promise<SignInResult> {
    const wait = await this.limiter.reserve(`register:${client.ip}`, REGISTER_RULE, this.clock().getTime());
    if (wait > 0) throw tooManyAttempts(wait, "attempts to create an account");
    const guest = await repo.findUserById(this.db, checkoutGuestId);
    if (!guest || guest.userType !== GUEST_USER_TYPE) throw new AppError(409, "ALREADY_SIGNED_IN", "You're already signed in.");
    if (await repo.findUserByEmail(this.db, client.tenant, contact.email)) throw emailTaken();
    const passwordHash = await hashPassword(password);
    try {
      await repo.convertGuestUser(this.db, checkoutGuestId, {
        email: contact.email,
        passwordHash,
        firstName: contact.firstName,
        lastName: contact.lastName,
        userType: "REGISTERED",
      });
    } catch (error) {
      // the e-mail was taken by a registration at the same moment
      if (await repo.findUserByEmail(this.db, client.tenant, contact.email)) throw emailTaken();
      throw error;
    }
    const user = await repo.findUserById(this.db, checkoutGuestId);
    return this.startSession(user!, client);
  }

  async sessionToken(sessionId: string | null, tenant: TenantId): Promise<SessionToken> {
    const session = sessionId ? await this.resolve(sessionId, tenant) : null;
    return (session ?? this.guest(tenant)).token;
  }

  async signIn(credentials: Credentials, client: ClientInfo): Promise<SignInResult> {
    const email = credentials.email;
    const nowMs = this.clock().getTime();
    // The owner's browser (a valid device cookie for this account) has a bucket of its own, so
    // strangers' guesses cannot lock the owner out.
    const device = await this.devices.deviceOf(client.deviceCookie, client.tenant, email);
    const accountKey = device ? `device:${client.tenant}:${email}:${device}` : `account:${client.tenant}:${email}`;
    const addressKey = `address:${client.ip}`;
    // Each attempt is counted before the (deliberately slow) hash, so parallel guesses cannot all
    // pass the check, and a flood costs us nothing but a counter.
    const accountWait = await this.limiter.reserve(accountKey, ACCOUNT_RULE, nowMs);
    if (accountWait > 0) throw tooManyAttempts(accountWait);
    const addressWait = await this.limiter.reserve(addressKey, ADDRESS_RULE, nowMs);
    if (addressWait > 0) {
      await this.limiter.release(accountKey);
      throw tooManyAttempts(addressWait);
    }

    const user = await repo.findUserByEmail(this.db, client.tenant, email);
    const ok = user
      ? await verify(user.passwordHash, credentials.password).catch(() => false)
      : await verify(await this.dummy(), credentials.password).then(() => false);
    // A failure keeps both counted attempts; a success clears the account's and gives the address's back.
    if (!user || !ok) {
      signInFailures.inc();
      throw INVALID_CREDENTIALS;
    }
    await this.limiter.reset(accountKey);
    await this.limiter.release(addressKey);
    return this.startSession(user, client);
  }

  async register(input: Registration, client: ClientInfo): Promise<SignInResult> {
    const nowMs = this.clock().getTime();
    const key = `register:${client.ip}`;
    const wait = await this.limiter.reserve(key, REGISTER_RULE, nowMs);
    if (wait > 0) throw tooManyAttempts(wait, "attempts to create an account");
    if (client.tenant === "advantage" && !input.companyName) {
      throw new AppError(400, "VALIDATION_ERROR", "Enter your company name.", {
        fields: { companyName: "Enter your company name." },
      });
    }
    const passwordHash = await hashPassword(input.password);
    const iso = this.clock().toISOString();
    let user: repo.UserRow | undefined;
    for (let attempt = 0; attempt < 12 && !user; attempt++) {
      // After a clash, step past the ids other registrations are taking right now, after a short random wait.
      const spread = attempt === 0 ? 0 : crypto.randomInt(0, 8 * attempt);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, crypto.randomInt(1, 5 * attempt + 2)));
      try {
        user = await this.db.transaction().execute(async (trx) => {
          if (await repo.findUserByEmail(trx, client.tenant, input.email)) throw emailTaken();
          let accountId: number | null = null;
          if (client.tenant === "advantage") {
            accountId = (await repo.nextId(trx, "accounts")) + spread;
            await repo.insertAccount(trx, {
              id: accountId,
              accountNumber: String(7_000_000 + accountId),
              name: input.companyName ?? "",
              salesRepName: null,
              salesRepEmail: null,
              salesRepPhone: null,
              policies: JSON.stringify({ blockedCategoryIds: [] }),
            });
          }
          const id = (await repo.nextId(trx, "users")) + spread;
          const row: repo.UserRow = {
            id,
            tenant: client.tenant,
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            // Whoever opens a business account administers it.
            userType: client.tenant === "advantage" ? "PR7" : "REGISTERED",
            customerNumber: String(6_000_000_000 + id),
            rewardsNumber: null,
            rewardsTier: null,
            membershipProgram: null,
            accountId,
            budgetCentreId: null,
            groupPermissions:
              client.tenant === "advantage"
                ? "G_ALP,G_BOP,G_IOC,MANAGE_USERS,MANAGE_BUDGETS,ACCOUNT_MAINTENANCE,ORDER_APPROVER"
                : "",
            createdAt: iso,
            rewardsPoints: 0,
            rewardsBalanceCents: 0,
            memberSince: null,
          };
          await repo.insertUser(trx, row);
          return row;
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Two registrations took the same id at once: the loser tries the next one; a taken e-mail is final.
        if (await repo.findUserByEmail(this.db, client.tenant, input.email)) throw emailTaken();
        if (attempt === 11) throw error;
      }
    }
    return this.startSession(user!, client);
  }

  /**
   * Ends every session of the user (a changed or reset password). With `keep`, this
   * browser goes on signed in under a new session id.
   */
  async endSessionsOf(userId: number, keep: ClientInfo | null): Promise<SignInResult | null> {
    const line = this.clock();
    await repo.setSessionsNotBefore(this.db, userId, line.toISOString());
    if (!keep) return null;
    const user = await repo.findUserById(this.db, userId);
    if (!user) return null;
    // opened after the line just drawn (even within its millisecond), so this browser stays signed in
    const after = new Date(Math.max(this.clock().getTime(), line.getTime() + 1));
    return this.startSession(user, { ...keep, guestCartToken: null }, after);
  }

  async signOut(sessionId: string | null): Promise<void> {
    if (sessionId) await this.store.delete(hashSessionId(sessionId));
  }

  private async openSession(
    user: repo.UserRow,
    client: ClientInfo,
    at?: Date,
  ): Promise<{ sessionId: string; session: RequestSession }> {
    const now = at ?? this.clock();
    if (client.currentSessionId) await this.store.delete(hashSessionId(client.currentSessionId));
    // Abandoned sessions are swept now and then, so the table holds only live ones.
    if (now.getTime() - this.lastPruneMs > 60_000) {
      this.lastPruneMs = now.getTime();
      await this.store.prune(now.toISOString());
    }
    const sessionId = crypto.randomBytes(32).toString("base64url");
    await this.store.insert({
      idHash: hashSessionId(sessionId),
      userId: user.id,
      tenant: client.tenant,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      idleExpiresAt: new Date(now.getTime() + this.settings.idleMs).toISOString(),
      absoluteExpiresAt: new Date(now.getTime() + this.settings.absoluteMs).toISOString(),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    return { sessionId, session: await this.sessionFor(user, client.tenant, now) };
  }

  private async startSession(user: repo.UserRow, client: ClientInfo, at?: Date): Promise<SignInResult> {
    const { sessionId, session } = await this.openSession(user, client, at);
    const merge = await this.carts.mergeGuestCart(client.guestCartToken, {
      userId: user.id,
      tenant: client.tenant,
      blockedCategoryIds: session.blockedCategoryIds,
    });
    const deviceCookie = await this.devices.issue(client.deviceCookie, client.tenant, user.email);
    // the user's preferred store becomes this browser's YourStore cookie
    const preferredStore = await new StoreService(this.db).preferredStore(user.id);
    return { sessionId, session, merge, deviceCookie, preferredStore };
  }

  private async sessionFor(user: repo.UserRow, tenant: TenantId, now: Date): Promise<RequestSession> {
    if (user.userType === GUEST_USER_TYPE) return { ...this.guest(tenant), checkoutGuestId: Number(user.id) };
    let business = null;
    let blockedCategoryIds: number[] = [];
    if (user.accountId !== null) {
      const accountId = Number(user.accountId);
      const centreId = user.budgetCentreId === null ? null : Number(user.budgetCentreId);
      const { account, budgetCentre, shipTo } = await this.keptBusiness.getOrCompute(`${accountId}:${centreId}`, async () => {
        const [account, budgetCentre, shipTo] = await Promise.all([
          repo.findAccount(this.db, accountId),
          centreId === null ? undefined : repo.findBudgetCentre(this.db, accountId, centreId, now),
          repo.findDefaultShipTo(this.db, accountId),
        ]);
        return { account, budgetCentre, shipTo };
      });
      if (account) {
        business = { account, budgetCentre, shipTo };
        blockedCategoryIds = parsePolicies(account.policies);
      }
    }
    return {
      token: userSessionToken(tenant, user, business, now),
      userId: Number(user.id),
      accountId: user.accountId === null ? null : Number(user.accountId),
      budgetCentreId: user.budgetCentreId === null ? null : Number(user.budgetCentreId),
      permissions: permissionsOf(user),
      blockedCategoryIds,
    };
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hash(crypto.randomBytes(16).toString("hex"));
    return this.dummyHash;
  }
}

function parsePolicies(raw: string): number[] {
  try {
    const parsed = JSON.parse(raw) as { blockedCategoryIds?: unknown };
    return Array.isArray(parsed.blockedCategoryIds) ? parsed.blockedCategoryIds.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

export function tooManyAttempts(waitSeconds: number, what = "sign-in attempts"): AppError {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return new AppError(
    429,
    "TOO_MANY_ATTEMPTS",
    `Too many ${what}. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
    { retryAfterSeconds: waitSeconds },
  );
}

function emailTaken(): AppError {
  return new AppError(409, "EMAIL_TAKEN", "An account with this email already exists. Sign in instead.");
}
