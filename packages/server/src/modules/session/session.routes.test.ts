import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 400 });
});
afterAll(async () => {
  await server?.close();
});

// Every test signs in from its own address so the per-address limiter of one test leaves the others alone.
let address = 0;
function browser(host?: string): TestBrowser {
  address += 1;
  const b = new TestBrowser(server.baseUrl, { host });
  b.extraHeaders = { "x-forwarded-for": `198.51.100.${address}` };
  return b;
}

async function productIds(n: number, where = sql`1 = 1`): Promise<string[]> {
  const rows = await sql<{ itemId: string }>`select p.item_id from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and i.online_qty > 50
      and (p.quantity_limit is null or p.quantity_limit > 20) and p.sku_set_id is null and ${where}
    order by p.id limit ${n}`.execute(server.db);
  return rows.rows.map((r) => r.itemId);
}

describe("the session token", () => {
  it("is a guest token without a session, and a CSRF cookie comes with it", async () => {
    const b = browser();
    const reply = await b.call("GET", "/api/session");
    expect(reply.status).toBe(200);
    expect(reply.body.data.session).toMatchObject({ isLoggedIn: false, userType: "GUEST", consumer: true, routeType: "sdc" });
    expect(b.cookies.get("quire_csrf")).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(reply.headers.get("cache-control")).toContain("no-store");
  });

  it("on the business host is an sba guest token", async () => {
    const reply = await browser("advantage.localhost").call("GET", "/api/session");
    expect(reply.body.data.session).toMatchObject({ isLoggedIn: false, consumer: false, routeType: "sba", flowType: "MVP" });
  });
});

describe("sign in", () => {
  it("signs a registered customer in with an HttpOnly SameSite=Lax session cookie and a fresh CSRF token", async () => {
    const b = browser();
    await b.call("GET", "/api/session");
    const csrfBefore = b.cookies.get("quire_csrf");
    const reply = await b.call("POST", "/api/auth/login", { email: "Registered@Quire.test ", password: DEMO_PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body.data.session).toMatchObject({
      isLoggedIn: true,
      userType: "REGISTERED",
      customerNumber: "4100000101",
      userInfo: { contact: { firstName: "Riley", lastName: "Morgan" } },
    });
    const setCookies = reply.headers.getSetCookie();
    const sessionCookie = setCookies.find((c) => c.startsWith("quire_session="));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).not.toMatch(/Secure/); // plain http here; Secure when served over https
    expect(b.cookies.get("quire_session")).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(b.cookies.get("quire_csrf")).not.toBe(csrfBefore);
    expect((await b.call("GET", "/api/session")).body.data.session.isLoggedIn).toBe(true);
  });

  it("stores only a hash of the session id", async () => {
    const b = browser();
    await b.signIn("registered@quire.test");
    const id = b.cookies.get("quire_session")!;
    const rows = await server.db.selectFrom("sessions").select("idHash").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.idHash === id)).toBe(false);
  });

  it("gives a new session id at every sign-in and ends the one the browser had", async () => {
    const b = browser();
    await b.signIn("registered@quire.test");
    const first = b.cookies.get("quire_session")!;
    await b.signIn("rewards.base@quire.test");
    const second = b.cookies.get("quire_session")!;
    expect(second).not.toBe(first);
    const replay = new TestBrowser(server.baseUrl);
    replay.cookies.set("quire_session", first);
    expect((await replay.call("GET", "/api/session")).body.data.session.isLoggedIn).toBe(false);
  });

  it("refuses a wrong password and an unknown user with the same words, and sets no session", async () => {
    const b = browser();
    for (const body of [
      { email: "registered@quire.test", password: "wrong-password-1" },
      { email: "nobody@quire.test", password: DEMO_PASSWORD },
    ]) {
      const reply = await b.call("POST", "/api/auth/login", body);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({
        code: "INVALID_CREDENTIALS",
        message: "The email or password you entered is incorrect.",
      });
    }
    expect(b.cookies.has("quire_session")).toBe(false);
  });

  it("does not let a consumer sign in on the business site", async () => {
    const reply = await browser("advantage.localhost").call("POST", "/api/auth/login", {
      email: "registered@quire.test",
      password: DEMO_PASSWORD,
    });
    expect(reply.status).toBe(401);
  });

  it("answers empty, over-long and malformed fields with a message per field", async () => {
    const b = browser();
    const cases: [unknown, string, string][] = [
      [{ email: "", password: "x" }, "email", "Enter your email address."],
      [{ email: "registered@quire.test", password: "" }, "password", "Enter your password."],
      [{ email: "not-an-email", password: "x" }, "email", "Invalid email address"],
      [{ email: `${"a".repeat(250)}@quire.test`, password: "x" }, "email", "Email addresses have at most 254 characters."],
      [{ email: "registered@quire.test", password: "p".repeat(129) }, "password", "Passwords have at most 128 characters."],
      [{ email: 42, password: ["x"] }, "email", "Enter your email address."],
    ];
    for (const [body, field, message] of cases) {
      const reply = await b.call("POST", "/api/auth/login", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe("VALIDATION_ERROR");
      expect(reply.body.fields[field]).toBe(message);
    }
    expect((await b.call("POST", "/api/auth/login", "[1,2]")).status).toBe(400);
    expect((await b.call("POST", "/api/auth/login", "{not json")).status).toBe(400);
  });
});

