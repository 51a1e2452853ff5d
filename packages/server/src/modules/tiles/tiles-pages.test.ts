import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The pages behind the tiles (decision 047): the compatibility drawer's page without JavaScript,
// and the search page's tiles linking to it.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 400, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => new TestBrowser(server.baseUrl).call("GET", path);

describe("/tiles/compatibility/:itemId", () => {
  it("lists a cartridge's printers under the drawer's titles", async () => {
    const result = await sql<{ cartridge: string; printer: string }>`select ca.item_id as cartridge, pr.name as printer
      from printer_compatibility pc
      join products ca on ca.id = pc.cartridge_product_id
      join products pr on pr.id = pc.printer_product_id
      where ca.status = 'PUBLISHED' and pr.status = 'PUBLISHED'
      order by ca.id limit 1`.execute(server.db);
    const pair = result.rows[0]!;
    const reply = await get(`/tiles/compatibility/${pair.cartridge}`);
    expect(reply.status).toBe(200);
    const html = String(reply.body);
    expect(html).toContain("<h1>Compatible Printers</h1>");
    expect(html).toContain("This cartridge is compatible with:");
    expect(
      html
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&"),
    ).toContain(pair.printer);
  });

  it("is a 404 for an item without compatibility and for a malformed id", async () => {
    const desk = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("status", "=", "PUBLISHED")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const hasData = await sql<{ n: number }>`select count(*) as n from printer_compatibility pc join products p
      on p.id = pc.printer_product_id or p.id = pc.cartridge_product_id where p.item_id = ${desk.itemId}`.execute(server.db);
    if (Number(hasData.rows[0]?.n ?? 0) === 0) expect((await get(`/tiles/compatibility/${desk.itemId}`)).status).toBe(404);
    expect((await get("/tiles/compatibility/not-a-number")).status).toBe(404);
  });
});
