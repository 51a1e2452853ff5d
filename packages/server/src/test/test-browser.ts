import http from "node:http";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";

/** fetch() may not set Host, and *.localhost names need not resolve here: plain http.request can. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) h.append(k, value);
        }
        resolve({ status: res.statusCode ?? 0, headers: h, text: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

// One browser for API tests: keeps the cookies the server sets (session, cart, CSRF token), sends
// them back with the Host of its tenant, and copies the CSRF cookie into the x-csrf-token header
// on non-GET calls the way the storefront's script does.

// Replies are read loosely in tests (reply.body.data.session...): the assertions check the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface BrowserReply<B = any> {
  status: number;
  headers: Headers;
  body: B;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** sent with every call (e.g. x-forwarded-for to act as another address) */
  extraHeaders: Record<string, string> = {};

  constructor(
    readonly baseUrl: string,
    readonly options: { host?: string; origin?: string } = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const maxAge = attrs.find((a) => a.trim().toLowerCase().startsWith("max-age="));
      if (value === "" || maxAge?.trim().toLowerCase() === "max-age=0") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call<B = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<BrowserReply<B>> {
    if (method !== "GET" && method !== "HEAD" && !this.cookies.has("quire_csrf")) await this.call("GET", "/api/session");
    const csrf = this.cookies.get("quire_csrf");
    const res = await send(
      `${this.baseUrl}${path}`,
      method,
      {
        ...(this.options.host ? { host: this.options.host } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(method !== "GET" && method !== "HEAD" && csrf ? { "x-csrf-token": decodeURIComponent(csrf) } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    );
    this.keepCookies(res.headers);
    const text = res.text;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // pages and other non-JSON answers stay text
    }
    return { status: res.status, headers: res.headers, body: parsed as B };
  }

  /** Signs in (the demo password by default) and fails loudly when the server refuses. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<BrowserReply> {
    const reply = await this.call("POST", "/api/auth/login", { email, password });
    if (reply.status !== 200) throw new Error(`sign-in of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply;
  }

  async signOut(): Promise<BrowserReply> {
    return this.call("POST", "/api/auth/logout");
  }

  /** Posts a page's form as a browser without JavaScript does: urlencoded, with the form's csrf field and no header. */
  async postForm(path: string, fields: Record<string, string>): Promise<BrowserReply> {
    if (!this.cookies.has("quire_csrf")) await this.call("GET", "/api/session");
    const csrf = decodeURIComponent(this.cookies.get("quire_csrf") ?? "");
    return this.call("POST", path, new URLSearchParams({ csrf, ...fields }).toString(), {
      "content-type": "application/x-www-form-urlencoded",
      "x-csrf-token": "",
    });
  }
}

/** A CSRF cookie and header that agree, for tests that call the API without a TestBrowser. */
export const TEST_CSRF_TOKEN = "test-csrf-token-0123456789";

export function withCsrf(headers: Record<string, string> = {}): Record<string, string> {
  const cookie = [headers.cookie, `quire_csrf=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; ");
  return { ...headers, cookie, "x-csrf-token": TEST_CSRF_TOKEN };
}

/**
 * One signed-in browser per demo user for a whole test file (sign-in hashes are slow): consumer
 * accounts (`@quire.test`) on the consumer site, business users on the advantage host.
 */
export function demoBrowsers(baseUrl: () => string): (email: string) => Promise<TestBrowser> {
  const browsers = new Map<string, TestBrowser>();
  return async (email) => {
    let browser = browsers.get(email);
    if (!browser) {
      browser = new TestBrowser(baseUrl(), email.endsWith("@quire.test") ? {} : { host: "advantage.localhost" });
      await browser.signIn(email);
      browsers.set(email, browser);
    }
    return browser;
  };
}
