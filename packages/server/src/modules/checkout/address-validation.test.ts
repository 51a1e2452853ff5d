import { formatPhone } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers, TEST_ADDRESS } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Address validation against the ZIP code (decision 022), over real HTTP on a real database
// (SQLite, or PostgreSQL with DATABASE_URL): a city or state the ZIP code does not match is
// answered with the ZIP code's, nothing saved; the shopper accepts it or keeps what they typed.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.41");
});
afterAll(async () => {
  await server?.close();
});

const ADDRESS_PATH = "/cc/api/checkout/default/address";
const VISA = "4111111111111111";

async function shopperAtAddressStep(): Promise<TestBrowser> {
  const shopper = await h.newShopper();
  await h.addToCart(shopper, (await h.stockedProduct()).itemId, 1);
  expect((await shopper.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).status).toBe(200);
  return shopper;
}

async function addressCount(): Promise<number> {
  const row = await server.db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The checkout as it stands: delivery chosen again (as it was) answers the checkout's view. */
async function checkoutOf(shopper: TestBrowser) {
  const reply = await shopper.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** Refused, and neither the address book nor the checkout changed. */
async function expectNothingSaved(shopper: TestBrowser, before: number) {
  expect(await addressCount()).toBe(before);
  const view = await checkoutOf(shopper);
  expect(view.shippingAddress).toBeNull();
  expect(view.billingAddress).toBeNull();
  expect(view.orderPayment).toBeNull();
}

describe("a shipping address whose city or state its ZIP code does not match", () => {
  it("is answered with the ZIP code's city, nothing saved; sent again with it, it is saved", async () => {
    const shopper = await shopperAtAddressStep();
    const before = await addressCount();
    const typed = { ...TEST_ADDRESS, city: "Framingam" };
    const reply = await shopper.call("POST", ADDRESS_PATH, typed);
    expect(reply.status, JSON.stringify(reply.body)).toBe(409);
    expect(reply.body).toMatchObject({
      code: "ADDRESS_VALIDATION_SUGGESTION",
      message: "We couldn't match the city and state to ZIP code 01701. Did you mean Framingham, MA?",
      suggestion: { city: "Framingham", state: "MA", zipCode: "01701" },
      confirmable: true,
    });
    await expectNothingSaved(shopper, before);

    const accepted = await shopper.call("POST", ADDRESS_PATH, { ...typed, ...reply.body.suggestion });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.shippingAddress).toMatchObject({
      address1: "1 Main St",
      city: "Framingham",
      state: "MA",
      zipCode: "01701",
    });
    expect(accepted.body.data.checkoutSections.address).toBe("COMPLETE");
    expect(await addressCount()).toBe(before + 1);
  });

  it("is saved as typed when the shopper confirms it and the ZIP code is in that state", async () => {
    const shopper = await shopperAtAddressStep();
    const typed = { ...TEST_ADDRESS, address1: "7 Concord St", city: "Saxonville" };
    expect((await shopper.call("POST", ADDRESS_PATH, typed)).status).toBe(409);
    const kept = await shopper.call("POST", ADDRESS_PATH, { ...typed, confirmed: true });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.shippingAddress).toMatchObject({ address1: "7 Concord St", city: "Saxonville", state: "MA" });
    // Changing it (PUT) follows the same rule.
    const changed = await shopper.call("PUT", ADDRESS_PATH, { ...typed, address1: "9 Elm St", city: "Natick" });
    expect(changed.status).toBe(409);
    expect(changed.body.suggestion).toEqual({ city: "Framingham", state: "MA", zipCode: "01701" });
    expect((await checkoutOf(shopper)).shippingAddress).toMatchObject({ address1: "7 Concord St" });
  });

  it("suggests the ZIP code's state, which cannot be declined: a ZIP code of another state is refused", async () => {
    const shopper = await shopperAtAddressStep();
    const before = await addressCount();
    const typed = { ...TEST_ADDRESS, state: "CT" };
    const reply = await shopper.call("POST", ADDRESS_PATH, typed);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: "ADDRESS_VALIDATION_SUGGESTION",
      suggestion: { city: "Framingham", state: "MA", zipCode: "01701" },
      confirmable: false,
    });
    const confirmed = await shopper.call("POST", ADDRESS_PATH, { ...typed, confirmed: true });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({ code: "ADDRESS_INVALID", message: "Invalid zip code", field: "zipCode" });
    expect(confirmed.body.fields).toEqual({ zipCode: "Invalid zip code" });
    await expectNothingSaved(shopper, before);
  });

  it("refuses an unknown ZIP code, and one that neither the city nor the state is of, confirmed or not", async () => {
    const shopper = await shopperAtAddressStep();
    const before = await addressCount();
    for (const change of [
      { zipCode: "00000" },
      { zipCode: "00000", confirmed: true },
      { city: "Hartford", state: "CT" },
      { city: "Hartford", state: "CT", confirmed: true },
    ]) {
      const reply = await shopper.call("POST", ADDRESS_PATH, { ...TEST_ADDRESS, ...change });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body).toMatchObject({ code: "ADDRESS_INVALID", message: "Invalid zip code" });
      expect(reply.body.fields.zipCode).toBe("Invalid zip code");
      expect(reply.body).not.toHaveProperty("suggestion");
    }
    await expectNothingSaved(shopper, before);
  });

  it("takes a city in another case and spacing as the ZIP code's", async () => {
    const shopper = await shopperAtAddressStep();
    const reply = await shopper.call("POST", ADDRESS_PATH, { ...TEST_ADDRESS, city: "  FRAMINGHAM ", state: "ma" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.shippingAddress).toMatchObject({ city: "FRAMINGHAM", state: "MA" });
  });

  it("is described in the OpenAPI document: confirmed in the body, the suggestion in the words", async () => {
    const doc = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    const address = doc.body.paths[ADDRESS_PATH];
    const body = address.post.requestBody.content["application/json"].schema;
    expect(body.properties.confirmed.type).toBe("boolean");
    expect(JSON.stringify(body)).toContain("ADDRESS_VALIDATION_SUGGESTION");
    expect(Object.keys(address.post.responses)).toContain("409");
  });

  it("refuses a body whose confirmed is not a boolean", async () => {
    const shopper = await shopperAtAddressStep();
    const reply = await shopper.call("POST", ADDRESS_PATH, { ...TEST_ADDRESS, city: "Boston", confirmed: "yes" });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("INVALID_REQUEST");
  });
});

