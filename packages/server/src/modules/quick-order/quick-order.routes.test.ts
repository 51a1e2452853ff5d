import {
  CART_MESSAGES,
  OFF_CONTRACT_REFUSAL,
  QUICK_ORDER_MESSAGES,
  type QuickOrderAnswer,
  type QuickOrderLineResult,
} from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { BLOCKED_BY_POLICY } from "../cart";
import { QUICK_ORDER_LINE_MESSAGES } from "./quick-order.service";

let server: TestServer;

const ADVANTAGE = { host: "advantage.localhost" };
const NORTHWIND = 1;
const BLUEBIRD = 2;

interface Product {
  itemId: string;
  name: string;
  onlineQty: number;
  quantityLimit: number | null;
}

/** Products the store sells in plenty: published, priced, no limit, stock of 50 or more. */
let plentiful: Product[] = [];
let limited: Product;
let outOfStock: Product;
let scarce: Product;
let discontinued: Product;
let coffee: Product;
let northwindSku: { sku: string; itemId: string };
let bluebirdSku: { sku: string; itemId: string };

beforeAll(async () => {
  server = await startTestServer({ products: 600 });
  const products = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .innerJoin("categories as c", "c.id", "p.categoryId")
    .select(["p.itemId", "p.name", "p.status", "p.quantityLimit", "p.isFreeSample", "p.isWarrantyPlan", "p.finalPriceCents"])
    .select(["p.giftCardDeliveryId", "i.onlineQty", "i.backorderDate", "c.slug as category"])
    .orderBy("p.id")
    .execute();
  const sellable = products.filter(
    (p) =>
      p.status === "PUBLISHED" &&
      p.isFreeSample === 0 &&
      p.isWarrantyPlan === 0 &&
      p.giftCardDeliveryId === null &&
      p.finalPriceCents > 0 &&
      p.category !== "coffee",
  );
  const skuRows = await server.db
    .selectFrom("customerSkus as s")
    .innerJoin("products as p", "p.id", "s.productId")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["s.accountId", "s.customerSku", "p.itemId", "p.quantityLimit", "i.onlineQty", "p.status"])
    .orderBy("s.customerSku")
    .execute();
  const usable = (r: (typeof skuRows)[number]) => r.status === "PUBLISHED" && r.quantityLimit === null && r.onlineQty >= 50;
  const nw = skuRows.find((r) => Number(r.accountId) === NORTHWIND && usable(r))!;
  const bb = skuRows.find((r) => Number(r.accountId) === BLUEBIRD && r.itemId !== nw.itemId)!;
  northwindSku = { sku: nw.customerSku, itemId: nw.itemId };
  bluebirdSku = { sku: bb.customerSku, itemId: bb.itemId };
  // items with an account's own number are kept for the lines that use the number
  const taken = new Set(skuRows.map((r) => r.itemId));
  const pick = (test: (p: (typeof products)[number]) => boolean): Product => {
    const found = products.find((p) => !taken.has(p.itemId) && test(p));
    if (!found) throw new Error("the demo catalogue lacks a product the test needs");
    taken.add(found.itemId);
    return { ...found, onlineQty: Number(found.onlineQty), quantityLimit: found.quantityLimit };
  };
  limited = pick((p) => sellable.includes(p) && p.quantityLimit !== null && p.quantityLimit < p.onlineQty);
  outOfStock = pick((p) => sellable.includes(p) && p.onlineQty === 0 && p.backorderDate === null);
  scarce = pick((p) => sellable.includes(p) && p.quantityLimit === null && p.onlineQty > 0 && p.onlineQty < 20);
  discontinued = pick((p) => p.status === "DISCONTINUED");
  coffee = pick((p) => p.category === "coffee" && p.status === "PUBLISHED" && p.onlineQty > 0);
  plentiful = sellable
    .filter((p) => !taken.has(p.itemId) && p.quantityLimit === null && p.onlineQty >= 50)
    .slice(0, 45)
    .map((p) => ({ ...p, onlineQty: Number(p.onlineQty) }));
  expect(plentiful).toHaveLength(45);
});
afterAll(async () => {
  await server?.close();
});

