import crypto from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/database";
import { AppError } from "../../../http/errors";
import { checkoutHelpers } from "../../../test/checkout-helpers";
import { TestBrowser } from "../../../test/test-browser";
import { type TestServer, startTestServer } from "../../../test/test-server";
import { OutboxMailer } from "../../mail";
import { CheckoutService } from "../checkout.service";
import type { Shopper } from "../checkout-shopper";
import { OrderConfirmationMail } from "../order-confirmation-mail";
import { afterCommit } from "./after-commit";
import { type OrderPayment, authorisePayment, chargedType, contactEmailOf, redeemAppliedPayments } from "./authorise-payment";
import { checkCart } from "./check-cart";
import { decideApproval } from "./order-approval";
import { requestHashOf } from "./placed-order";
import { priceCart } from "./price-cart";
import { planStock, reserveStock } from "./reserve-stock";
import { freshOrderNumber, writeOrder } from "./write-order";

// Each step of placing an order on its own, inside a transaction of the test's, against a real
// database: the shopper's cart and checkout are made over real HTTP as a shopper makes them.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;
let checkouts: CheckoutService;
const log = Fastify({ logger: false }).log;

const VISA = "4111 1111 1111 1111";
const DECLINED = "4000 0000 0000 0002";

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.48");
  checkouts = new CheckoutService(server.db, server.gateway, crypto.randomBytes(32).toString("base64url"));
});
afterAll(async () => {
  await server?.close();
});

/** The checkout's shopper as the checkout calls see a signed-in consumer. */
function consumer(userId: number): Shopper {
  return {
    userId,
    tenant: "dotcom",
    isGuest: false,
    cartOwner: { userId, tenant: "dotcom" },
    cartToken: null,
    accountId: null,
    budgetCentreId: null,
    permissions: [],
    customerNumber: null,
    name: { firstName: "Test", lastName: "Shopper" },
    subject: `dotcom:user:${userId}`,
    sessionKey: `steps-${userId}`,
    clientIp: "",
  };
}

let registered = 0;

