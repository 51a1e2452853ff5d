import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServer } from "../../test/test-server";
import { creditOrderPoints, debitRedeemedPoints } from "./rewards.repository";

// The point movements order placement makes inside its transaction, against the real database
// (SQLite, or PostgreSQL when DATABASE_URL is set).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 30 });
});
afterAll(async () => {
  await server?.close();
});

async function memberId(email: string): Promise<number> {
  const row = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function pointsOf(userId: number): Promise<number> {
  const row = await server.db.selectFrom("users").select("rewardsPoints").where("id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.rewardsPoints);
}

async function historyOf(userId: number, orderNumber: string) {
  const rows = await server.db
    .selectFrom("rewardsActivity")
    .select(["kind", "points", "orderNumber", "description", "createdAt"])
    .where("userId", "=", userId)
    .where("orderNumber", "=", orderNumber)
    .orderBy("createdAt")
    .execute();
  return rows.map((r) => ({ ...r, points: Number(r.points) }));
}

const AT = "2026-11-24T10:00:00.000Z";

describe("order points", () => {
  it("credits earned points to the balance with an EARNED history row", async () => {
    const userId = await memberId("rewards.base@quire.test");
    const before = await pointsOf(userId);
    await creditOrderPoints(server.db, { userId, orderNumber: "ORD-CREDIT-1", points: 250, at: AT });
    expect(await pointsOf(userId)).toBe(before + 250);
    expect(await historyOf(userId, "ORD-CREDIT-1")).toEqual([
      { kind: "EARNED", points: 250, orderNumber: "ORD-CREDIT-1", description: "Earned on order ORD-CREDIT-1", createdAt: AT },
    ]);
  });

  it("debits redeemed points when the balance covers them, with a REDEEMED row of negative points", async () => {
    const userId = await memberId("rewards.premier@quire.test");
    const before = await pointsOf(userId);
    expect(await debitRedeemedPoints(server.db, { userId, orderNumber: "ORD-DEBIT-1", points: 1_000, at: AT })).toBe(true);
    expect(await pointsOf(userId)).toBe(before - 1_000);
    expect(await historyOf(userId, "ORD-DEBIT-1")).toEqual([
      {
        kind: "REDEEMED",
        points: -1_000,
        orderNumber: "ORD-DEBIT-1",
        description: "Redeemed on order ORD-DEBIT-1",
        createdAt: AT,
      },
    ]);
  });

  it("refuses a debit above the balance and changes nothing", async () => {
    const userId = await memberId("rewards.elite@quire.test");
    const before = await pointsOf(userId);
    expect(await debitRedeemedPoints(server.db, { userId, orderNumber: "ORD-DEBIT-2", points: before + 1, at: AT })).toBe(false);
    expect(await pointsOf(userId)).toBe(before);
    expect(await historyOf(userId, "ORD-DEBIT-2")).toEqual([]);
    // exactly the balance is allowed
    expect(await debitRedeemedPoints(server.db, { userId, orderNumber: "ORD-DEBIT-3", points: before, at: AT })).toBe(true);
    expect(await pointsOf(userId)).toBe(0);
  });

  it("lets only one of two debits of the same points through", async () => {
    const userId = await memberId("select.member@quire.test");
    const before = await pointsOf(userId);
    const spend = Math.floor(before / 2) + 1;
    const results = await Promise.all(
      ["ORD-RACE-1", "ORD-RACE-2"].map((orderNumber) =>
        server.db.transaction().execute((trx) => debitRedeemedPoints(trx, { userId, orderNumber, points: spend, at: AT })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await pointsOf(userId)).toBe(before - spend);
  });

  it("does nothing for zero or negative points, and rejects fractions", async () => {
    const userId = await memberId("premium.member@quire.test");
    const before = await pointsOf(userId);
    await creditOrderPoints(server.db, { userId, orderNumber: "ORD-ZERO", points: 0, at: AT });
    expect(await debitRedeemedPoints(server.db, { userId, orderNumber: "ORD-ZERO", points: -5, at: AT })).toBe(true);
    expect(await pointsOf(userId)).toBe(before);
    expect(await historyOf(userId, "ORD-ZERO")).toEqual([]);
    await expect(creditOrderPoints(server.db, { userId, orderNumber: "ORD-FRACTION", points: 1.5, at: AT })).rejects.toThrow();
    expect(await pointsOf(userId)).toBe(before);
  });
});