async function buyer(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
  await browser.signIn(email);
  return browser;
}

async function cartLines(browser: TestBrowser): Promise<Map<string, number>> {
  const reply = await browser.call("GET", "/cc/api/checkout");
  expect(reply.status).toBe(200);
  const items = reply.body.data.cartInfo.items as { itemId: string; qty: number; status: string }[];
  return new Map(items.filter((l) => l.status === "ACTIVE").map((l) => [l.itemId, l.qty]));
}

const ok = (line: Partial<QuickOrderLineResult>) => ({ status: "ok", code: null, message: null, ...line });

/** The 50 lines of the main case: 40 good items, one by the account's own number, one repeated, and bad ones. */
function fiftyLines(): { text: string; good: Map<string, number> } {
  const lines: string[] = [];
  const good = new Map<string, number>();
  for (const [i, p] of plentiful.slice(0, 40).entries()) {
    const qty = 1 + (i % 3);
    // each separator a buyer's paste might hold
    lines.push([`${p.itemId}, ${qty}`, `${p.itemId}\t${qty}`, `${p.itemId};${qty}`][i % 3]!);
    good.set(p.itemId, qty);
  }
  lines.push(`${northwindSku.sku.toLowerCase()}, 2`); // 41: the account's own number
  good.set(northwindSku.itemId, 2);
  lines.push(`${plentiful[0]!.itemId}, 4`); // 42: repeats line 1
  good.set(plentiful[0]!.itemId, good.get(plentiful[0]!.itemId)! + 4);
  lines.push("999999999, 1"); // 43: unknown
  lines.push(`${limited.itemId}, ${limited.quantityLimit! + 1}`); // 44: over the limit
  lines.push(`${outOfStock.itemId}, 1`); // 45: out of stock
  lines.push(`${scarce.itemId}, ${scarce.onlineQty + 5}`); // 46: more than in stock
  lines.push(`${plentiful[41]!.itemId}, two`); // 47: malformed quantity
  lines.push(`${discontinued.itemId}, 1`); // 48: no longer sold
  lines.push(`${coffee.itemId}, 1`); // 49: blocked by Northwind's policy
  lines.push(`${bluebirdSku.sku}, 1`); // 50: another account's number
  return { text: lines.join("\n"), good };
}