/** A new consumer account, signed in, with its checkout shopper. */
async function newConsumer(): Promise<{ browser: TestBrowser; shopper: Shopper; email: string }> {
  registered += 1;
  const email = `steps${registered}-${crypto.randomBytes(3).toString("hex")}@example.com`;
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": `10.47.${Math.floor(registered / 250)}.${registered % 250}` };
  const reply = await browser.call("POST", "/api/auth/register", {
    email,
    password: "Quire-test-1",
    firstName: "Test",
    lastName: "Steps",
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const user = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { browser, shopper: consumer(Number(user.id)), email };
}

let offset = 0;

/** A new shopper with `qty` of a stocked product in the cart, delivery, address and a card chosen. */
async function readyToPlace(card = VISA, qty = 1) {
  const { browser, shopper, email } = await newConsumer();
  offset += 1;
  const product = await h.stockedProduct(500, offset);
  await h.addToCart(browser, product.itemId, qty);
  await h.deliveryAndAddress(browser);
  const view = await h.payByCard(browser, card);
  return { browser, shopper, email, product, total: view.cart.cartSummary.ordTotal as number };
}

class RolledBack extends Error {}

/** Runs `work` in a transaction that is rolled back afterwards, and answers what it answered. */
async function rolledBack<T>(work: (trx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await server.db
    .transaction()
    .execute(async (trx) => {
      answer = await work(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return answer as T;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function onlineQty(productId: number): Promise<number> {
  const row = await server.db
    .selectFrom("inventory")
    .select("onlineQty")
    .where("productId", "=", productId)
    .executeTakeFirstOrThrow();
  return Number(row.onlineQty);
}

const request = (expectedTotal: number) => ({
  idempotencyKey: crypto.randomUUID(),
  requestHash: requestHashOf({ expectedTotal }),
});

/** Every step before authorising, in a transaction: the cart checked and priced, its stock planned. */
async function upToPayment(trx: Db, shopper: Shopper, total: number) {
  const checked = await checkCart(trx, server.dbKind, checkouts, shopper, request(total));
  if (checked.kind !== "cart") throw new Error("expected a cart");
  const priced = await priceCart(trx, checkouts, shopper, checked, total);
  const stock = planStock(priced.state, priced.checkout, priced.cartView);
  const number = await freshOrderNumber(trx);
  const payment: OrderPayment = {
    shopper,
    cartId: checked.cart.id,
    checkout: priced.checkout,
    balance: priced.balance,
    orderNumber: number.orderNumber,
    contactEmail: contactEmailOf(shopper, priced.view),
    nowMs: Date.now(),
  };
  return { cart: checked.cart, priced, stock, number, payment };
}

describe("checkCart", () => {
  it("refuses a shopper without a cart with EMPTY_CART", async () => {
    const { shopper } = await newConsumer();
    const error = await refusal(rolledBack((trx) => checkCart(trx, server.dbKind, checkouts, shopper, request(100))));
    expect([error.statusCode, error.code, error.message]).toEqual([400, "EMPTY_CART", "Your cart is empty."]);
  });

  it("answers the locked cart with its lines", async () => {
    const { shopper, product, total } = await readyToPlace(VISA, 2);
    const checked = await rolledBack((trx) => checkCart(trx, server.dbKind, checkouts, shopper, request(total)));
    expect(checked.kind).toBe("cart");
    if (checked.kind !== "cart") return;
    expect(checked.state.lines.map((l) => [l.productId, l.qty])).toEqual([[product.productId, 2]]);
  });

  it("answers the order an earlier request with the key placed, and refuses the key for another total", async () => {
    const { browser, shopper, total } = await readyToPlace();
    const key = crypto.randomUUID();
    const placed = await h.placeOrder(browser, total, key);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const same = { idempotencyKey: key, requestHash: requestHashOf({ expectedTotal: total }) };
    const replay = await rolledBack((trx) => checkCart(trx, server.dbKind, checkouts, shopper, same));
    expect(replay).toMatchObject({ kind: "replay", order: { totalCents: total, replayed: true } });

    const other = { idempotencyKey: key, requestHash: requestHashOf({ expectedTotal: total + 1 }) };
    const error = await refusal(rolledBack((trx) => checkCart(trx, server.dbKind, checkouts, shopper, other)));
    expect([error.statusCode, error.code]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });
});

describe("priceCart", () => {
  it("answers the total and what the card is charged", async () => {
    const { shopper, total } = await readyToPlace();
    const priced = await rolledBack(async (trx) => (await upToPayment(trx, shopper, total)).priced);
    expect(priced.total).toBe(total);
    expect(priced.balance).toBe(total);
    expect(priced.checkout.paymentType).toBe("CREDIT_CARD");
  });

  it("refuses a total other than the one the shopper reviewed with TOTAL_CHANGED and the total", async () => {
    const { shopper, total } = await readyToPlace();
    const error = await refusal(rolledBack((trx) => upToPayment(trx, shopper, total - 1)));
    expect([error.statusCode, error.code, error.details?.totalCents]).toEqual([409, "TOTAL_CHANGED", total]);
  });

  it("refuses a checkout without a payment with CHECKOUT_INCOMPLETE", async () => {
    const { browser, shopper } = await newConsumer();
    offset += 1;
    await h.addToCart(browser, (await h.stockedProduct(500, offset)).itemId);
    const view = await h.deliveryAndAddress(browser);
    const error = await refusal(rolledBack((trx) => upToPayment(trx, shopper, view.cart.cartSummary.ordTotal)));
    expect([error.statusCode, error.code]).toEqual([400, "CHECKOUT_INCOMPLETE"]);
  });
});

describe("decideApproval", () => {
  it("places a consumer's order without a budget centre", async () => {
    const { shopper, total } = await readyToPlace();
    const decided = await rolledBack(async (trx) => {
      const { cart, priced } = await upToPayment(trx, shopper, total);
      return decideApproval(trx, shopper, cart, priced.total, () => new Date());
    });
    expect(decided).toEqual({ status: "PLACED", reason: null, budgetCentreId: null });
  });

  it("holds a business order over the account's approval limit for an approver", async () => {
    const { shopper, total } = await readyToPlace();
    const decided = await rolledBack(async (trx) => {
      const { cart, priced } = await upToPayment(trx, shopper, total);
      const account = await trx.selectFrom("accounts").select("id").orderBy("id").executeTakeFirstOrThrow();
      const policies = JSON.stringify({ approvalRequiredOverCents: total - 1 });
      await trx.updateTable("accounts").set({ policies }).where("id", "=", account.id).execute();
      const buyer = { ...shopper, accountId: Number(account.id) };
      return decideApproval(trx, buyer, cart, priced.total, () => new Date());
    });
    expect(decided).toEqual({ status: "PENDING_APPROVAL", reason: "ACCOUNT_POLICY", budgetCentreId: null });
  });
});

describe("planStock and reserveStock", () => {
  it("refuses more units than the online stock before any payment, with OUT_OF_STOCK", async () => {
    const { shopper, product, total } = await readyToPlace(VISA, 3);
    await server.db.updateTable("inventory").set({ onlineQty: 2 }).where("productId", "=", product.productId).execute();
    const error = await refusal(rolledBack((trx) => upToPayment(trx, shopper, total)));
    expect([error.statusCode, error.code]).toEqual([409, "OUT_OF_STOCK"]);
  });

  it("lowers the online stock by the order's units", async () => {
    const { shopper, product, total } = await readyToPlace(VISA, 3);
    const before = await onlineQty(product.productId);
    const during = await rolledBack(async (trx) => {
      const { priced, stock } = await upToPayment(trx, shopper, total);
      await reserveStock(trx, stock, priced.state, priced.cartView);
      const row = await trx
        .selectFrom("inventory")
        .select("onlineQty")
        .where("productId", "=", product.productId)
        .executeTakeFirstOrThrow();
      return Number(row.onlineQty);
    });
    expect(during).toBe(before - 3);
  });

  it("refuses with OUT_OF_STOCK when another order took the units meanwhile", async () => {
    const { shopper, product, total } = await readyToPlace(VISA, 2);
    const error = await refusal(
      rolledBack(async (trx) => {
        const { priced, stock } = await upToPayment(trx, shopper, total);
        await trx.updateTable("inventory").set({ onlineQty: 1 }).where("productId", "=", product.productId).execute();
        await reserveStock(trx, stock, priced.state, priced.cartView);
      }),
    );
    expect([error.statusCode, error.code]).toEqual([409, "OUT_OF_STOCK"]);
    expect(error.message).toMatch(/out of stock or no longer available/);
  });
});

describe("authorisePayment", () => {
  it("authorises the balance on the order's card", async () => {
    const { shopper, total } = await readyToPlace();
    const authorised = await rolledBack(async (trx) =>
      authorisePayment(trx, server.gateway, (await upToPayment(trx, shopper, total)).payment, log),
    );
    expect(authorised.kind).toBe("authorised");
    if (authorised.kind !== "authorised") return;
    const entry = server.gateway.ledger.find((e) => e.authorisationId === authorised.authorisationId);
    expect(entry).toMatchObject({ kind: "authorise", approved: true, amountCents: total });
  });

  it("answers a declined card, counts the decline and takes the card off the order, writing no order", async () => {
    const { shopper, total } = await readyToPlace(DECLINED);
    const orders = async () =>
      (await server.db.selectFrom("orders").select("id").where("userId", "=", shopper.userId).execute()).length;
    const committed = await server.db.transaction().execute(async (trx) => {
      const { payment } = await upToPayment(trx, shopper, total);
      return { answer: await authorisePayment(trx, server.gateway, payment, log), cartId: payment.cartId };
    });
    expect(committed.answer).toMatchObject({ kind: "declined", result: { approved: false, reason: "DECLINED" } });
    expect(await orders()).toBe(0);
    const checkout = await server.db
      .selectFrom("checkouts")
      .selectAll()
      .where("cartId", "=", committed.cartId)
      .executeTakeFirstOrThrow();
    expect(checkout.cardToken).toBeNull();
    const declines = await server.db
      .selectFrom("cardDeclines")
      .select("limiterKey")
      .where("limiterKey", "=", `account:dotcom:${shopper.userId}`)
      .execute();
    expect(declines).toHaveLength(1);
  });

  it("redeems nothing else when the card pays it all: one card line for the whole total", async () => {
    const { shopper, total } = await readyToPlace();
    const paid = await rolledBack(async (trx) => {
      const { payment } = await upToPayment(trx, shopper, total);
      return redeemAppliedPayments(trx, server.gateway, { ...payment, appliedPayments: [], total }, []);
    });
    expect(paid.payments).toMatchObject([{ type: "CREDIT_CARD", amountCents: total, last4: "1111" }]);
    expect(paid.redeemedPoints).toBe(0);
  });
});

/** Every step inside the transaction, committed: the order as placeOrder writes it. */
async function writtenOrder(shopper: Shopper, total: number) {
  return server.db.transaction().execute(async (trx) => {
    const { cart, priced, stock, number, payment } = await upToPayment(trx, shopper, total);
    const approval = await decideApproval(trx, shopper, cart, priced.total, () => new Date());
    const authorised = await authorisePayment(trx, server.gateway, payment, log);
    if (authorised.kind !== "authorised") throw new Error("expected an authorisation");
    const paid = await redeemAppliedPayments(trx, server.gateway, { ...payment, appliedPayments: [], total }, []);
    await reserveStock(trx, stock, priced.state, priced.cartView);
    const charged = chargedType(priced.checkout, priced.balance);
    const { authorisationId } = authorised;
    const placedAt = new Date().toISOString();
    const contactEmail = payment.contactEmail;
    const req = request(total);
    await writeOrder(trx, server.gateway, {
      shopper,
      cart,
      priced,
      stock,
      approval,
      number,
      charged,
      authorisationId,
      paid,
      contactEmail,
      request: req,
      placedAt,
    });
    return { cartId: cart.id, number, authorisationId, status: approval.status };
  });
}

describe("writeOrder", () => {
  it("stores the order with its lines and deletes the cart and checkout it came from", async () => {
    const { shopper, product, total } = await readyToPlace(VISA, 2);
    const written = await writtenOrder(shopper, total);
    const order = await server.db.selectFrom("orders").selectAll().where("id", "=", written.number.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ orderNumber: written.number.orderNumber, status: "PLACED", cardLast4: "1111" });
    expect(Number(order.totalCents)).toBe(total);
    const lines = await server.db.selectFrom("orderLines").selectAll().where("orderId", "=", written.number.id).execute();
    expect(lines.map((l) => [Number(l.productId), Number(l.qty)])).toEqual([[product.productId, 2]]);
    expect(await server.db.selectFrom("carts").select("id").where("id", "=", written.cartId).executeTakeFirst()).toBeUndefined();
    expect(
      await server.db.selectFrom("checkouts").select("cartId").where("cartId", "=", written.cartId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe("afterCommit", () => {
  it("captures a placed order's authorisation and sends the confirmation mail", async () => {
    const { shopper, email, total } = await readyToPlace();
    const written = await writtenOrder(shopper, total);
    const mail = new OrderConfirmationMail(server.db, new OutboxMailer(server.db));
    const order = { orderNumber: written.number.orderNumber, status: written.status, totalCents: total, replayed: false };
    await afterCommit(
      server.gateway,
      { order, itemIds: [], authorisationId: written.authorisationId, chargedCents: total },
      (placed, l) => mail.send(placed.orderNumber, l),
      log,
    );

    const capture = server.gateway.ledger.find((e) => e.kind === "capture" && e.authorisationId === written.authorisationId);
    expect(capture).toMatchObject({ approved: true, amountCents: total });
    const sent = await server.db.selectFrom("mailOutbox").selectAll().where("toAddress", "=", email).execute();
    expect(sent.map((m) => m.subject)).toEqual([`Your Quire order ${written.number.orderNumber}`]);
  });
});
