import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config";
import { TestBrowser } from "../test/test-browser";
import { type TestServer, startTestServer } from "../test/test-server";

// What every response of the served site carries (security headers, cache lifetimes), and a client
// that hangs up mid-download, which is not an error of ours and must not be logged as one.

interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string };
}
const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 50, serveWeb: true, logger: { level: "debug", stream: logStream } });
});
afterAll(async () => {
  await server?.close();
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(" ")[0]!, d.slice(d.indexOf(" ") + 1)]),
  );
}

const assetsDir = path.join(loadConfig({}).webBuildDir, "client/assets");
function largestAsset(): string {
  const files = fs.readdirSync(assetsDir).filter((f) => f.endsWith(".js"));
  files.sort((a, b) => fs.statSync(path.join(assetsDir, b)).size - fs.statSync(path.join(assetsDir, a)).size);
  return `/assets/${files[0]}`;
}

describe("security headers", () => {
  it("the cart page allows only scripts with this response's nonce, and no framing by other sites", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/cart");
    expect(reply.status).toBe(200);
    const csp = directives(reply.headers.get("content-security-policy"));
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp.get("script-src") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.get("script-src")).not.toContain("unsafe-inline");
    expect(csp.get("frame-ancestors")).toBe("'self'");
    expect(csp.get("object-src")).toBe("'none'");
    const html = String(reply.body);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // the stylesheet is a fingerprinted file of its own, cached for good (decision 053), not in the page:
    // one sheet for the global styles and what every page shows (decision 064)
    const stylesheet = /<link [^>]*rel="stylesheet" href="(\/assets\/shell-[\w-]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeTruthy();
    expect(html).not.toContain("<style");
    const css = await new TestBrowser(server.baseUrl).call("GET", stylesheet!);
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toContain("immutable");
    expect(String(css.body)).toMatch(/^:root\{--brand:/);
    expect(String(css.body)).toContain(".site-header");
    expect(String(css.body)).toContain(".quick-order-drawer");
    // the scripts wait for the first paint: React Router's preloads and module script are renamed
    // so the browser leaves them alone, and the nonce'd starter puts them back
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect([...html.matchAll(/<link rel="quire-deferred-modulepreload"[^>]*>/g)].length).toBeGreaterThan(0);
    expect(html).toMatch(/<script nonce="[^"]+" type="quire\/deferred-module">[^<]*import\("\/assets\/entry\.client-/);
    expect(html).toContain('script[type="quire/deferred-module"]');
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    expect(reply.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(reply.headers.get("strict-transport-security")).toBeNull();

    const again = await new TestBrowser(server.baseUrl).call("GET", "/cart");
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("API answers and files carry them too, and HSTS comes only over https (as a trusted proxy says)", async () => {
    const b = new TestBrowser(server.baseUrl);
    for (const url of ["/api/session", "/favicon.svg", "/no-such-api/x"]) {
      const reply = await b.call("GET", url);
      expect(reply.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(reply.headers.get("content-security-policy"), url).toContain("frame-ancestors 'self'");
    }
    const https = await b.call("GET", "/api/session", undefined, { "x-forwarded-proto": "https" });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
  });
});

describe("static files", () => {
  it("fingerprinted assets are cached for a year, immutable; other files for an hour", async () => {
    const b = new TestBrowser(server.baseUrl);
    const asset = await b.call("GET", largestAsset());
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await b.call("GET", "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

/** Starts a download over a raw socket and hangs up as soon as the first bytes arrive. */
function abortMidDownload(urlPath: string): Promise<void> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n`);
    });
    socket.once("data", () => {
      socket.resetAndDestroy();
      resolve();
    });
    socket.on("error", reject);
  });
}

describe("a client that hangs up mid-download", () => {
  it("is not logged as an error, for an asset or a page", async () => {
    const before = logLines.length;
    for (let i = 0; i < 5; i++) {
      await abortMidDownload(largestAsset());
      await abortMidDownload("/search?q=paper");
    }
    await new Promise((r) => setTimeout(r, 500));
    const seen = logLines.slice(before);
    expect(seen.some((l) => l.msg === "request")).toBe(true);
    expect(seen.filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe("a page's error", () => {
  it("shows the reference the answer's x-request-id carries (decision 054)", async () => {
    const res = await fetch(`${server.baseUrl}/search?query=pen&page=0`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(400);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9A-Z]{8}$/);
    expect(await res.text()).toContain(`please quote reference ${id}.`);
  });
});
