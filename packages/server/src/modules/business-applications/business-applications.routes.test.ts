import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { APPLICATION_RULE, NEW_ACCOUNT_ADMIN_PERMISSIONS } from "./business-applications.service";

// Become a customer over real HTTP against a real database (SQLite, or PostgreSQL with
// DATABASE_URL): applying as a prospect and as a consumer, refusals that store nothing, one pending
// application per e-mail, the hourly limit, and the store administrator's approve and decline.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
});
afterAll(async () => {
  await server?.close();
});

const ADMIN = "store.admin@quire.test";
let addressCounter = 0;

/** a browser at an address of its own, so the hourly and sign-in limits of one test leave the others alone */
function browser(host?: string): TestBrowser {
  const b = new TestBrowser(server.baseUrl, host ? { host } : {});
  addressCounter += 1;
  b.extraHeaders = { "x-forwarded-for": `10.77.${Math.floor(addressCounter / 250)}.${addressCounter % 250}` };
  return b;
}

function application(email: string, extra: Record<string, string> = {}) {
  return {
    companyName: "Harbor Dental LLC",
    firstName: "Ana",
    lastName: "Lopez",
    email,
    phone: "(617) 555-0142",
    address1: "12 Harbor St",
    address2: "Suite 4",
    city: "Boston",
    state: "MA",
    zipCode: "02110",
    employees: "10-49",
    industry: "Healthcare",
    monthlySpend: "1,500",
    password: "Harbor-2026",
    ...extra,
  };
}

async function storedFor(email: string) {
  return server.db.selectFrom("businessApplications").selectAll().where("email", "=", email).execute();
}

async function mailTo(email: string) {
  return server.db.selectFrom("mailOutbox").selectAll().where("toAddress", "=", email).orderBy("sentAt").execute();
}

async function signedInAdmin(): Promise<TestBrowser> {
  const admin = browser();
  await admin.signIn(ADMIN);
  return admin;
}