describe("rate limiting", () => {
  it("locks one account after 5 wrong passwords, 100 rapid tries never get in, and other accounts still work", async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      b.extraHeaders = { "x-forwarded-for": `203.0.113.${i % 250}` }; // spread over addresses: the account limit holds
      const reply = await b.call("POST", "/api/auth/login", { email: "rewards.premier@quire.test", password: `guess-${i}` });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    b.extraHeaders = { "x-forwarded-for": "203.0.113.251" };
    const locked = await b.call("POST", "/api/auth/login", { email: "rewards.premier@quire.test", password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_ATTEMPTS");
    expect(locked.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(b.cookies.has("quire_session")).toBe(false);
    await browser().signIn("rewards.elite@quire.test");
  });

  it("limits one address trying many accounts", async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const reply = await b.call("POST", "/api/auth/login", { email: `someone${i}@quire.test`, password: "nope-1234" });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // the right password from that address waits too
    const blocked = await b.call("POST", "/api/auth/login", { email: "select.member@quire.test", password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
  });

  it("limits accounts created from one address, and says so in its own words", async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const fresh = new TestBrowser(server.baseUrl);
      fresh.extraHeaders = b.extraHeaders;
      const reply = await fresh.call("POST", "/api/auth/register", {
        email: `limit-${address}-${i}@example.com`,
        password: "Quire-test-1",
        firstName: "Lim",
        lastName: "It",
      });
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.body.code).toBe("TOO_MANY_ATTEMPTS");
        expect(reply.body.message).toMatch(/^Too many attempts to create an account\. Please wait \d+ minutes? and try again\.$/);
        expect(Number(reply.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("sign out", () => {
  it("ends the session on the server: the old id replayed opens nothing", async () => {
    const b = browser();
    await b.signIn("registered@quire.test");
    const old = b.cookies.get("quire_session")!;
    const out = await b.signOut();
    expect(out.status).toBe(200);
    expect(out.body.data.session.isLoggedIn).toBe(false);
    expect(b.cookies.has("quire_session")).toBe(false);
    const replay = browser();
    replay.cookies.set("quire_session", old);
    const reply = await replay.call("GET", "/api/session");
    expect(reply.body.data.session).toMatchObject({ isLoggedIn: false, userType: "GUEST" });
    expect(reply.headers.getSetCookie().some((c) => c.startsWith("quire_session=;"))).toBe(true);
    // the site-data call answers 401 for an ended session, so the page reloads as a guest
    replay.cookies.set("quire_session", old);
    const hf = await replay.call("GET", "/api/hf/dotcom/");
    expect(hf.status).toBe(401);
    expect(hf.body.code).toBe("SESSION_EXPIRED");
  });

  it("leaves no cart, coupon or price of the account for the next person on the browser", async () => {
    const b = browser();
    await b.signIn("rewards.base@quire.test");
    const [item] = await productIds(1);
    expect((await b.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: item, qty: 2 }] })).status).toBe(200);
    expect((await b.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "FREESHIP" })).status).toBe(200);
    await b.signOut();
    const cart = await b.call("GET", "/cc/api/checkout");
    expect(cart.body.data.cartInfo.items).toEqual([]);
    expect(cart.body.data.cartInfo.coupons ?? []).toEqual([]);
    expect(cart.body.data.cartInfo.cartAttributes.userType).toBe("GUEST");
    // and the account still has its cart when it comes back
    await b.signIn("rewards.base@quire.test");
    const again = await b.call("GET", "/cc/api/checkout");
    expect(again.body.data.cartInfo.items.map((i: { itemId: string }) => i.itemId)).toContain(item);
    expect(again.body.data.cartInfo.cartAttributes.userType).toBe("REGISTERED");
  });
});

describe("idle and absolute lifetimes", () => {
  it("a session past its idle deadline or its absolute deadline opens nothing", async () => {
    for (const column of ["idleExpiresAt", "absoluteExpiresAt"] as const) {
      const b = browser();
      await b.signIn("registered@quire.test");
      await server.db
        .updateTable("sessions")
        .set({ [column]: "2000-01-01T00:00:00.000Z" })
        .execute();
      const reply = await b.call("GET", "/api/session");
      expect(reply.body.data.session.isLoggedIn, column).toBe(false);
    }
  });
});

describe("cross-site request forgery", () => {
  it("refuses a state-changing call without the token, with a wrong one, and from another origin", async () => {
    const b = browser();
    await b.signIn("registered@quire.test");
    const [item] = await productIds(1);
    const body = { items: [{ itemId: item, qty: 1 }] };
    const noToken = await b.call("POST", "/cc/api/checkout/default/item", body, { "x-csrf-token": "" });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({
      code: "CSRF_TOKEN_INVALID",
      message: "Your session has expired. Please refresh the page and try again.",
    });
    const wrong = await b.call("POST", "/cc/api/checkout/default/item", body, { "x-csrf-token": "x".repeat(24) });
    expect(wrong.status).toBe(403);
    const forged = await b.call("POST", "/cc/api/checkout/default/item", body, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("CSRF_ORIGIN_MISMATCH");
    const crossSite = await b.call("POST", "/api/auth/logout", undefined, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    // none of them changed anything
    expect((await b.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);
    expect((await b.call("GET", "/api/session")).body.data.session.isLoggedIn).toBe(true);
    // a same-origin call with the token works
    const ok = await b.call("POST", "/cc/api/checkout/default/item", body, { origin: server.baseUrl });
    expect(ok.status).toBe(200);
  });

  it("protects sign-in and sign-out too; GET changes nothing", async () => {
    const b = browser();
    await b.call("GET", "/api/session");
    const login = await b.call(
      "POST",
      "/api/auth/login",
      { email: "registered@quire.test", password: DEMO_PASSWORD },
      {
        "x-csrf-token": "",
      },
    );
    expect(login.status).toBe(403);
    const get = await b.call("GET", "/api/auth/logout");
    expect(get.status).toBe(404);
  });
});

describe("guest cart merge at sign-in", () => {
  it("adds the guest lines to the account cart within limits and says what changed", async () => {
    const [a, b2] = await productIds(2, sql`p.id > 200`);
    const account = browser();
    await account.signIn("premium.member@quire.test");
    await account.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: a, qty: 3 }] });
    await account.signOut();

    const guest = browser();
    await guest.call("POST", "/cc/api/checkout/default/item", {
      items: [
        { itemId: a, qty: 2 },
        { itemId: b2, qty: 1 },
      ],
    });
    await guest.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "TAKE5" });
    const guestCookie = guest.cookies.get("quire_cart")!;
    const reply = await guest.signIn("premium.member@quire.test");
    expect(reply.body.data.merge.merged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemId: a, qtyAdded: 2, qtyAfter: 5 }),
        expect.objectContaining({ itemId: b2, qtyAdded: 1, qtyAfter: 1 }),
      ]),
    );
    expect(reply.body.data.merge.couponsAdded).toContain("TAKE5");
    expect(guest.cookies.has("quire_cart")).toBe(false);
    const cart = (await guest.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.items.find((i: { itemId: string }) => i.itemId === a).qty).toBe(5);
    expect(cart.messages.map((m: { code: string }) => m.code)).toContain("CART_AUTO_MERGE");
    // the guest cookie opens nothing any more
    const old = browser();
    old.cookies.set("quire_cart", guestCookie);
    expect((await old.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);
    // the notice is shown once: the next change retires it
    await guest.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: b2, qty: 1 }] });
    const after = (await guest.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(after.messages.map((m: { code: string }) => m.code)).not.toContain("CART_AUTO_MERGE");
  });

  it("caps a line at the item's limit and says why it could not move in full", async () => {
    const rows = await sql<{ itemId: string; quantityLimit: number }>`select p.item_id, p.quantity_limit from products p
      join inventory i on i.product_id = p.id where p.status = 'PUBLISHED' and p.quantity_limit between 3 and 10
      and i.online_qty > 50 and p.is_free_sample = 0 and p.sku_set_id is null order by p.id limit 1`.execute(server.db);
    const { itemId, quantityLimit } = rows.rows[0]!;
    const limit = Number(quantityLimit);
    const account = browser();
    await account.signIn("rewards.elite@quire.test");
    await account.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty: limit - 1 }] });
    await account.signOut();
    const guest = browser();
    await guest.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty: 2 }] });
    const reply = await guest.signIn("rewards.elite@quire.test");
    const line = reply.body.data.merge.notMerged.find((l: { itemId: string }) => l.itemId === itemId);
    expect(line).toMatchObject({ requestedQty: 2, qtyAdded: 1 });
    expect(line.code).toMatch(/^QTY_LIMIT/);
    const cart = (await guest.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.items.find((i: { itemId: string }) => i.itemId === itemId).qty).toBe(limit);
  });

  it("does not merge anything when the guest cart is empty", async () => {
    const reply = await browser().signIn("registered@quire.test");
    expect(reply.body.data.merge).toBeNull();
  });
});

