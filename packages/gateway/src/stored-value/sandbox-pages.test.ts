import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildGatewayApp } from "../app";
import { SandboxGateway } from "../sandbox-gateway";

// The sandbox's test gift cards page over real HTTP: a tester issues a card and can use it.

let app: FastifyInstance;
let base: string;
const gateway = new SandboxGateway({ secret: "sandbox-pages-secret" });

beforeAll(async () => {
  app = await buildGatewayApp({
    gateway,
    secret: "sandbox-pages-secret",
    gatewayOrigin: () => base,
    storefrontOrigins: () => false,
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app?.close();
});

const post = (body: string) =>
  fetch(`${base}/sandbox/gift-cards`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

describe("test gift cards page", () => {
  it("lists the documented cards and issues a fresh card that checks with its balance", async () => {
    const page = await fetch(`${base}/sandbox/gift-cards`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("6006 4910 0000 0038");
    expect(html).toContain('<label for="amount">Amount in dollars</label>');

    const issued = await post("type=PREPAID_CARD&amount=42.50");
    expect(issued.status).toBe(201);
    const text = await issued.text();
    const number = /<dt>Card number<\/dt><dd>([\d ]+)<\/dd>/.exec(text)?.[1] ?? "";
    const pin = /<dt>PIN<\/dt><dd>(\d{4})<\/dd>/.exec(text)?.[1] ?? "";
    expect(text).toContain("Your test prepaid card");
    const check = await gateway.checkStoredValue({ number, pin, subject: "dotcom:user:9" });
    expect(check).toMatchObject({ ok: true, type: "PREPAID_CARD", balanceCents: 4_250 });
  });

  it("refuses amounts outside $1 to $500 and text that is not an amount", async () => {
    for (const amount of ["0", "0.50", "501", "12.345", "abc", ""]) {
      const reply = await post(`type=GIFT_CARD&amount=${encodeURIComponent(amount)}`);
      expect(reply.status, amount).toBe(400);
      expect(await reply.text()).toContain("Please enter an amount from $1.00 to $500.00.");
    }
  });
});
