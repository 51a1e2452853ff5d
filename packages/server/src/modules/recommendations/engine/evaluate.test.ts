import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { evaluateRecommender } from "./evaluate";

// The engine must beat the same-category baseline on the demo store's fixed seed (decision 049).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 2000 });
});
afterAll(async () => {
  await server?.close();
});

describe("offline evaluation on the fixed demo seed", () => {
  it("hit rate at 10 on the held-out fifth of the history beats the same-category baseline", async () => {
    const report = await evaluateRecommender(server.db, { k: 10 });
    console.info(`recommendation evaluation: ${JSON.stringify(report)}`);
    expect(report.cases).toBeGreaterThan(200);
    expect(report.engineHitRate).toBeGreaterThan(report.baselineHitRate);
    // not a coincidence: well clear of the baseline
    expect(report.engineHitRate).toBeGreaterThan(report.baselineHitRate + 0.1);
  });
});
