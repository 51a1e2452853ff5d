import { tenantProfile } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { storefrontOrigin } from "../../app";
import { loadConfig } from "../../config/config";
import type { OutboxMailer } from "../mail";
import { type AccountAreaServices, accountAreaPageDoor } from "./account-area.page-door";

// The outbox exists only while mail stays in it (no SMTP_URL); reset links never point at a host the store is not configured for.

function requestOn(host: string, tenant: "dotcom" | "advantage" = "dotcom"): FastifyRequest {
  return {
    headers: { host },
    protocol: "http",
    ip: "10.0.0.1",
    tenant: tenantProfile(tenant),
    session: { userId: null },
  } as unknown as FastifyRequest;
}

function doorWith(outboxVisible: boolean) {
  const outbox = { outbox: async () => [] } as unknown as OutboxMailer;
  // the profile is never reached for a guest: the door refuses first
  const accountArea = { profile: async () => ({}) };
  const services = { outbox, outboxVisible, accountArea } as unknown as AccountAreaServices;
  return accountAreaPageDoor(services, requestOn("localhost:3000"));
}

describe("account door", () => {
  it("lists the outbox while mail stays in it and answers 404 when mail goes out through SMTP", async () => {
    await expect(doorWith(true).outbox()).resolves.toEqual({ ok: true, value: [] });
    await expect(doorWith(false).outbox()).resolves.toMatchObject({ ok: false, status: 404 });
  });

  it("sends guests to sign in from the profile", async () => {
    await expect(doorWith(true).profile()).resolves.toMatchObject({ ok: false, status: 401, code: "UNAUTHORIZED" });
  });

  it("builds reset links on configured hosts only", () => {
    const config = { ...loadConfig({}), port: 3000 };
    expect(storefrontOrigin(config, requestOn("advantage.localhost:3000", "advantage"))).toBe("http://advantage.localhost:3000");
    expect(storefrontOrigin(config, requestOn("evil.example:3000"))).toBe("http://localhost:3000");
    expect(storefrontOrigin(config, requestOn("advantage.evil.example", "advantage"))).toBe("http://advantage.localhost:3000");
  });
});
