import { MEMBERSHIP_MESSAGES } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { find, findAll, mainOf, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// /membership (decision 080) as served: both programs with their price and terms, an Add to cart form
// each that works as a plain form post (the cart's own add and its refusals), the shopper's program,
// and sharing it; in Spanish too.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 60, serveWeb: true });
  h = checkoutHelpers(server, "10.82");
});
afterAll(async () => {
  await server?.close();
});

const sku = (program: "SELECT" | "PREMIUM") => h.membershipSku(program);

async function page(browser: TestBrowser) {
  const reply = await browser.call<string>("GET", "/membership");
  expect(reply.status).toBe(200);
  return { html: reply.body, main: mainOf(reply.body) };
}

const addForms = (main: ReturnType<typeof mainOf>) =>
  findAll(main, (e) => e.tag === "form" && find(e, (i) => i.attrs.name === "intent" && i.attrs.value === "add") !== undefined);

describe("/membership", () => {
  it("offers Select and Premium with price, terms and an Add to cart form each", async () => {
    const { main } = await page(new TestBrowser(server.baseUrl));
    const text = textOf(main);
    expect(text).toContain("Quire Select");
    expect(text).toContain("$49.99 a year");
    expect(text).toContain("$99.99 a year");
    expect(text).toContain("5% off the products in your cart");
    expect(text).toContain("10% off the products in your cart");
    expect(findAll(main, (e) => e.tag === "summary").map(textOf)).toEqual(["Membership terms", "Membership terms"]);
    const forms = addForms(main);
    expect(forms).toHaveLength(2);
    const ids = forms.map((f) => find(f, (i) => i.attrs.name === "itemId")?.attrs.value);
    expect(ids).toEqual([await sku("SELECT"), await sku("PREMIUM")]);
    for (const form of forms) {
      expect(form.attrs.method).toBe("post");
      expect(find(form, (i) => i.attrs.name === "csrf")).toBeDefined();
    }
    // a guest shares nothing
    expect(text).not.toContain("Share your membership");
  });

  it("is linked from the rewards page and the account area", async () => {
    const reply = await new TestBrowser(server.baseUrl).call<string>("GET", "/rewards");
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('href="/membership"');
    const account = await (await h.newShopper()).call<string>("GET", "/account");
    expect(account.status).toBe(200);
    expect(account.body).toContain('href="/membership"');
  });

  it("adds a program to the cart without JavaScript, then shows it as the shopper's once the order is placed", async () => {
    const shopper = await h.newShopper();
    await page(shopper);
    const added = await shopper.postForm("/membership", { intent: "add", itemId: await sku("SELECT") });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toMatch(/^\/cart\?cartItemIds=/);
    const cart = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.items.map((i: { itemId: string }) => i.itemId)).toEqual([await sku("SELECT")]);
  });

  it("tells a member why not, on the program they asked for, and lets them share their membership", async () => {
    const member = await h.newShopper();
    expect((await member.call("POST", "/api/rewards/membership", { program: "SELECT" })).status).toBe(200);
    const { main } = await page(member);
    expect(textOf(main)).toContain("Your membership: Quire Select");
    // their own program has no Add to cart; the other one does, and says why not
    expect(addForms(main)).toHaveLength(1);
    const refused = await member.postForm("/membership", { intent: "add", itemId: await sku("PREMIUM") });
    expect(refused.status).toBe(400);
    const alert = find(mainOf(refused.body as string), (e) => e.attrs.role === "alert");
    expect(alert && textOf(alert)).toBe(MEMBERSHIP_MESSAGES.alreadyPurchased("SELECT"));
    expect((await member.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);

    const shared = await member.postForm("/membership", { intent: "share", email: "friend.of.member@example.com" });
    expect(shared.status).toBe(303);
    expect(shared.headers.get("location")).toBe("/membership?shared=1#sharing");
    expect(textOf((await page(member)).main)).toContain("friend.of.member@example.com");
    const bad = await member.postForm("/membership", { intent: "share", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await member.call("GET", "/api/rewards/membership")).body.data.beneficiaries).toHaveLength(1);
  });

  it("sends a guest's add to sign in and back, adding nothing", async () => {
    const guest = new TestBrowser(server.baseUrl);
    await page(guest);
    const reply = await guest.postForm("/membership", { intent: "add", itemId: await sku("PREMIUM") });
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toContain("membership");
    expect((await guest.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);
  });

  it("speaks Spanish", async () => {
    const browser = new TestBrowser(server.baseUrl);
    expect((await browser.call("GET", "/es")).status).toBe(303);
    const text = textOf((await page(browser)).main);
    expect(text).toContain("Membresías de Quire");
    expect(text).toContain("$49.99 al año");
    expect(text).toContain("Términos de la membresía");
    expect(text).toContain("Agregar al carrito");
  });
});