describe("checkout status", () => {
  it("marks a signed-in shopper's cart ready for checkout, but not an empty one", async () => {
    const [item] = await productIds(1, sql`p.id > 320`);
    const b = browser();
    await b.signIn("csr@quire.test");
    const add = await b.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: item, qty: 1 }] });
    const put = { "x-http-method-override": "PUT" };
    const ready = await b.call("POST", "/cc/api/checkout/default?buyNow=true", { proceedCheckout: true }, put);
    expect(ready.status).toBe(200);
    expect(ready.body.data.cartInfo.cartAttributes.proceedCheckout).toBe(true);
    const cartItemId = add.body.data.cartInfo.items[0].cartItemId;
    await b.call("POST", `/cc/api/checkout/default/item/${cartItemId}`, undefined, { "x-http-method-override": "DELETE" });
    const empty = await b.call("POST", "/cc/api/checkout/default?buyNow=true", { proceedCheckout: true }, put);
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("EMPTY_CART");
  });
});

describe("carts are private", () => {
  it("a signed-in shopper cannot read or change another shopper's cart lines", async () => {
    const [item] = await productIds(1, sql`p.id > 300`);
    const owner = browser();
    await owner.signIn("rewards.base@quire.test");
    const added = await owner.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: item, qty: 1 }] });
    const cartItemId = added.body.data.cartInfo.items.find((i: { itemId: string }) => i.itemId === item).cartItemId;
    const other = browser();
    await other.signIn("select.member@quire.test");
    const removal = await other.call("POST", `/cc/api/checkout/default/item/${cartItemId}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(removal.status).toBe(404);
    const edit = await other.call(
      "POST",
      "/cc/api/checkout/default?actionType=EDIT_ITEM",
      { items: [{ cartItemId, qty: 7 }] },
      { "x-http-method-override": "PUT" },
    );
    expect(edit.status).toBe(404);
    const theirs = (await other.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(theirs.items.some((i: { cartItemId: string }) => i.cartItemId === cartItemId)).toBe(false);
    const mine = (await owner.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(mine.items.find((i: { cartItemId: string }) => i.cartItemId === cartItemId).qty).toBe(1);
  });
});

describe("organisation policies", () => {
  it("blocks add to cart of a blocked category for the account's users, and not for consumers", async () => {
    const [blocked] = await productIds(1, sql`p.category_id in (select id from categories where slug = 'coffee')`);
    expect(blocked).toBeDefined();
    const buyer = browser("advantage.localhost");
    await buyer.signIn("buyer@northwind.test");
    const reply = await buyer.call("POST", "/cc/api/checkout/default/item?requestType=sbaMMX", {
      items: [{ itemId: blocked, qty: 1 }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("The items are blocked for add to cart as per your organization policies");
    expect(reply.body.data.cartInfo.items.filter((i: { status: string }) => i.status === "ACTIVE")).toEqual([]);
    const consumer = browser();
    await consumer.signIn("registered@quire.test");
    expect((await consumer.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: blocked, qty: 1 }] })).status).toBe(
      200,
    );
  });

  it("accepts sbaMMX and sbaACI on business calls and refuses other request types", async () => {
    const [item] = await productIds(1);
    const buyer = browser("advantage.localhost");
    await buyer.signIn("buyer@bluebirddental.test");
    const bad = await buyer.call("POST", "/cc/api/checkout/default/item?requestType=evil", { items: [{ itemId: item, qty: 1 }] });
    expect(bad.status).toBe(400);
    const ok = await buyer.call("POST", "/cc/api/checkout/default/item?requestType=sbaACI", {
      items: [{ itemId: item, qty: 1 }],
    });
    expect(ok.status).toBe(200);
  });

  it("gives a business buyer the business session token", async () => {
    const buyer = browser("advantage.localhost");
    const reply = await buyer.signIn("buyer@northwind.test");
    expect(reply.body.data.session).toMatchObject({
      userType: "PR6",
      routeType: "sba",
      routeLevel: "link",
      accountNumber: "1049527",
      budgetCenter: { name: "Litigation" },
      accountInfo: { salesRepName: "Dana Whitfield", flowType: "MVP" },
    });
    expect(reply.body.data.session.sessionIPA.permissionDetail.globalPermission).toEqual(["G_AL", "G_BOP", "G_IOC", "G_CSE"]);
    expect(reply.body.data.session.sessionIPA.permissionDetail.activePriceMethods).toEqual([]);
    expect(reply.body.data.session.sessionIPA.permissionDetail.otherPermission).toContain("BUSINESS_LOYALTY");
  });
});

describe("register", () => {
  it("creates a consumer account, signs it in, and refuses the same e-mail twice", async () => {
    const b = browser();
    const body = { email: "new.shopper@quire.test", password: "paper-clip-42", firstName: "Nia", lastName: "Lopez" };
    const reply = await b.call("POST", "/api/auth/register", body);
    expect(reply.status).toBe(201);
    expect(reply.body.data.session).toMatchObject({ isLoggedIn: true, userType: "REGISTERED" });
    const row = await server.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "new.shopper@quire.test")
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("paper-clip-42");
    const again = await browser().call("POST", "/api/auth/register", body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("An account with this email already exists. Sign in instead.");
    await browser().signIn("new.shopper@quire.test", "paper-clip-42");
  });

  it("checks every field", async () => {
    const b = browser();
    const reply = await b.call("POST", "/api/auth/register", { email: "x@y", password: "short", firstName: "", lastName: "<b>" });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toMatchObject({
      email: "Invalid email address",
      password: "Password must be 8 to 128 characters and include a letter and a digit.",
      firstName: "Enter your first name.",
      lastName: "Your last name has characters we can't accept.",
    });
  });

  it.each([
    ["a right-to-left override", "Eve\u202Eyrotcaf", "firstName"],
    ["a bidirectional isolate", "\u2066Mallory\u2069", "lastName"],
    ["a lone surrogate", "Bad\ud800Name", "firstName"],
  ])("refuses a name with %s, and creates no account", async (_label, name, field) => {
    const email = `bidi.${field}.${name.length}@quire.test`;
    const body = { email, password: "paper-clip-42", firstName: "Nia", lastName: "Lopez", [field]: name };
    // Sent as JSON text with the escape, the way a client would send a lone surrogate.
    const reply = await browser().call("POST", "/api/auth/register", JSON.stringify(body));
    expect(reply.status).toBe(400);
    expect(reply.body.fields[field]).toMatch(/has characters we can't accept\.$/);
    const row = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("opens a business account on the business site, with the registrant as administrator", async () => {
    const b = browser("advantage.localhost");
    const noCompany = await b.call("POST", "/api/auth/register", {
      email: "owner@acme.test",
      password: "staples-and-more-9",
      firstName: "Ada",
      lastName: "Quinn",
    });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.fields.companyName).toBe("Enter your company name.");
    const reply = await b.call("POST", "/api/auth/register", {
      email: "owner@acme.test",
      password: "staples-and-more-9",
      firstName: "Ada",
      lastName: "Quinn",
      companyName: "Acme Paper Co",
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.session).toMatchObject({ userType: "PR7", accountInfo: { accountName: "Acme Paper Co" } });
  });
});

describe("signed-in pages", () => {
  it("are never stored by the browser; guest pages are left alone", async () => {
    const web = await startTestServer({ products: 50, serveWeb: true });
    try {
      const guest = new TestBrowser(web.baseUrl);
      const guestPage = await guest.call("GET", "/stores");
      expect(guestPage.status).toBe(200);
      expect(guestPage.headers.get("cache-control") ?? "").not.toContain("no-store");
      const member = new TestBrowser(web.baseUrl);
      await member.signIn("registered@quire.test");
      const page = await member.call("GET", "/stores");
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(String(page.body)).toContain("Hi, Riley");
    } finally {
      await web.close();
    }
  });
});

describe("account cart under concurrency", () => {
  it("ten first adds at once from a signed-in shopper make one cart with every unit", async () => {
    const [item] = await productIds(
      1,
      sql`p.id > 340 and p.category_id not in (select id from categories where slug = 'coffee')`,
    );
    const b = browser("advantage.localhost");
    await b.signIn("admin@northwind.test"); // no account cart yet
    const before =
      (await b.call("GET", "/cc/api/checkout")).body.data.cartInfo.items.find((i: { itemId: string }) => i.itemId === item)
        ?.qty ?? 0;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => b.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: item, qty: 1 }] })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const carts = await server.db.selectFrom("carts").select("id").where("userId", "=", 10).execute();
    expect(carts).toHaveLength(1);
    const after = (await b.call("GET", "/cc/api/checkout")).body.data.cartInfo.items.find(
      (i: { itemId: string }) => i.itemId === item,
    );
    expect(after.qty).toBe(before + 10);
  });
});
