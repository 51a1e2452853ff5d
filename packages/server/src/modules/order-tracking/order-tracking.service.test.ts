import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRACK_ORDER_NOT_FOUND } from "@quire/domain";
import { accountAreaServices, clientAt } from "../../test/account-area-fixture";
import { type TestServer, startTestServer } from "../../test/test-server";
import { parseTrackOrder } from "../account-area";

// Track an order without signing in: the right number and e-mail show it; a wrong number and a
// wrong e-mail get the same answer; look-ups are limited per client address.

describe("track an order", () => {
  let server: TestServer;
  let services: ReturnType<typeof accountAreaServices>;
  let order: { orderNumber: string; email: string; tenant: string };
  beforeAll(async () => {
    server = await startTestServer({ products: 50 });
    services = accountAreaServices(server);
    const row = await server.db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.userId")
      .select(["orders.orderNumber", "users.email", "orders.tenant"])
      .where("orders.tenant", "=", "dotcom")
      .orderBy("orders.id")
      .executeTakeFirstOrThrow();
    order = row;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows the order for its number and e-mail, without the street", async () => {
    const found = await services.orderTracking.track(
      parseTrackOrder({ orderNumber: ` ${order.orderNumber} `, email: order.email.toUpperCase() }),
      { tenant: "dotcom", ip: clientAt().ip },
    );
    expect(found).toMatchObject({ orderNumber: order.orderNumber, status: expect.stringMatching(/SHIPPED|DELIVERED/) });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.itemCount).toBeGreaterThanOrEqual(found.items.length);
    expect(JSON.stringify(found)).not.toMatch(/address1/);
  });

  it("answers a wrong number, a wrong e-mail and another tenant the same way", async () => {
    const ip = clientAt().ip;
    const answers = await Promise.all(
      [
        { orderNumber: "1234567890", email: order.email, tenant: "dotcom" as const },
        { orderNumber: order.orderNumber, email: "someone.else@quire.test", tenant: "dotcom" as const },
        { orderNumber: order.orderNumber, email: order.email, tenant: "advantage" as const },
      ].map((q) => services.orderTracking.track(q, { tenant: q.tenant, ip }).catch((e: unknown) => e)),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ statusCode: 404, code: "ORDER_NOT_FOUND", message: TRACK_ORDER_NOT_FOUND });
  });

  it("refuses bad input with a message per field", () => {
    expect(() => parseTrackOrder({ orderNumber: "abc", email: "nope" })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        details: { fields: { orderNumber: "Order numbers are 6 to 12 digits.", email: "Invalid email address" } },
      }),
    );
  });

  it("limits misses per client address", async () => {
    const ip = clientAt().ip;
    for (let i = 0; i < 10; i++) {
      await expect(
        services.orderTracking.track({ orderNumber: `10000000${i}`, email: order.email }, { tenant: "dotcom", ip }),
      ).rejects.toMatchObject({ statusCode: 404 });
    }
    await expect(services.orderTracking.track(order, { tenant: "dotcom", ip })).rejects.toMatchObject({
      statusCode: 429,
      code: "TOO_MANY_ATTEMPTS",
    });
    await expect(services.orderTracking.track(order, { tenant: "dotcom", ip: clientAt().ip })).resolves.toMatchObject({
      orderNumber: order.orderNumber,
    });
  });
});
