import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Forgot password as the pages answer it: the sign-in page's link, the request form, the link in
// the development outbox (/dev/mail), the new-password form, signing in with the new password,
// and the same link refused a second time with a way to get a new one.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 50, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" };
const SENT = "If an account uses that e-mail, we&#x27;ve sent a link";
let clients = 0;

/** A browser without JavaScript, from an address of its own (the sign-in and reset limits count per address). */
function pageBrowser(): TestBrowser & {
  post: (path: string, fields: Record<string, string>) => ReturnType<TestBrowser["call"]>;
} {
  const browser = new TestBrowser(server.baseUrl);
  clients += 1;
  browser.extraHeaders = { "x-forwarded-for": `10.52.0.${clients}` };
  return Object.assign(browser, {
    post: (path: string, fields: Record<string, string>) =>
      browser.call(
        "POST",
        path,
        new URLSearchParams({ csrf: decodeURIComponent(browser.cookies.get("quire_csrf") ?? ""), ...fields }).toString(),
        FORM,
      ),
  });
}

/** The reset link of the newest outbox message to `email`, read from /dev/mail as a shopper sees it. */
async function outboxLink(browser: TestBrowser, email: string): Promise<string> {
  const page = await browser.call("GET", "/dev/mail");
  expect(page.status).toBe(200);
  const html = String(page.body);
  expect(html).toContain("<h1>Mail outbox</h1>");
  const article = [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]).find((a) => a.includes(email));
  expect(article, `no outbox message to ${email}`).toBeDefined();
  expect(article).toContain("Reset your Quire password");
  const href = /<a [^>]*href="([^"]*reset-password\?token=[^"]*)"[^>]*>Open the link in this message<\/a>/.exec(article!)?.[1];
  expect(href, "the message's link").toBeDefined();
  const url = new URL(href!.replace(/&amp;/g, "&"));
  return `${url.pathname}${url.search}`;
}

describe("forgot password, page by page", () => {
  it("the outbox's link sets a new password once, and the shopper signs in with it", async () => {
    const email = `forgetful-${crypto.randomBytes(4).toString("hex")}@example.com`;
    const shopper = pageBrowser();
    const registered = await shopper.call("POST", "/api/auth/register", {
      email,
      password: "Quire-test-1",
      firstName: "Rena",
      lastName: "Forgetful",
    });
    expect(registered.status).toBe(201);
    await shopper.signOut();

    const login = String((await shopper.call("GET", "/office/supplies/login")).body);
    expect(login).toMatch(/<a [^>]*href="\/office\/supplies\/forgot-password"[^>]*>Forgot password\?<\/a>/);

    const forgot = await shopper.call("GET", "/office/supplies/forgot-password");
    expect(forgot.status).toBe(200);
    expect(String(forgot.body)).toContain("<title>Forgot your password? | Quire</title>");
    expect(String(forgot.body)).not.toContain(SENT);

    // a known and an unknown e-mail get the very same answer
    const answers: string[] = [];
    for (const address of [email, "nobody.at.all@example.com"]) {
      const sent = await shopper.post("/office/supplies/forgot-password", { email: address });
      expect(sent.status).toBe(303);
      const location = sent.headers.get("location") ?? "";
      expect(location).toBe("/office/supplies/forgot-password?sent=1");
      answers.push(location);
      const page = String((await shopper.call("GET", location)).body);
      expect(page).toMatch(new RegExp(`role="status"[^>]*>${SENT}`));
    }
    expect(answers[0]).toBe(answers[1]);

    const link = await outboxLink(shopper, email);
    expect(link).toMatch(/^\/office\/supplies\/reset-password\?token=/);
    const token = new URL(link, server.baseUrl).searchParams.get("token") ?? "";

    const form = await shopper.call("GET", link);
    expect(form.status).toBe(200);
    const formHtml = String(form.body);
    expect(formHtml).toContain("<h1>Choose a new password</h1>");
    expect(formHtml).toContain('name="newPassword"');
    expect(formHtml).toContain('name="confirmPassword"');
    expect(formHtml).toContain(">Set new password</button>");

    const newPassword = "Fresh-staples-77";
    const reset = await shopper.post(link, { token, newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(303);
    const done = String((await shopper.call("GET", reset.headers.get("location") ?? "")).body);
    expect(done).toMatch(/role="status"[^>]*>Your password has been changed/);
    expect(done).toMatch(/<a [^>]*href="\/office\/supplies\/login"[^>]*>Sign in with your new password<\/a>/);

    // the old password no longer signs in; the new one does
    await shopper.call("GET", "/office/supplies/login");
    const old = await shopper.post("/office/supplies/login", { email, password: "Quire-test-1" });
    expect(old.status).toBe(401);
    const signedIn = await shopper.post("/office/supplies/login", { email, password: newPassword });
    expect(signedIn.status).toBe(303);
    const session = await shopper.call("GET", "/api/session");
    expect(session.body.data.session).toMatchObject({ isLoggedIn: true, userInfo: { contact: { firstName: "Rena" } } });

    // the same link a second time is refused, with a way to get a new one and no form
    const again = String((await shopper.call("GET", link)).body);
    expect(again).toMatch(/role="alert"[^>]*>This reset link has already been used\./);
    expect(again).toMatch(/<a [^>]*href="\/office\/supplies\/forgot-password"[^>]*>Get a new reset link<\/a>/);
    expect(again).not.toContain('name="newPassword"');
  });
});
