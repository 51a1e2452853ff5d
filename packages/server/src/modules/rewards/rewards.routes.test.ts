import type { LoyaltyOfferView } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { payOfferRewardsForOrder } from "./rewards.service";

// The rewards calls over real HTTP against a real database (SQLite, or PostgreSQL when
// DATABASE_URL is set): the header's pair, joining, the loyalty enrolment, offers and history.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 60 });
});
afterAll(async () => {
  await server?.close();
});

const PREFIXES = ["/api", "/ele-lpd/api"];
const UNAUTHORIZED = { code: "UNAUTHORIZED", message: "Please sign in to continue." };

const browsers = new Map<string, TestBrowser>();

/** One signed-in browser per demo user for the whole file (sign-in hashes are slow). */
async function as(email: string): Promise<TestBrowser> {
  let browser = browsers.get(email);
  if (!browser) {
    browser = new TestBrowser(server.baseUrl, email.endsWith("@quire.test") ? {} : { host: "advantage.localhost" });
    await browser.signIn(email);
    browsers.set(email, browser);
  }
  return browser;
}

let registered = 0;
/** A new registered customer of their own, signed in. */
async function newCustomer(): Promise<{ browser: TestBrowser; userId: number }> {
  registered += 1;
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": `10.77.0.${registered}` };
  const email = `rewards-${registered}-${Date.now().toString(36)}@example.com`;
  const reply = await browser.call("POST", "/api/auth/register", {
    email,
    password: "Quire-test-1",
    firstName: "Robin",
    lastName: "Lee",
  });
  expect(reply.status).toBe(201);
  return { browser, userId: await userIdOf(email) };
}

