import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { accountAreaServices, clientAt } from "../../test/account-area-fixture";
import { type TestServer, startTestServer } from "../../test/test-server";
import { findUserByEmail } from "../session";
import { RESET_PATH } from "./password-reset.service";

// Forgot password: the same answer for any e-mail, a single-use link for 30 minutes delivered to
// the outbox, a limit per e-mail, and every session ended by a reset.

const ORIGIN = "http://localhost:3000";

describe("password reset", () => {
  let server: TestServer;
  let services: ReturnType<typeof accountAreaServices>;
  beforeAll(async () => {
    server = await startTestServer({ products: 50 });
    services = accountAreaServices(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const who = () => ({ tenant: "dotcom" as const, ip: clientAt().ip, origin: ORIGIN });
  const linkFor = async (email: string) => {
    const mail = (await services.outbox.outbox()).find((m) => m.to === email);
    const link = mail?.link ?? "";
    return { link, token: new URL(link).searchParams.get("token") ?? "" };
  };

  it("answers an unknown e-mail exactly as a known one, and sends mail only to the known", async () => {
    const before = (await services.outbox.outbox()).length;
    await expect(services.passwordReset.requestLink("nobody@quire.test", who())).resolves.toBeUndefined();
    expect(await services.outbox.outbox()).toHaveLength(before);
    await expect(services.passwordReset.requestLink("rewards.base@quire.test", who())).resolves.toBeUndefined();
    const [newest] = await services.outbox.outbox();
    expect(newest?.to).toBe("rewards.base@quire.test");
    expect(newest?.link).toMatch(new RegExp(`^${ORIGIN}${RESET_PATH}\\?token=[A-Za-z0-9_-]{43}$`));
    // only the hash is kept: the token itself is nowhere in the table
    const { token } = await linkFor("rewards.base@quire.test");
    const rows = await server.db.selectFrom("passwordResetTokens").selectAll().execute();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it("sets the password once with a link, ends every session, and refuses the link a second time", async () => {
    const email = "rewards.premier@quire.test";
    const signedIn = await services.sessions.signIn({ email, password: DEMO_PASSWORD }, clientAt());
    await services.passwordReset.requestLink(email, who());
    const { token } = await linkFor(email);
    await services.passwordReset.check(token, "dotcom");
    await services.passwordReset.reset(token, "Brand-new-pass-9", "dotcom");
    expect(await services.sessions.resolve(signedIn.sessionId, "dotcom")).toBeNull();
    await expect(services.sessions.signIn({ email, password: "Brand-new-pass-9" }, clientAt())).resolves.toMatchObject({
      session: { userId: expect.any(Number) },
    });
    await expect(services.passwordReset.reset(token, "Another-pass-10", "dotcom")).rejects.toMatchObject({
      statusCode: 410,
      code: "RESET_LINK_USED",
    });
    await expect(services.sessions.signIn({ email, password: "Another-pass-10" }, clientAt())).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("refuses a link after 30 minutes, an unknown token, and another tenant's link", async () => {
    const email = "rewards.elite@quire.test";
    await services.passwordReset.requestLink(email, who());
    const { token } = await linkFor(email);
    await expect(services.passwordReset.check(token, "advantage")).rejects.toMatchObject({ code: "RESET_LINK_UNKNOWN" });
    await expect(services.passwordReset.check("x".repeat(43), "dotcom")).rejects.toMatchObject({
      statusCode: 404,
      code: "RESET_LINK_UNKNOWN",
    });
    services.clock.now += 29 * 60_000;
    await services.passwordReset.check(token, "dotcom");
    services.clock.now += 2 * 60_000;
    await expect(services.passwordReset.reset(token, "Too-late-pass-1", "dotcom")).rejects.toMatchObject({
      statusCode: 410,
      code: "RESET_LINK_EXPIRED",
    });
    const user = await findUserByEmail(server.db, "dotcom", email);
    await expect(services.sessions.signIn({ email, password: DEMO_PASSWORD }, clientAt())).resolves.toMatchObject({
      session: { userId: Number(user?.id) },
    });
  });

  it("limits requests per e-mail, known or not, with the same refusal", async () => {
    for (const email of ["select.member@quire.test", "no-such-shopper@quire.test"]) {
      for (let i = 0; i < 3; i++) await services.passwordReset.requestLink(email, who());
      await expect(services.passwordReset.requestLink(email, who())).rejects.toMatchObject({
        statusCode: 429,
        code: "TOO_MANY_ATTEMPTS",
      });
    }
  });

  it("a newer link replaces an older one", async () => {
    const email = "premium.member@quire.test";
    await services.passwordReset.requestLink(email, who());
    const first = await linkFor(email);
    services.clock.now += 1000;
    await services.passwordReset.requestLink(email, who());
    const second = await linkFor(email);
    expect(second.token).not.toBe(first.token);
    await expect(services.passwordReset.check(first.token, "dotcom")).rejects.toMatchObject({ code: "RESET_LINK_USED" });
    await services.passwordReset.check(second.token, "dotcom");
  });
});