describe("POST /api/account/become-customer", () => {
  it("takes a prospect's application on the business site: a reference, the password only as a hash, a receipt mailed", async () => {
    const guest = browser("advantage.localhost");
    const reply = await guest.call("POST", "/api/account/become-customer", application("Ana@HarborDental.test"));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      reference: expect.stringMatching(/^BA-[2-9A-Z]{8}$/),
      status: "PENDING",
      email: "ana@harbordental.test",
      companyName: "Harbor Dental LLC",
    });
    const [stored] = await storedFor("ana@harbordental.test");
    expect(stored).toMatchObject({
      applicantKind: "PROSPECT",
      phone: "6175550142",
      monthlySpendCents: 150_000,
      tenant: "advantage",
    });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain("Harbor-2026");
    const [receipt] = await mailTo("ana@harbordental.test");
    expect(receipt!.subject).toContain(reply.body.reference);
  });

  it("takes a signed-in consumer's application with their own e-mail and no password", async () => {
    const consumer = browser();
    await consumer.signIn("registered@quire.test");
    const reply = await consumer.call(
      "POST",
      "/api/account/become-customer",
      application("someone.else@example.test", { password: "", companyName: "Registered Co" }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.email).toBe("registered@quire.test");
    const [stored] = await storedFor("registered@quire.test");
    expect(stored).toMatchObject({ applicantKind: "CONSUMER", passwordHash: null, companyName: "Registered Co" });
    expect(stored!.applicantUserId).not.toBeNull();
  });

  it("answers 400 with a message per field and stores nothing", async () => {
    const guest = browser();
    const reply = await guest.call(
      "POST",
      "/api/account/become-customer",
      application("bad.input@example.test", {
        companyName: "",
        zipCode: "123",
        state: "XX",
        employees: "a few",
        monthlySpend: "lots",
        password: "short",
      }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("VALIDATION_ERROR");
    expect(reply.body.fields).toEqual({
      companyName: "Enter your company name.",
      state: "Invalid state",
      zipCode: "Invalid zip code",
      employees: "Choose the number of employees.",
      monthlySpend: "Enter an estimated monthly spend in dollars, such as 1,500.",
      password: "Password must be 8 to 128 characters and include a letter and a digit.",
    });
    const wrongTypes = await guest.call("POST", "/api/account/become-customer", { companyName: ["x"], email: 5 });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.fields.companyName).toBeDefined();
    const notJson = await guest.call("POST", "/api/account/become-customer", "[1,2]");
    expect(notJson.status).toBe(400);
    expect(await storedFor("bad.input@example.test")).toEqual([]);
  });

  it("checks the city and state against the ZIP code", async () => {
    const reply = await browser().call(
      "POST",
      "/api/account/become-customer",
      application("zip.check@example.test", { city: "Chicago", state: "IL", zipCode: "02110" }),
    );
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.fields)).toEqual(["zipCode"]);
    expect(await storedFor("zip.check@example.test")).toEqual([]);
  });

  it("refuses a second pending application for the same e-mail with a clear 409", async () => {
    const first = await browser().call("POST", "/api/account/become-customer", application("twice@example.test"));
    expect(first.status).toBe(201);
    const again = await browser("advantage.localhost").call(
      "POST",
      "/api/account/become-customer",
      application("TWICE@example.test", { companyName: "Another Co" }),
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("DUPLICATE_APPLICATION");
    expect(again.body.message).toContain("twice@example.test");
    expect(again.body.fields.email).toBe(again.body.message);
    expect(await storedFor("twice@example.test")).toHaveLength(1);
  });

  it("refuses an e-mail that already has a business user", async () => {
    const reply = await browser().call("POST", "/api/account/become-customer", application("buyer@northwind.test"));
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("ACCOUNT_EXISTS");
  });

  it("takes at most 5 applications an hour from one address, counted atomically, even all at once", async () => {
    const guest = browser();
    const replies = await Promise.all(
      Array.from({ length: APPLICATION_RULE.max + 3 }, (_, i) =>
        guest.call("POST", "/api/account/become-customer", application(`burst.${i}@example.test`)),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(APPLICATION_RULE.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = replies.find((r) => r.status === 429)!;
    expect(refused.body.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    const stored = await server.db
      .selectFrom("businessApplications")
      .select("reference")
      .where("email", "like", "burst.%")
      .execute();
    expect(stored).toHaveLength(APPLICATION_RULE.max);
  });
});

describe("the store administrator's review", () => {
  it("lets only BUSINESS_APPLICATIONS holders list or decide: 401 for guests, 403 for others", async () => {
    const guest = browser();
    expect((await guest.call("GET", "/api/admin/business-applications")).status).toBe(401);
    const shopper = browser();
    await shopper.signIn("registered@quire.test");
    const listed = await shopper.call("GET", "/api/admin/business-applications");
    expect(listed.status).toBe(403);
    expect(listed.body.code).toBe("FORBIDDEN");
    const buyer = browser("advantage.localhost");
    await buyer.signIn("admin@northwind.test");
    expect((await buyer.call("GET", "/api/admin/business-applications")).status).toBe(403);
    const applied = await browser().call("POST", "/api/account/become-customer", application("not.yours@example.test"));
    const decided = await shopper.call("POST", `/api/admin/business-applications/${applied.body.reference}?action=approve`);
    expect(decided.status).toBe(403);
    expect((await storedFor("not.yours@example.test"))[0]!.status).toBe("PENDING");
  });

  it("approves a prospect in one go: account, ship-to, General budget centre, an administrator who signs in on advantage", async () => {
    const applied = await browser("advantage.localhost").call(
      "POST",
      "/api/account/become-customer",
      application("owner@tidewater.test", { companyName: "Tidewater Studio", password: "Tidewater-77" }),
    );
    const admin = await signedInAdmin();
    const list = await admin.call("GET", "/api/admin/business-applications");
    expect(list.status).toBe(200);
    const statuses = list.body.applications.map((a: { status: string }) => a.status);
    expect(statuses.indexOf("PENDING")).toBe(0);
    expect(list.body.applications.some((a: { reference: string }) => a.reference === applied.body.reference)).toBe(true);

    const approved = await admin.call("POST", `/api/admin/business-applications/${applied.body.reference}?action=approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: "APPROVED",
      decidedBy: "Robin Castillo",
      accountNumber: expect.stringMatching(/^\d{7}$/),
    });
    const [stored] = await storedFor("owner@tidewater.test");
    expect(stored!.passwordHash).toBeNull();
    const mails = await mailTo("owner@tidewater.test");
    expect(mails.at(-1)!.subject).toContain(approved.body.accountNumber);
    expect(mails.at(-1)!.link).toMatch(/^http:\/\/advantage\.localhost:\d+\/office\/supplies\/login$/);

    const owner = browser("advantage.localhost");
    const signIn = await owner.call("POST", "/api/auth/login", { email: "owner@tidewater.test", password: "Tidewater-77" });
    expect(signIn.status).toBe(200);
    const session = await owner.call("GET", "/api/session");
    const permissions = session.body.data?.session?.sessionIPA?.permissionDetail?.globalPermission ?? [];
    expect(permissions).toEqual(expect.arrayContaining(NEW_ACCOUNT_ADMIN_PERMISSIONS.split(",")));
    const info = await owner.call("GET", "/api/account/info");
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      accountNumber: approved.body.accountNumber,
      accountName: "Tidewater Studio",
      shipTos: [
        {
          name: "Tidewater Studio - Boston",
          address1: "12 Harbor St, Suite 4",
          city: "Boston",
          state: "MA",
          zipCode: "02110",
        },
      ],
    });
    expect(info.body.data.budgetCentres.map((c: { name: string }) => c.name)).toEqual(["General"]);
  });

  it("approves a consumer, who signs in on advantage with the password they already have", async () => {
    const consumer = browser();
    await consumer.signIn("rewards.base@quire.test");
    const applied = await consumer.call(
      "POST",
      "/api/account/become-customer",
      application("", { password: "", companyName: "Base Tier Bakery" }),
    );
    expect(applied.status).toBe(201);
    const admin = await signedInAdmin();
    const approved = await admin.call("POST", `/api/admin/business-applications/${applied.body.reference}?action=approve`);
    expect(approved.status).toBe(200);
    const business = browser("advantage.localhost");
    await business.signIn("rewards.base@quire.test");
    const info = await business.call("GET", "/api/account/info");
    expect(info.body.data.accountName).toBe("Base Tier Bakery");
  });

  it("answers a second approval, and any decision on a decided application, with 409; an unknown one with 404", async () => {
    const applied = await browser().call("POST", "/api/account/become-customer", application("double@example.test"));
    const admin = await signedInAdmin();
    const path = `/api/admin/business-applications/${applied.body.reference}`;
    const [first, second] = await Promise.all([
      admin.call("POST", `${path}?action=approve`),
      admin.call("POST", `${path}?action=approve`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const conflict = first.status === 409 ? first : second;
    expect(conflict.body.code).toBe("APPLICATION_ALREADY_DECIDED");
    const accounts = await server.db.selectFrom("users").select("id").where("email", "=", "double@example.test").execute();
    expect(accounts).toHaveLength(1);
    const stale = await admin.call("POST", `${path}?action=decline`, { reason: "Too late" });
    expect(stale.status).toBe(409);
    expect((await admin.call("POST", "/api/admin/business-applications/BA-NOTHERE?action=approve")).status).toBe(404);
    expect((await admin.call("POST", `${path}?action=archive`)).status).toBe(400);
  });

  it("declines with a reason, which the applicant is mailed; no reason is a 400 that changes nothing", async () => {
    const applied = await browser().call("POST", "/api/account/become-customer", application("declined@example.test"));
    const admin = await signedInAdmin();
    const path = `/api/admin/business-applications/${applied.body.reference}?action=decline`;
    const noReason = await admin.call("POST", path, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBe("Say why the application is declined.");
    expect((await storedFor("declined@example.test"))[0]!.status).toBe("PENDING");
    const declined = await admin.call("POST", path, { reason: "We could not verify the company's tax number." });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "DECLINED", declineReason: "We could not verify the company's tax number." });
    const mails = await mailTo("declined@example.test");
    expect(mails.at(-1)!.bodyText).toContain("We could not verify the company's tax number.");
    const signIn = await browser("advantage.localhost").call("POST", "/api/auth/login", {
      email: "declined@example.test",
      password: "Harbor-2026",
    });
    expect(signIn.status).toBe(401);
    // declined, so the e-mail may apply again
    const again = await browser().call("POST", "/api/account/become-customer", application("declined@example.test"));
    expect(again.status).toBe(201);
  });
});

describe("the OpenAPI document", () => {
  it("describes the become-customer and review calls", async () => {
    const doc = (await browser().call("GET", "/api/openapi.json")).body;
    expect(doc.paths["/api/account/become-customer"].post.summary).toContain("business account");
    expect(doc.paths["/api/admin/business-applications"].get).toBeDefined();
    const decide = doc.paths["/api/admin/business-applications/{reference}"].post;
    expect(decide.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["reference", "action"]));
    expect(Object.keys(decide.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "404", "409"]));
  });
});