async function userIdOf(email: string): Promise<number> {
  const row = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function userRow(userId: number) {
  const row = await server.db
    .selectFrom("users")
    .select(["userType", "rewardsNumber", "rewardsTier", "rewardsPoints", "memberSince"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { ...row, rewardsPoints: Number(row.rewardsPoints) };
}

/** What the member bought this calendar year, counted here straight from the orders. */
async function spendThisYear(userId: number): Promise<number> {
  const from = `${new Date().getUTCFullYear()}-01-01`;
  const rows = await server.db
    .selectFrom("orders")
    .select(["subtotalCents", "couponsTotalCents", "status", "placedAt"])
    .where("userId", "=", userId)
    .execute();
  return rows
    .filter((r) => ["PLACED", "SHIPPED", "DELIVERED"].includes(r.status) && r.placedAt >= from)
    .reduce((sum, r) => sum + Number(r.subtotalCents) - Number(r.couponsTotalCents ?? 0), 0);
}

async function insertOrder(userId: number, subtotalCents: number): Promise<string> {
  const max = await server.db
    .selectFrom("orders")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow();
  const id = Number(max.id) + 1;
  const orderNumber = `88${String(id).padStart(8, "0")}`;
  await server.db
    .insertInto("orders")
    .values({
      id,
      orderNumber,
      userId,
      tenant: "dotcom",
      placedAt: new Date().toISOString(),
      status: "PLACED",
      subtotalCents,
      totalCents: subtotalCents,
    })
    .execute();
  return orderNumber;
}

async function offersOf(browser: TestBrowser): Promise<LoyaltyOfferView[]> {
  const reply = await browser.call("GET", "/api/rewards/offers");
  expect(reply.status).toBe(200);
  return reply.body.data.offers as LoyaltyOfferView[];
}

describe("the header's pair: getSlpCustomerRewardsInfo and getAvailableRewards", () => {
  it("answers a guest and a shopper who is not a member with an empty result, on both prefixes", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const customer = await as("registered@quire.test");
    for (const browser of [guest, customer]) {
      for (const prefix of PREFIXES) {
        for (const call of ["getSlpCustomerRewardsInfo", "getAvailableRewards"]) {
          const reply = await browser.call("GET", `${prefix}/sparxProxy/${call}`);
          expect(reply.status, `${prefix} ${call}`).toBe(200);
          expect(reply.body).toEqual({ data: null });
          expect(reply.headers.get("cache-control")).toBe("private, no-store");
        }
      }
    }
  });

  it("answers a member with their tier, this year's spend, what the next tier needs, and their points' value", async () => {
    const browser = await as("rewards.premier@quire.test");
    const userId = await userIdOf("rewards.premier@quire.test");
    const spent = await spendThisYear(userId);
    const { rewardsPoints } = await userRow(userId);
    for (const prefix of PREFIXES) {
      const [info, available] = await Promise.all([
        browser.call("GET", `${prefix}/sparxProxy/getSlpCustomerRewardsInfo`),
        browser.call("GET", `${prefix}/sparxProxy/getAvailableRewards`),
      ]);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({
        rewardsNumber: "2004839228",
        tier: "PREMIER",
        nextTier: "ELITE",
        amtSpent: spent,
        remainingAmt: Math.max(0, 1_000_000 - spent),
        nextTierThreshold: 1_000_000,
        isNewMember: false,
        isFreeSkusEligible: true,
        showFreeSkuNewFlag: true,
        showTierUpgradeNewFlag: false,
      });
      expect(available.body.data).toEqual({
        availableRewards: Math.floor(rewardsPoints / 100) * 100,
        loyaltyRewards: { accounts: [{ rewardsNumber: "2004839228", tier: "PREMIER", points: rewardsPoints }] },
        wallet: { balances: { current: rewardsPoints, usableValue: Math.floor(rewardsPoints / 100) * 100 } },
      });
    }
  });

  it("says an Elite member has no next tier and nothing left to spend for it", async () => {
    const reply = await (await as("rewards.elite@quire.test")).call("GET", "/api/sparxProxy/getSlpCustomerRewardsInfo");
    expect(reply.body.data).toMatchObject({ tier: "ELITE", nextTier: null, remainingAmt: 0, nextTierThreshold: null });
  });

  it("lifts a member whose spend this year reaches the next tier, once, and flags the upgrade as new", async () => {
    const email = "select.member@quire.test";
    const userId = await userIdOf(email);
    const browser = await as(email);
    const spent = await spendThisYear(userId);
    await insertOrder(userId, Math.max(1, 500_000 - spent));
    // Both calls of the header at once: one upgrade between them.
    const replies = await Promise.all([1, 2, 3].map(() => browser.call("GET", "/api/sparxProxy/getSlpCustomerRewardsInfo")));
    for (const reply of replies) expect(reply.body.data).toMatchObject({ tier: "PREMIER", nextTier: "ELITE" });
    expect(replies.some((r) => r.body.data.showTierUpgradeNewFlag)).toBe(true);
    expect((await userRow(userId)).rewardsTier).toBe("PREMIER");
    const upgrades = await server.db.selectFrom("rewardsTierUpgrades").selectAll().where("userId", "=", userId).execute();
    expect(upgrades.map((u) => [u.fromTier, u.toTier])).toEqual([["BASE", "PREMIER"]]);
    const session = await browser.call("GET", "/api/session");
    expect(session.body.data.session.rewards.tier).toBe("PREMIER");
    const history = await browser.call("GET", "/api/rewards/activity");
    expect(history.body.data.activity).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "TIER", points: 0, description: "Reached Premier" })]),
    );
  });
});

