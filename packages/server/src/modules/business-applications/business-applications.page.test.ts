import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Become a customer as a browser without JavaScript gets it (decision 046): the form posted to the
// page's action, its refusals beside the fields, the thank-you page; the administrators' page with
// its Approve and Decline forms, a 403 page for others and sign-in for guests; and the whole way from
// the business site's footer to the new administrator signed in with their account in the header.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

let addressCounter = 0;
function browser(host?: string): TestBrowser {
  const b = new TestBrowser(server.baseUrl, host ? { host } : {});
  addressCounter += 1;
  b.extraHeaders = { "x-forwarded-for": `10.78.0.${addressCounter}` };
  return b;
}

async function postForm(b: TestBrowser, path: string, fields: Record<string, string>) {
  if (!b.cookies.has("quire_csrf")) await b.call("GET", "/api/session");
  const csrf = decodeURIComponent(b.cookies.get("quire_csrf") ?? "");
  return b.call("POST", path, new URLSearchParams({ csrf, ...fields }).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    "x-csrf-token": "",
  });
}

const form = {
  companyName: "Lighthouse Books",
  firstName: "Lee",
  lastName: "Marsh",
  email: "lee@lighthouse.test",
  phone: "617-555-0199",
  address1: "4 Lantern Way",
  address2: "",
  city: "Boston",
  state: "MA",
  zipCode: "02110",
  employees: "1-9",
  industry: "Retail",
  monthlySpend: "800",
  password: "Lantern-2026",
};

describe("/account/become-customer without JavaScript", () => {
  it("asks a guest for a password and a consumer not; a consumer's e-mail is their own", async () => {
    const guest = String((await browser("advantage.localhost").call("GET", "/account/become-customer")).body);
    expect(guest).toContain("<h1>Open a business account</h1>");
    expect(guest).toContain('name="password"');
    expect(guest).toContain('name="csrf"');
    const consumer = browser();
    await consumer.signIn("registered@quire.test");
    const page = String((await consumer.call("GET", "/account/become-customer")).body);
    expect(page).not.toContain('name="password"');
    expect(page).toMatch(/readOnly="" name="email" value="registered@quire.test"/);
  });

  it("shows refusals beside their fields with the summary, keeps what was typed but the password, stores nothing", async () => {
    const guest = browser("advantage.localhost");
    const reply = await postForm(guest, "/account/become-customer", { ...form, zipCode: "99", employees: "" });
    expect(reply.status).toBe(400);
    const html = String(reply.body);
    expect(html).toContain("There is a problem");
    expect(html).toContain('<a href="#become-customer-zipCode">Invalid zip code</a>');
    expect(html).toContain('id="become-customer-employees-error" class="field__error">Choose the number of employees.');
    expect(html).toContain('value="Lighthouse Books"');
    expect(html).not.toContain("Lantern-2026");
    const stored = await server.db
      .selectFrom("businessApplications")
      .select("reference")
      .where("email", "=", form.email)
      .execute();
    expect(stored).toEqual([]);
  });

  it("thanks the applicant with the reference after a post/redirect/get", async () => {
    const guest = browser("advantage.localhost");
    const reply = await postForm(guest, "/account/become-customer", form);
    expect(reply.status).toBe(303);
    const location = reply.headers.get("location") ?? "";
    expect(location).toMatch(/^\/account\/become-customer\?submitted=BA-[2-9A-Z]{8}$/);
    const thanks = String((await guest.call("GET", location)).body);
    expect(thanks).toContain("Thank you for applying");
    expect(thanks).toContain(location.split("=")[1]!);
    expect(thanks).toContain("What happens next");
  });
});

describe("/admin/business-applications without JavaScript", () => {
  it("sends guests to sign in and back, and answers others with a 403 page", async () => {
    const guest = await browser().call("GET", "/admin/business-applications");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe("/office/supplies/login?jumpUrl=%2Fadmin%2Fbusiness-applications");
    const shopper = browser();
    await shopper.signIn("registered@quire.test");
    const refused = await shopper.call("GET", "/admin/business-applications");
    expect(refused.status).toBe(403);
    expect(String(refused.body)).toContain("Your account can&#x27;t review business applications.");
  });

  it("lets the store admin decline with a reason, then approve another, each by a plain form", async () => {
    const applied = await postForm(browser(), "/account/become-customer", {
      ...form,
      email: "second@lighthouse.test",
      companyName: "Lighthouse Annex",
    });
    expect(applied.status).toBe(303);
    const admin = browser();
    await admin.signIn("store.admin@quire.test");
    const page = String((await admin.call("GET", "/admin/business-applications")).body);
    const references = [...page.matchAll(/name="reference" value="(BA-[2-9A-Z]{8})"/g)].map((m) => m[1]!);
    expect(new Set(references).size).toBeGreaterThanOrEqual(2);
    const [first, second] = [...new Set(references)];

    const noReason = await postForm(admin, "/admin/business-applications", { intent: "decline", reference: first!, reason: "" });
    expect(noReason.status).toBe(400);
    expect(String(noReason.body)).toContain("Say why the application is declined.");

    const declined = await postForm(admin, "/admin/business-applications", {
      intent: "decline",
      reference: first!,
      reason: "Duplicate of an existing account",
    });
    expect(declined.status).toBe(303);
    const after = String((await admin.call("GET", declined.headers.get("location")!)).body);
    expect(after).toContain(`Application ${first} declined`);
    expect(after).toContain("Duplicate of an existing account");

    const approved = await postForm(admin, "/admin/business-applications", { intent: "approve", reference: second! });
    expect(approved.status).toBe(303);
    expect(String((await admin.call("GET", approved.headers.get("location")!)).body)).toMatch(
      new RegExp(`Application ${second} approved: business account \\d{7} is open`),
    );
    const twice = await postForm(admin, "/admin/business-applications", { intent: "approve", reference: second! });
    expect(twice.status).toBe(409);
    expect(String(twice.body)).toContain("has already been decided");
  });
});