describe("a billing address", () => {
  const BILLING = {
    firstName: "Riley",
    lastName: "Morgan",
    address1: "40 Water St",
    city: "Worcester",
    state: "MA",
    zipCode: "01604",
    phones: [{ number: "508-555-0199" }],
  };

  async function pay(shopper: TestBrowser, billingAddress: Record<string, unknown>) {
    return shopper.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: await h.cardToken(shopper, VISA), contactInformation: { billingAddress } },
    });
  }

  it("is held to the same rule when a card is paid with, and nothing is saved until it passes", async () => {
    const shopper = await shopperAtAddressStep();
    await h.deliveryAndAddress(shopper);
    const before = await addressCount();
    const refused = await pay(shopper, { ...BILLING, city: "Worcestor" });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({
      code: "ADDRESS_VALIDATION_SUGGESTION",
      suggestion: { city: "Worcester", state: "MA", zipCode: "01604" },
      confirmable: true,
    });
    expect(await addressCount()).toBe(before);
    const view = await checkoutOf(shopper);
    expect(view.orderPayment).toBeNull();
    expect(view.billingAddress).toBeNull();

    const kept = await pay(shopper, { ...BILLING, city: "Worcestor", confirmed: true });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.billingAddress).toMatchObject({ city: "Worcestor", state: "MA", zipCode: "01604" });
    expect(kept.body.data.orderPayment).toMatchObject({ brand: "VISA", last4: "1111" });
  });

  it("saves no card when the billing address that comes with it is refused", async () => {
    const shopper = await shopperAtAddressStep();
    await h.deliveryAndAddress(shopper);
    const refused = await shopper.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: {
        accountNumber: await h.cardToken(shopper, VISA),
        profilePayment: true,
        contactInformation: { billingAddress: { ...BILLING, city: "Worcestor" } },
      },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    const cards = await shopper.call("GET", "/cc/api/payment/cards");
    expect(cards.body.data.cards).toEqual([]);
  });

  it("keeps a phone typed with dashes as its digits, shown as (508) 555-0199", async () => {
    const shopper = await shopperAtAddressStep();
    await h.deliveryAndAddress(shopper);
    const paid = await pay(shopper, BILLING);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const number = paid.body.data.billingAddress.phones[0].number as string;
    expect(number).toBe("5085550199");
    expect(formatPhone(number)).toBe("(508) 555-0199");
    // The same through the address call (type B).
    const direct = await shopper.call("POST", ADDRESS_PATH, { ...BILLING, type: "B", phones: [{ number: "1-774-555-0123" }] });
    expect(direct.status, JSON.stringify(direct.body)).toBe(200);
    expect(direct.body.data.billingAddress.phones[0].number).toBe("7745550123");
  });

  it("paying with a gift card and a card, the saved billing address is kept by its id or edited", async () => {
    const shopper = await shopperAtAddressStep();
    await h.deliveryAndAddress(shopper);
    const card = await server.gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 500, seed: `address-${Date.now()}` });
    const applied = await shopper.call("POST", "/cc/api/checkout/default/giftcard", {
      giftCardNumber: card.number,
      pin: card.pin,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.appliedPayments).toHaveLength(1);

    const first = await pay(shopper, BILLING);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const billingId = first.body.data.billingAddress.id as string;
    const again = await pay(shopper, { id: billingId });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.billingAddress.id).toBe(billingId);

    // Edited: the same suggestion rule; accepted, it is the new billing address.
    const edited = { ...BILLING, address1: "12 Main St", city: "Worcester", state: "CT" };
    const suggested = await pay(shopper, edited);
    expect(suggested.status).toBe(409);
    expect(suggested.body.suggestion).toEqual({ city: "Worcester", state: "MA", zipCode: "01604" });
    expect((await checkoutOf(shopper)).billingAddress.id).toBe(billingId);
    const accepted = await pay(shopper, { ...edited, ...suggested.body.suggestion });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.billingAddress).toMatchObject({ address1: "12 Main St", state: "MA" });
    expect(accepted.body.data.billingAddress.id).not.toBe(billingId);
    expect(accepted.body.data.appliedPayments).toHaveLength(1);
  });

  it("of another shopper cannot be used by its id", async () => {
    const owner = await shopperAtAddressStep();
    await h.deliveryAndAddress(owner);
    const billingId = (await pay(owner, BILLING)).body.data.billingAddress.id as string;
    const stranger = await shopperAtAddressStep();
    await h.deliveryAndAddress(stranger);
    const reply = await pay(stranger, { id: billingId });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe("ADDRESS_NOT_FOUND");
    expect((await checkoutOf(stranger)).billingAddress).toBeNull();
  });
});