describe("joining: POST /api/rewards/join", () => {
  it("makes a registered customer a Base member whose session shows it at once; joining again changes nothing", async () => {
    const { browser, userId } = await newCustomer();
    const before = await browser.call("GET", "/api/session");
    expect(before.body.data.session.rewards).toBeNull();

    const reply = await browser.call("POST", "/api/rewards/join", {});
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ tier: "BASE", joined: true, rewardsNumber: String(2_100_000_000 + userId) });

    const session = (await browser.call("GET", "/api/session")).body.data.session;
    expect(session.userType).toBe("REWARDS");
    expect(session.rewards).toMatchObject({ number: String(2_100_000_000 + userId), tier: "BASE", segment: "24_LOYALTY_NEW" });
    const info = await browser.call("GET", "/api/sparxProxy/getSlpCustomerRewardsInfo");
    expect(info.body.data).toMatchObject({ tier: "BASE", isNewMember: true, amtSpent: 0, remainingAmt: 500_000 });

    const again = await browser.call("POST", "/api/rewards/join");
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ joined: false, rewardsNumber: reply.body.data.rewardsNumber });
    const activity = (await browser.call("GET", "/api/rewards/activity")).body.data.activity;
    expect(activity.filter((a: { kind: string }) => a.kind === "ENROLLED")).toHaveLength(1);
  });

  it("refuses a guest, and business and service accounts", async () => {
    const guest = await new TestBrowser(server.baseUrl).call("POST", "/api/rewards/join", {});
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject(UNAUTHORIZED);
    for (const email of ["buyer@northwind.test", "csr@quire.test"]) {
      const reply = await (await as(email)).call("POST", "/api/rewards/join", {});
      expect(reply.status, email).toBe(403);
      expect(reply.body.code).toBe("FORBIDDEN");
      expect((await userRow(await userIdOf(email))).rewardsNumber).toBeNull();
    }
  });

  it("refuses a join with a wrong enrolment field and leaves the customer as they were", async () => {
    const { browser, userId } = await newCustomer();
    const reply = await browser.call("POST", "/api/rewards/join", { emailID: "robin@", phoneNumber: "555-0100" });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { emailID: "Invalid email address", phoneNumber: "Invalid phone number" },
    });
    expect(await userRow(userId)).toMatchObject({ userType: "REGISTERED", rewardsNumber: null, rewardsTier: null });
    const ok = await browser.call("POST", "/api/rewards/join", { emailID: "robin@example.com", phoneNumber: "(617) 555-0100" });
    expect(ok.status).toBe(200);
    const saved = await server.db.selectFrom("loyaltySubscriptions").selectAll().where("userId", "=", userId).executeTakeFirst();
    expect(saved).toMatchObject({ email: "robin@example.com", phone: "6175550100" });
  });
});

describe("POST /api/sparxProxy/subscribeUserforOffers", () => {
  it("saves where offers go, the phone as 10 digits, and replaces it on the next enrolment, on both prefixes", async () => {
    const browser = await as("rewards.base@quire.test");
    const userId = await userIdOf("rewards.base@quire.test");
    const first = await browser.call("POST", "/api/sparxProxy/subscribeUserforOffers", {
      emailID: "jordan@example.com",
      phoneNumber: "1 (617) 555-0142",
      landingPages: ["/rewards/join"],
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      emailID: "jordan@example.com",
      phoneNumber: "6175550142",
      landingPages: ["/rewards/join"],
    });
    const second = await browser.call("POST", "/ele-lpd/api/sparxProxy/subscribeUserforOffers", {
      emailID: "jordan.hayes@example.com",
      phoneNumber: "508-555-0199",
      landingPages: "/rewards",
    });
    expect(second.status).toBe(200);
    const rows = await server.db.selectFrom("loyaltySubscriptions").selectAll().where("userId", "=", userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "jordan.hayes@example.com", phone: "5085550199", landingPages: '["/rewards"]' });
  });

  it("refuses wrong fields with a message per field and changes nothing", async () => {
    const browser = await as("rewards.elite@quire.test");
    const userId = await userIdOf("rewards.elite@quire.test");
    const cases: [unknown, Record<string, string>][] = [
      [
        { emailID: "not-an-email", phoneNumber: "12" },
        { emailID: "Invalid email address", phoneNumber: "Invalid phone number" },
      ],
      [{}, { emailID: "Email address is required", phoneNumber: "Phone number is required" }],
      [
        { emailID: 42, phoneNumber: ["6175550100"] },
        { emailID: "Email address is required", phoneNumber: "Phone number is required" },
      ],
      [
        { emailID: "casey@example.com", phoneNumber: "6175550100", landingPages: ["https://evil.example/"] },
        { landingPages: "landingPages must be at most 10 paths on this site" },
      ],
    ];
    for (const [body, fields] of cases) {
      const reply = await browser.call("POST", "/api/sparxProxy/subscribeUserforOffers", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ code: "VALIDATION_ERROR", fields });
    }
    const cardNumber = await browser.call("POST", "/api/sparxProxy/subscribeUserforOffers", {
      emailID: "4111111111111111@example.com",
      phoneNumber: "6175550100",
    });
    expect(cardNumber.status).toBe(400);
    expect(cardNumber.body).toMatchObject({
      code: "CARD_NUMBER_NOT_ACCEPTED",
      fields: { emailID: "Card numbers are entered in the secure card form only." },
    });
    const notJson = await browser.call("POST", "/api/sparxProxy/subscribeUserforOffers", "{nope");
    expect(notJson.status).toBe(400);
    expect(await server.db.selectFrom("loyaltySubscriptions").selectAll().where("userId", "=", userId).execute()).toEqual([]);
  });

  it("asks a guest to sign in, and refuses a business account", async () => {
    const body = { emailID: "a@example.com", phoneNumber: "6175550100" };
    const guest = await new TestBrowser(server.baseUrl).call("POST", "/api/sparxProxy/subscribeUserforOffers", body);
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject(UNAUTHORIZED);
    const business = await (
      await as("buyer@northwind.test")
    ).call("POST", "/ele-lpd/api/sparxProxy/subscribeUserforOffers", body);
    expect(business.status).toBe(403);
  });
});