describe("from the business site's footer to a new business account", () => {
  it("a guest applies from the footer, the store admin approves, the new administrator signs in", async () => {
    const company = "Harbor Dental";
    // letters and digits, never a long run of digits (that reads as a card number and is refused)
    const email = `ana.${Date.now().toString(36)}@harbordental.test`;
    const password = "Harbor-2026";

    // --- the guest applies -------------------------------------------------------------------
    const guest = browser("advantage.localhost");
    const home = String((await guest.call("GET", "/")).body);
    const footer = /<footer[\s\S]*<\/footer>/.exec(home)?.[0] ?? "";
    expect(footer).toMatch(/<a [^>]*href="\/account\/become-customer"[^>]*>Open a business account<\/a>/);

    const empty = await postForm(guest, "/account/become-customer", {});
    expect(empty.status).toBe(400);
    const refused = String(empty.body);
    expect(refused).toMatch(/role="alert"[\s\S]*Enter your company name\./);
    expect(refused).toMatch(/<input(?=[^>]*name="companyName")(?=[^>]*aria-invalid="true")[^>]*>/);

    const applied = await postForm(guest, "/account/become-customer", {
      ...form,
      companyName: company,
      employees: "10-49",
      industry: "Healthcare",
      monthlySpend: "2,500",
      firstName: "Ana",
      lastName: "Lopez",
      email,
      phone: "(617) 555-0142",
      address1: "12 Harbor St",
      password,
    });
    expect(applied.status).toBe(303);
    const thanks = String((await guest.call("GET", applied.headers.get("location") ?? "")).body);
    expect(thanks).toMatch(/<h1[^>]*>Thank you for applying<\/h1>/);
    const reference = /role="status"[^>]*>[^<]*Your application reference is[\s\S]*?(BA-[2-9A-Z]{8})/.exec(thanks)?.[1] ?? "";
    expect(reference).not.toBe("");

    // --- the store admin approves it ---------------------------------------------------------
    const admin = browser();
    await admin.signIn("store.admin@quire.test");
    const list = String((await admin.call("GET", "/admin/business-applications")).body);
    expect(list).toMatch(/<h1[^>]*>Business applications<\/h1>/);
    const article = [...list.matchAll(/<article class="business-application"[\s\S]*?<\/article>/g)]
      .map((m) => m[0])
      .find((a) => a.includes(company));
    expect(article).toBeDefined();
    expect(article).toContain(email);
    expect(article).toContain("$2,500.00");
    expect(list).toContain(`aria-label="Approve ${company}"`);
    const approved = await postForm(admin, "/admin/business-applications", { intent: "approve", reference });
    expect(approved.status).toBe(303);
    const decided = String((await admin.call("GET", approved.headers.get("location") ?? "")).body);
    const accountNumber =
      new RegExp(`Application ${reference} approved: business account (\\d{7}) is open`).exec(decided)?.[1] ?? "";
    expect(accountNumber).toMatch(/^\d{7}$/);

    // --- the new administrator signs in on the business site ---------------------------------
    const newAdmin = browser("advantage.localhost");
    expect((await newAdmin.call("GET", "/office/supplies/login")).status).toBe(200);
    const signedIn = await postForm(newAdmin, "/office/supplies/login", { email, password });
    expect(signedIn.status).toBe(303);
    const page = String((await newAdmin.call("GET", "/")).body);
    const strip = /<section class="business-strip" aria-label="Business account">[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
    expect(strip).toContain(`Account ${accountNumber}`);
    expect(strip).toContain(`${company} - Boston`);
    expect(strip).toContain("General");
    const session = await newAdmin.call("GET", "/api/session");
    expect(session.body.data.session).toMatchObject({ isLoggedIn: true, userInfo: { contact: { firstName: "Ana" } } });
  });
});
