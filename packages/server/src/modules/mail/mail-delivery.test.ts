import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { type SpawnedServer, spawnServer } from "../../test/spawn-server";
import { TestBrowser } from "../../test/test-browser";
import { freshPostgresDatabase } from "../../test/test-server";

// The store's mail as `npm start` runs it (NODE_ENV=production, no QUIRE_DEV): without SMTP_URL a
// sent message is readable at /dev/mail; with SMTP_URL it reaches that SMTP server, /dev/mail does not
// exist, and a server that refuses it does not fail the request that sent it.

const SHOPPER = "registered@quire.test";
const cleanups: (() => Promise<void>)[] = [];

/** A store process over a database of its own (PostgreSQL when DATABASE_URL is set), as `npm start` runs it. */
async function startStore(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-mail-"));
  let databaseEnv: Record<string, string> = {};
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, "quire_mail_test");
    databaseEnv = { DATABASE_URL: fresh.databaseUrl };
    cleanups.push(fresh.drop);
  }
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await spawnServer({ env: { QUIRE_DATA_DIR: dataDir, ...databaseEnv, ...env }, startTimeoutMs: 120_000 });
  cleanups.unshift(async () => void (await server.stop()));
  return server;
}

let clientCounter = 0;
/** Asks for a password reset link as the forgot-password form does without JavaScript. */
async function requestResetLink(baseUrl: string, email: string) {
  const browser = new TestBrowser(baseUrl);
  clientCounter += 1;
  browser.extraHeaders = { "x-forwarded-for": `10.91.0.${clientCounter}` };
  await browser.call("GET", "/api/session");
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", "/office/supplies/forgot-password", new URLSearchParams({ csrf, email }).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    "x-csrf-token": "",
  });
}

let outboxStore: SpawnedServer;
let smtpStore: SpawnedServer;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  cleanups.push(() => sink.close());
  [outboxStore, smtpStore] = await Promise.all([startStore(), startStore({ SMTP_URL: sink.url })]);
}, 240_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe("without SMTP_URL (npm start's default)", () => {
  it("keeps a sent password reset mail in the outbox /dev/mail shows", async () => {
    const sent = await requestResetLink(outboxStore.baseUrl, SHOPPER);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toContain("/office/supplies/forgot-password?sent=1");

    const page = await new TestBrowser(outboxStore.baseUrl).call("GET", "/dev/mail");
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain("<h1>Mail outbox</h1>");
    expect(html).toContain(SHOPPER);
    expect(html).toContain("Reset your Quire password");
    expect(html).toContain("/office/supplies/reset-password?token=");
  });
});

describe("with SMTP_URL", () => {
  it("delivers the mail to the SMTP server with its recipient and subject, and /dev/mail does not exist", async () => {
    const sent = await requestResetLink(smtpStore.baseUrl, SHOPPER);
    expect(sent.status).toBe(303);

    const mail = await sink.waitFor(SHOPPER);
    expect(mail.to).toEqual([SHOPPER]);
    expect(mail.subject).toBe("Reset your Quire password");
    expect(mail.from).toBe("no-reply@quire.test");
    expect(mail.data).toContain("/office/supplies/reset-password?token=");

    const page = await new TestBrowser(smtpStore.baseUrl).call("GET", "/dev/mail");
    expect(page.status).toBe(404);
  });

  it("answers the request when the SMTP server refuses the mail, and logs the refusal", async () => {
    sink.refuse = true;
    try {
      const before = sink.received.length;
      const sent = await requestResetLink(smtpStore.baseUrl, "rewards.base@quire.test");
      expect(sent.status).toBe(303);
      await expect.poll(() => smtpStore.output(), { timeout: 10_000 }).toContain("mail not delivered");
      const log = smtpStore.output();
      expect(log).toContain("550 5.7.1 sender refused by the test sink");
      expect(log).toContain("rewards.base@quire.test");
      expect(log).not.toContain("reset-password?token=");
      expect(sink.received.length).toBe(before);
    } finally {
      sink.refuse = false;
    }
  });
});