describe("loyalty offers", () => {
  it("offers each tier its codes, a new member the welcome bonus and a quiet member the come-back offer", async () => {
    const codes = async (browser: TestBrowser) => (await offersOf(browser)).map((o) => o.code);
    expect(await codes(await as("rewards.elite@quire.test"))).toEqual(["26_LOYALTY_ELT", "27_LOYALTY_ELT"]);
    expect(await codes(await as("premium.member@quire.test"))).toEqual(["4_FREE_REWARDS_PMR", "7_BEP_PMR", "8_BEP_PMR"]);

    const { browser, userId } = await newCustomer();
    await browser.call("POST", "/api/rewards/join", {});
    expect(await codes(browser)).toEqual(["24_LOYALTY_NEW", "3_FREE_REWARDS_BSE", "5_BEP_BASE", "6_BEP_BASE"]);
    // Joined long ago and nothing bought this year: no longer new, and quiet.
    await server.db.updateTable("users").set({ memberSince: "2024-01-15T00:00:00.000Z" }).where("id", "=", userId).execute();
    expect(await codes(browser)).toEqual(["25_LOYALTY_LOW", "3_FREE_REWARDS_BSE", "5_BEP_BASE", "6_BEP_BASE"]);

    const offer = (await offersOf(await as("rewards.elite@quire.test")))[0]!;
    expect(offer).toMatchObject({ title: "Elite: $20 in Rewards", rewardText: "$20 in Rewards", minSpendCents: 20_000 });
    expect(Date.parse(offer.expiresAt)).toBeGreaterThan(Date.now());
    expect(offer.activatedAt).toBeNull();
  });

  it("activates an offer once; the welcome bonus pays its points at activation and only once", async () => {
    const { browser, userId } = await newCustomer();
    await browser.call("POST", "/api/rewards/join", {});
    const offers = await offersOf(browser);
    const welcome = offers.find((o) => o.code === "24_LOYALTY_NEW")!;
    const free = offers.find((o) => o.code === "3_FREE_REWARDS_BSE")!;
    expect((await browser.call("GET", "/api/sparxProxy/getSlpCustomerRewardsInfo")).body.data.showFreeSkuNewFlag).toBe(true);

    const [a, b] = await Promise.all([
      browser.call("POST", `/api/rewards/offers/${welcome.id}/activate`),
      browser.call("POST", `/api/rewards/offers/${welcome.id}/activate`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.activatedAt).not.toBeNull();
    expect(a.body.data.fulfilledAt).not.toBeNull();
    expect((await userRow(userId)).rewardsPoints).toBe(500);
    const again = await browser.call("POST", `/api/rewards/offers/${welcome.id}/activate`);
    expect(again.body.data.activatedAt).toBe(a.body.data.activatedAt);
    expect((await userRow(userId)).rewardsPoints).toBe(500);
    const available = await browser.call("GET", "/api/sparxProxy/getAvailableRewards");
    expect(available.body.data.availableRewards).toBe(500);

    const activatedFree = await browser.call("POST", `/api/rewards/offers/${free.id}/activate`);
    expect(activatedFree.body.data).toMatchObject({ code: "3_FREE_REWARDS_BSE", fulfilledAt: null });
    expect((await userRow(userId)).rewardsPoints).toBe(500);
    expect((await browser.call("GET", "/api/sparxProxy/getSlpCustomerRewardsInfo")).body.data.showFreeSkuNewFlag).toBe(false);
    const listed = await offersOf(browser);
    expect(listed.find((o) => o.id === free.id)?.activatedAt).not.toBeNull();

    const activity = (await browser.call("GET", "/api/rewards/activity")).body.data.activity;
    expect(activity).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "OFFER", points: 500, description: "Welcome bonus" })]),
    );
  });

  it("pays an activated offer's reward once, for an order that reaches its minimum", async () => {
    const { browser, userId } = await newCustomer();
    await browser.call("POST", "/api/rewards/join", {});
    const bonus = (await offersOf(browser)).find((o) => o.code === "5_BEP_BASE")!;
    await browser.call("POST", `/api/rewards/offers/${bonus.id}/activate`);
    const at = new Date().toISOString();
    expect(await payOfferRewardsForOrder(server.db, { userId, orderNumber: "7100000001", eligibleCents: 3_999, at })).toBe(0);
    expect(await payOfferRewardsForOrder(server.db, { userId, orderNumber: "7100000002", eligibleCents: 4_000, at })).toBe(250);
    expect(await payOfferRewardsForOrder(server.db, { userId, orderNumber: "7100000003", eligibleCents: 9_000, at })).toBe(0);
    expect((await userRow(userId)).rewardsPoints).toBe(250);
    const paid = (await offersOf(browser)).find((o) => o.id === bonus.id)!;
    expect(paid.fulfilledAt).not.toBeNull();
  });

  it("answers another member's offer and an unknown one with 404, an ended one with 409, and changes nothing", async () => {
    const elite = await as("rewards.elite@quire.test");
    const eliteOffer = (await offersOf(elite))[1]!;
    const premier = await as("rewards.premier@quire.test");
    for (const id of [eliteOffer.id, "no-such-offer", "x'%20or%201=1", "0".repeat(90)]) {
      const reply = await premier.call("POST", `/api/rewards/offers/${id}/activate`);
      expect(reply.status, id).toBe(404);
      expect(reply.body).toMatchObject({ code: "OFFER_NOT_FOUND", message: "We couldn't find that offer." });
    }
    expect((await offersOf(elite)).find((o) => o.id === eliteOffer.id)?.activatedAt).toBeNull();

    await server.db
      .updateTable("loyaltyOffers")
      .set({ expiresAt: "2020-01-31T23:59:59.999Z" })
      .where("id", "=", eliteOffer.id)
      .execute();
    const ended = await elite.call("POST", `/api/rewards/offers/${eliteOffer.id}/activate`);
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ code: "OFFER_EXPIRED", message: "This offer has ended." });
    const row = await server.db.selectFrom("loyaltyOffers").selectAll().where("id", "=", eliteOffer.id).executeTakeFirstOrThrow();
    expect(row.activatedAt).toBeNull();
  });

  it("asks a guest to sign in and gives a shopper who is not a member no offers", async () => {
    const guest = new TestBrowser(server.baseUrl);
    for (const [method, path] of [
      ["GET", "/api/rewards/offers"],
      ["POST", "/api/rewards/offers/anything/activate"],
      ["GET", "/api/rewards/activity"],
    ] as const) {
      const reply = await guest.call(method, path);
      expect(reply.status, path).toBe(401);
      expect(reply.body).toMatchObject(UNAUTHORIZED);
    }
    const customer = await as("registered@quire.test");
    expect(await offersOf(customer)).toEqual([]);
    const history = await customer.call("GET", "/api/rewards/activity");
    expect(history.status).toBe(404);
    expect(history.body.code).toBe("NOT_A_MEMBER");
  });
});

