import { AccountAreaService } from "../modules/account-area";
import { CartService } from "../modules/cart";
import { OutboxMailer } from "../modules/mail";
import { OrderTrackingService } from "../modules/order-tracking";
import { PasswordResetService } from "../modules/password-reset";
import { DbAttemptLimiter, DeviceCookies, type ClientInfo, SessionService, DbSessionStore } from "../modules/session";
import type { TestServer } from "./test-server";

/** The account area's services over a test server's database, on a clock the test moves. */
export function accountAreaServices(server: TestServer) {
  const clock = { now: Date.now() };
  const now = () => new Date(clock.now);
  const { db } = server;
  const limiter = new DbAttemptLimiter(db);
  const sessions = new SessionService(
    db,
    { idleMs: 3_600_000, absoluteMs: 12 * 3_600_000 },
    limiter,
    new DbSessionStore(db),
    new CartService(db, server.dbKind),
    new DeviceCookies(db, "a-test-secret-of-at-least-32-characters!"),
    now,
  );
  const outbox = new OutboxMailer(db, now);
  return {
    clock,
    sessions,
    outbox,
    accountArea: new AccountAreaService(db, limiter, sessions, now),
    passwordReset: new PasswordResetService(db, limiter, outbox, sessions, now),
    orderTracking: new OrderTrackingService(db, limiter, now),
  };
}

let address = 0;
/** A browser at an address of its own, so per-address limits decide only the tests about them. */
export function clientAt(tenant: "dotcom" | "advantage" = "dotcom", currentSessionId: string | null = null): ClientInfo {
  address += 1;
  return {
    tenant,
    ip: `10.77.${(address >> 8) & 255}.${address & 255}`,
    userAgent: "vitest",
    currentSessionId,
    guestCartToken: null,
    deviceCookie: null,
  };
}
