import { parseSearchParams } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";
import { CatalogueService } from "./catalogue.service";

// One source of truth for a category's product count (decision 040): the number the home page
// shows on a category entry is the total its category page lists.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 600 });
});
afterAll(async () => {
  await server?.close();
});

describe("category counts", () => {
  it("the home page's count of each top category equals its category page's total", async () => {
    const discontinued = await server.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "DISCONTINUED")
      .executeTakeFirstOrThrow();
    // Discontinued items are what made the two counts drift apart; the demo data must have some.
    expect(Number(discontinued.n)).toBeGreaterThan(0);

    const catalogue = new CatalogueService(server.db);
    const tree = await catalogue.categoryTree();
    expect(tree.length).toBeGreaterThan(3);
    for (const top of tree) {
      const request = parseSearchParams({ category: top.slug });
      if (!request.ok) throw new Error(request.message);
      const page = await catalogue.search(request.request);
      expect({ slug: top.slug, count: top.productCount }).toEqual({ slug: top.slug, count: page.total });
    }
  });
});