describe("GET /api/rewards/activity", () => {
  it("lists a member's history newest first, with the demo orders since joining and the points each earned", async () => {
    const email = "rewards.premier@quire.test";
    const userId = await userIdOf(email);
    const { memberSince } = await userRow(userId);
    const orders = await server.db
      .selectFrom("orders")
      .select(["orderNumber", "placedAt", "subtotalCents"])
      .where("userId", "=", userId)
      .where("cartId", "is", null)
      .where("placedAt", ">=", memberSince!)
      .orderBy("placedAt", "desc")
      .limit(20)
      .execute();
    expect(orders.length).toBeGreaterThan(0);
    const reply = await (await as(email)).call("GET", "/api/rewards/activity");
    expect(reply.status).toBe(200);
    const activity = reply.body.data.activity as { at: string; kind: string; points: number; orderNumber: string | null }[];
    expect(activity.length).toBeLessThanOrEqual(20);
    const times = activity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    const newest = orders[0]!;
    expect(activity).toContainEqual(
      expect.objectContaining({
        kind: "EARNED",
        orderNumber: newest.orderNumber,
        at: newest.placedAt,
        // Premier earns 3%
        points: Math.floor((Number(newest.subtotalCents) * 3) / 100),
      }),
    );
    for (const entry of activity) expect(entry.at >= memberSince!).toBe(true);
  });
});