describe("POST /ele-lpd/api/quickOrder", () => {
  it("checks 50 lines without adding anything, then adds exactly the good ones in one call", async () => {
    const browser = await buyer("buyer@northwind.test");
    const { text, good } = fiftyLines();

    const check = await browser.call<{ data: QuickOrderAnswer }>("POST", "/ele-lpd/api/quickOrder?requestType=sbaMMX", {
      text,
      validateOnly: true,
    });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ validateOnly: true, okCount: 41, errorCount: 8, addedQty: 0, cartItemCount: 0 });
    expect(await cartLines(browser)).toEqual(new Map());

    const reply = await browser.call<{ data: QuickOrderAnswer }>("POST", "/ele-lpd/api/quickOrder", { text });
    expect(reply.status).toBe(200);
    const answer = reply.body.data;
    expect(answer.lines).toHaveLength(49);
    expect(answer.lines[0]).toEqual(
      ok({
        lineNumber: 1,
        lineNumbers: [1, 42],
        text: `${plentiful[0]!.itemId}, 1`,
        item: plentiful[0]!.itemId,
        itemId: plentiful[0]!.itemId,
        customerSku: null,
        name: plentiful[0]!.name,
        qty: 5,
      }),
    );
    expect(answer.lines[40]).toMatchObject(
      ok({
        lineNumber: 41,
        lineNumbers: [41],
        item: northwindSku.sku.toLowerCase(),
        itemId: northwindSku.itemId,
        customerSku: northwindSku.sku,
        qty: 2,
      }),
    );
    const bad = Object.fromEntries(answer.lines.slice(41).map((l) => [l.lineNumber, [l.status, l.itemId, l.code, l.message]]));
    expect(bad).toEqual({
      43: ["error", null, "UNKNOWN_ITEM", QUICK_ORDER_LINE_MESSAGES.UNKNOWN_ITEM("999999999")],
      44: [
        "error",
        limited.itemId,
        "QTY_LIMIT_ITEM",
        `${CART_MESSAGES.QTY_LIMIT(limited.quantityLimit!)} ${QUICK_ORDER_LINE_MESSAGES.CAN_ADD_UP_TO(limited.quantityLimit!)}`,
      ],
      45: ["error", outOfStock.itemId, "OUT_OF_STOCK", CART_MESSAGES.OUT_OF_STOCK],
      46: [
        "error",
        scarce.itemId,
        "PARTIAL_QTY_AVAILABLE",
        `${CART_MESSAGES.PARTIAL_QTY_AVAILABLE} ${QUICK_ORDER_LINE_MESSAGES.CAN_ADD_UP_TO(scarce.onlineQty)}`,
      ],
      47: ["error", null, "INVALID_QTY", QUICK_ORDER_MESSAGES.INVALID_QTY],
      48: ["error", discontinued.itemId, "ITEM_NOT_PUBLISHED", CART_MESSAGES.ITEM_NOT_PUBLISHED],
      49: ["error", coffee.itemId, BLOCKED_BY_POLICY.code, BLOCKED_BY_POLICY.message],
      50: ["error", null, "UNKNOWN_ITEM", QUICK_ORDER_LINE_MESSAGES.UNKNOWN_ITEM(bluebirdSku.sku)],
    });
    const units = [...good.values()].reduce((n, q) => n + q, 0);
    expect(answer).toMatchObject({ validateOnly: false, okCount: 41, errorCount: 8, addedQty: units, cartItemCount: units });
    expect(answer.cartItemIds).toHaveLength(41);
    expect(await cartLines(browser)).toEqual(good);
  });

  it("counts what the cart already holds against the limits, and takes lines as data", async () => {
    const browser = await buyer("approver@northwind.test");
    const first = await browser.call<{ data: QuickOrderAnswer }>("POST", "/api/quickOrder", {
      lines: [{ item: limited.itemId, qty: limited.quantityLimit! }],
    });
    expect(first.body.data.lines[0]).toMatchObject({ status: "ok", qty: limited.quantityLimit });
    const again = await browser.call<{ data: QuickOrderAnswer }>("POST", "/api/quickOrder", {
      lines: [{ item: limited.itemId, qty: 1 }, { item: plentiful[44]!.itemId }],
    });
    expect(again.status).toBe(200);
    expect(again.body.data.lines.map((l) => [l.lineNumber, l.status, l.code])).toEqual([
      [1, "error", "EXCEEDED_LIMIT"],
      [2, "ok", null],
    ]);
    expect(await cartLines(browser)).toEqual(
      new Map([
        [limited.itemId, limited.quantityLimit!],
        [plentiful[44]!.itemId, 1],
      ]),
    );
  });

  it("tells a contract-only buyer which lines are off the contract before adding, and adds the rest", async () => {
    const onBluebirdContract = new Set(
      (
        await server.db
          .selectFrom("contractPrices as cp")
          .innerJoin("products as p", "p.id", "cp.productId")
          .select("p.itemId")
          .where("cp.accountId", "=", BLUEBIRD)
          .execute()
      ).map((r) => r.itemId),
    );
    const on = plentiful.find((p) => onBluebirdContract.has(p.itemId));
    const off = plentiful.find((p) => !onBluebirdContract.has(p.itemId));
    if (!on || !off) throw new Error("the demo catalogue lacks an item on and one off Bluebird's contract");
    const browser = await buyer("contract.buyer@bluebirddental.test");
    const text = `${on.itemId}, 2\n${off.itemId}, 1`;

    const check = await browser.call<{ data: QuickOrderAnswer }>("POST", "/ele-lpd/api/quickOrder", { text, validateOnly: true });
    expect(check.status).toBe(200);
    expect(check.body.data.lines.map((l) => [l.lineNumber, l.status, l.itemId, l.code, l.message])).toEqual([
      [1, "ok", on.itemId, null, null],
      [2, "error", off.itemId, OFF_CONTRACT_REFUSAL.code, OFF_CONTRACT_REFUSAL.message],
    ]);
    expect(await cartLines(browser)).toEqual(new Map());

    const add = await browser.call<{ data: QuickOrderAnswer }>("POST", "/ele-lpd/api/quickOrder", { text });
    expect(add.body.data).toMatchObject({ okCount: 1, errorCount: 1, addedQty: 2 });
    expect(await cartLines(browser)).toEqual(new Map([[on.itemId, 2]]));
  });

  it("does not know another account's customer SKUs, and knows its own", async () => {
    const browser = await buyer("buyer@bluebirddental.test");
    const reply = await browser.call<{ data: QuickOrderAnswer }>("POST", "/ele-lpd/api/quickOrder?requestType=sbaACI", {
      text: `${northwindSku.sku}\n${bluebirdSku.sku}, 3`,
      validateOnly: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.lines.map((l) => [l.lineNumber, l.status, l.itemId, l.code])).toEqual([
      [1, "error", null, "UNKNOWN_ITEM"],
      [2, "ok", bluebirdSku.itemId, null],
    ]);
  });

  it("adds up an item written once by its number and once by the account's own number", async () => {
    const browser = await buyer("buyer@bluebirddental.test");
    const reply = await browser.call<{ data: QuickOrderAnswer }>("POST", "/ele-lpd/api/quickOrder", {
      text: `${bluebirdSku.itemId}, 1\n${bluebirdSku.sku.toLowerCase()}\t2`,
      validateOnly: true,
    });
    expect(reply.body.data.lines).toEqual([
      expect.objectContaining({
        lineNumbers: [1, 2],
        itemId: bluebirdSku.itemId,
        customerSku: bluebirdSku.sku,
        qty: 3,
        status: "ok",
      }),
    ]);
  });

  it("is in the OpenAPI document under both prefixes", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    expect(Object.keys(reply.body.paths)).toEqual(expect.arrayContaining(["/api/quickOrder", "/ele-lpd/api/quickOrder"]));
  });

  it("asks guests to sign in and refuses the consumer site", async () => {
    const guest = new TestBrowser(server.baseUrl, ADVANTAGE);
    const reply = await guest.call("POST", "/ele-lpd/api/quickOrder", { text: "101407, 1" });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("UNAUTHORIZED");

    const consumer = new TestBrowser(server.baseUrl);
    await consumer.signIn("registered@quire.test");
    const refused = await consumer.call("POST", "/api/quickOrder", { text: `${plentiful[0]!.itemId}, 1` });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    expect(await cartLines(consumer)).toEqual(new Map());
  });

  it("answers 400 for a body of the wrong shape, no entries or too many, and changes nothing", async () => {
    const browser = await buyer("admin@northwind.test");
    const cases: [unknown, string][] = [
      [{}, "INVALID_REQUEST"],
      [{ text: 12 }, "INVALID_REQUEST"],
      [["101407"], "INVALID_REQUEST"],
      [{ text: "101407", lines: [] }, "INVALID_REQUEST"],
      [{ lines: [{ qty: 1 }] }, "INVALID_REQUEST"],
      [{ text: "101407", validateOnly: "yes" }, "INVALID_REQUEST"],
      [{ text: "x".repeat(20_001) }, "INVALID_REQUEST"],
      [{ text: " \n\n" }, "EMPTY"],
      [{ lines: [] }, "EMPTY"],
      [
        {
          text: plentiful
            .map((p) => p.itemId)
            .concat(
              plentiful.map((p) => `${p.itemId}0`),
              ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"],
            )
            .join("\n"),
        },
        "TOO_MANY_LINES",
      ],
    ];
    for (const [body, code] of cases) {
      const reply = await browser.call("POST", "/ele-lpd/api/quickOrder", body);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(reply.body.code, JSON.stringify(body).slice(0, 60)).toBe(code);
    }
    const badType = await browser.call("POST", "/ele-lpd/api/quickOrder?requestType=retail", { text: "101407" });
    expect(badType.status).toBe(400);
    expect(await cartLines(browser)).toEqual(new Map());
  });
});