describe("paid memberships: POST /api/rewards/membership and its beneficiaries", () => {
  async function membershipRow(userId: number) {
    const user = await server.db
      .selectFrom("users")
      .select("membershipProgram")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const beneficiaries = await server.db
      .selectFrom("membershipBeneficiaries")
      .select("email")
      .where("memberUserId", "=", userId)
      .orderBy("email")
      .execute();
    return { program: user.membershipProgram, beneficiaries: beneficiaries.map((b) => b.email) };
  }

  it("sells one membership: buying again, of either program, is ALREADY_PURCHASED and changes nothing", async () => {
    const { browser, userId } = await newCustomer();
    expect((await browser.call("GET", "/api/rewards/membership")).body.data).toEqual({ program: null, beneficiaries: [] });
    const bought = await browser.call("POST", "/api/rewards/membership", { program: "SELECT" });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toEqual({ program: "SELECT", beneficiaries: [] });

    for (const program of ["SELECT", "PREMIUM"]) {
      const again = await browser.call("POST", "/api/rewards/membership", { program });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: "ALREADY_PURCHASED",
        message: "You already have a Quire Select membership. There's no need to buy it again.",
      });
    }
    expect(await membershipRow(userId)).toEqual({ program: "SELECT", beneficiaries: [] });

    const { browser: other, userId: otherId } = await newCustomer();
    const wrong = await other.call("POST", "/api/rewards/membership", { program: "GOLD" });
    expect([wrong.status, wrong.body.code]).toEqual([400, "INVALID_REQUEST"]);
    expect(await membershipRow(otherId)).toEqual({ program: null, beneficiaries: [] });
  });

  it("shares it once per person: ALREADY_BENEFICIARY twice, MEMBERSHIP_GENERIC_ERR for the member's own e-mail", async () => {
    const { browser, userId } = await newCustomer();
    const notYet = await browser.call("POST", "/api/rewards/membership/beneficiaries", { email: "sam@example.com" });
    expect([notYet.status, notYet.body.code]).toEqual([404, "NOT_A_MEMBER"]);
    expect((await browser.call("POST", "/api/rewards/membership", { program: "PREMIUM" })).status).toBe(200);

    const added = await browser.call("POST", "/api/rewards/membership/beneficiaries", { email: "Sam@Example.com" });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.beneficiaries).toEqual([expect.objectContaining({ email: "sam@example.com" })]);

    const twice = await browser.call("POST", "/api/rewards/membership/beneficiaries", { email: "sam@example.com" });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: "ALREADY_BENEFICIARY", message: "This person already shares your membership." });

    const { email } = await server.db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
    const own = await browser.call("POST", "/api/rewards/membership/beneficiaries", { email: email.toUpperCase() });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({
      code: "MEMBERSHIP_GENERIC_ERR",
      message: "We couldn't make this change to your membership. Please check the details and try again.",
    });

    const bad = await browser.call("POST", "/api/rewards/membership/beneficiaries", { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Invalid email address" });
    expect(await membershipRow(userId)).toEqual({ program: "PREMIUM", beneficiaries: ["sam@example.com"] });
  });

  it("asks a guest to sign in and refuses a business account", async () => {
    const guest = new TestBrowser(server.baseUrl);
    for (const [method, path, body] of [
      ["GET", "/api/rewards/membership", undefined],
      ["POST", "/api/rewards/membership", { program: "SELECT" }],
      ["POST", "/api/rewards/membership/beneficiaries", { email: "sam@example.com" }],
    ] as const) {
      const reply = await guest.call(method, path, body);
      expect(reply.status, path).toBe(401);
      expect(reply.body).toMatchObject(UNAUTHORIZED);
    }
    const business = await as("buyer@northwind.test");
    const refused = await business.call("POST", "/api/rewards/membership", { program: "SELECT" });
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);
  });
});
