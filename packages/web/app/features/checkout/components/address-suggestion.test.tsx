import type { CheckoutAddress, CheckoutSections, CheckoutView } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, redirect, RouterProvider, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cart, line } from "../../../lib/test-fixtures";
import type { CheckoutPageData, CheckoutRefusal, EditableSection } from "./checkout-model";
import { CheckoutPage } from "./checkout-page";

// The address_validation_suggestion panel and the billing address with other payments, as the
// checkout page shows them: a loader answering fixture data and an action the test decides (the
// refusal the server's page action answers when the ZIP code suggests another city or state).

const ACTIVE_ADDRESS: CheckoutSections = { delivery: "COMPLETE", address: "ACTIVE", payment: "PENDING", review: "PENDING" };
const ACTIVE_PAYMENT: CheckoutSections = { delivery: "COMPLETE", address: "COMPLETE", payment: "ACTIVE", review: "PENDING" };
const CSRF = "csrf-token-1";

const shipTo: CheckoutAddress = {
  id: "addr-1",
  type: "S",
  firstName: "Riley",
  lastName: "Morgan",
  organizationName: null,
  address1: "1 Main St",
  address2: null,
  city: "Framingham",
  state: "MA",
  zipCode: "01701",
  country: "US",
  phones: [{ number: "5085550199", extension: null }],
  email: null,
  storeNumber: null,
  isDefaultShippingAddress: false,
  lastUsedAddress: false,
  field1: null,
};

function checkoutView(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    tenant: "dotcom",
    cart: cart([line({ itemId: "200", cartItemId: "line-200", qty: 2 })]),
    deliveryMethod: "DELIVERY",
    pickupStore: null,
    pickupStores: [],
    shippingAddress: null,
    billingAddress: null,
    pickupPerson: null,
    savedAddresses: [],
    orderPayment: null,
    savedCards: [],
    defaultSavedCardId: null,
    checkoutSections: ACTIVE_ADDRESS,
    canPlaceOrder: false,
    business: null,
    messages: [],
    ...overrides,
  };
}

let view: CheckoutView;
let actionImpl: (form: Record<string, string>) => unknown;
let posts: Record<string, string>[];

function pageData(url: URL): CheckoutPageData {
  const edit = url.searchParams.get("edit");
  return {
    view,
    gatewayOrigin: "http://pay.localhost:3000",
    authToken: null,
    returnUrl: "http://localhost:3000/checkout",
    idempotencyKey: "key-1",
    edit: edit === "delivery" || edit === "address" || edit === "payment" ? (edit as EditableSection) : null,
    cardToken: url.searchParams.get("cardToken"),
    cartPath: "/cart",
  };
}

function Page() {
  const data = useLoaderData() as CheckoutPageData;
  const answer = useActionData() as { refusal: CheckoutRefusal } | undefined;
  return <CheckoutPage data={data} refusal={answer?.refusal ?? null} />;
}

async function renderCheckout(url = "/checkout") {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ csrfToken: CSRF }),
        HydrateFallback: () => null,
        children: [
          {
            path: "checkout",
            loader: ({ request }) => pageData(new URL(request.url)),
            action: async ({ request }) => {
              const form = Object.fromEntries(await request.formData()) as Record<string, string>;
              posts.push(form);
              return actionImpl(form);
            },
            Component: Page,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return router;
}

const step = (name: RegExp) => screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;

/** What the server's page action answers for a city or state its ZIP code does not match. */
function suggestionRefusal(intent: string, values: Record<string, string>, confirmable: boolean, prefix = "") {
  return {
    refusal: {
      intent,
      target: intent === "address" ? "shipping" : null,
      code: "ADDRESS_VALIDATION_SUGGESTION",
      status: 409,
      message: "We couldn't match the city and state to ZIP code 01701. Did you mean Framingham, MA?",
      values,
      addressSuggestion: {
        suggestion: { city: "Framingham", state: "MA", zipCode: values[`${prefix}zipCode`] ?? "" },
        confirmable,
      },
    },
  };
}

async function typeAddressAndShip(city: string, state: string) {
  const address = step(/Shipping address/);
  const type = (name: string | RegExp, value: string) =>
    fireEvent.change(within(address).getByRole("textbox", { name }), { target: { value } });
  type("First name", "Riley");
  type("Last name", "Morgan");
  type("Street address", "1 Main St");
  type("City", city);
  fireEvent.change(within(address).getByRole("combobox", { name: "State" }), { target: { value: state } });
  type(/Zip code/, "01701");
  type("Phone number", "508-555-0199");
  fireEvent.click(within(address).getByRole("button", { name: "Ship to this address" }));
  await act(async () => {});
}

// The gateway is not running here: happy-dom is asked not to navigate the card frame to its page.
type HappyDomWindow = Window & { happyDOM?: { settings: { navigation: { disableChildFrameNavigation: boolean } } } };
const happyDom = (window as HappyDomWindow).happyDOM;

beforeEach(() => {
  if (happyDom) happyDom.settings.navigation.disableChildFrameNavigation = true;
  view = checkoutView();
  posts = [];
  actionImpl = () => redirect("/checkout");
  vi.stubGlobal("fetch", () => Promise.reject(new Error("no network in this test")));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the address_validation_suggestion panel", () => {
  it("shows the address as typed and as suggested, focused on its heading; each button posts the form again", async () => {
    actionImpl = (form) =>
      form.city === "Framingam" && !form.addressConfirmed ? suggestionRefusal("address", form, true) : redirect("/checkout");
    await renderCheckout();
    await typeAddressAndShip("Framingam", "MA");

    const panel = screen.getByRole("region", { name: "We couldn't match that address" });
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 3 }));
    expect(panel.getAttribute("data-drawer")).toBe("address_validation_suggestion");
    expect(within(panel).getByText(/Did you mean Framingham, MA\?/)).toBeTruthy();
    const [typed, suggested] = within(panel)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.parentElement as HTMLElement);
    expect(typed?.textContent).toContain("Framingam, MA 01701");
    expect(suggested?.textContent).toContain("Riley Morgan");
    expect(suggested?.textContent).toContain("1 Main St");
    expect(suggested?.textContent).toContain("Framingham, MA 01701");
    // The panel says the problem: no error summary beside it; the form keeps what was typed.
    expect(within(step(/Shipping address/)).queryByText("There is a problem")).toBeNull();
    expect((screen.getByRole("textbox", { name: "City" }) as HTMLInputElement).value).toBe("Framingam");

    fireEvent.click(within(panel).getByRole("button", { name: "Use suggested address" }));
    await act(async () => {});
    expect(posts[1]).toMatchObject({
      csrf: CSRF,
      intent: "address",
      kind: "shipping",
      firstName: "Riley",
      address1: "1 Main St",
      city: "Framingham",
      state: "MA",
      zipCode: "01701",
      phone: "508-555-0199",
    });
    expect(posts[1]).not.toHaveProperty("addressConfirmed");
  });

  it("Keep the address I entered posts what was typed with addressConfirmed=on", async () => {
    actionImpl = (form) =>
      form.addressConfirmed ? redirect("/checkout?addressConfirmed=1") : suggestionRefusal("address", form, true);
    await renderCheckout();
    await typeAddressAndShip("Saxonville", "MA");
    const panel = screen.getByRole("region", { name: "We couldn't match that address" });
    fireEvent.click(within(panel).getByRole("button", { name: "Keep the address I entered" }));
    await act(async () => {});
    expect(posts[1]).toMatchObject({
      intent: "address",
      kind: "shipping",
      city: "Saxonville",
      state: "MA",
      addressConfirmed: "on",
    });
  });

  it("offers no keeping when the ZIP code is in another state, and says how to change it", async () => {
    actionImpl = (form) => suggestionRefusal("address", form, false);
    await renderCheckout();
    await typeAddressAndShip("Framingham", "CT");
    const panel = screen.getByRole("region", { name: "We couldn't match that address" });
    expect(within(panel).queryByRole("button", { name: "Keep the address I entered" })).toBeNull();
    expect(within(panel).getByText(/ZIP code 01701 is in MA\. To use another state, correct the ZIP code/)).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Use suggested address" })).toBeTruthy();
  });

  it("the address_validation_confirmation state: the saved step says it was kept as entered", async () => {
    view = checkoutView({ checkoutSections: ACTIVE_PAYMENT, shippingAddress: { ...shipTo, city: "Saxonville" } });
    await renderCheckout("/checkout?addressConfirmed=1");
    const address = step(/Shipping address/);
    expect(within(address).getByText("Saxonville, MA 01701")).toBeTruthy();
    expect(within(address).getByRole("status").textContent).toBe("We saved your address as you entered it.");
    cleanup();
    await renderCheckout("/checkout");
    expect(within(step(/Shipping address/)).queryByRole("status")).toBeNull();
  });
});

describe("the billing address with other payments applied", () => {
  const billing: CheckoutAddress = {
    ...shipTo,
    id: "bill-1",
    type: "B",
    address1: "40 Water St",
    city: "Worcester",
    zipCode: "01604",
  };
  const giftCard = { id: "ap-1", kind: "GIFT_CARD" as const, last4: "0019", balanceCents: 500, amountCents: 500, points: null };

  it("shows the saved billing address, kept by its id, with Edit billing address opening its fields prefilled", async () => {
    view = checkoutView({
      checkoutSections: ACTIVE_PAYMENT,
      shippingAddress: shipTo,
      billingAddress: billing,
      appliedPayments: [giftCard],
    });
    await renderCheckout();
    const payment = step(/Payment/);
    expect(within(payment).getByText("40 Water St")).toBeTruthy();
    expect(within(payment).getByText("(508) 555-0199")).toBeTruthy();
    expect((payment.querySelector('input[name="billing.addressId"]') as HTMLInputElement).value).toBe("bill-1");
    expect(within(payment).queryByRole("checkbox", { name: "Same as shipping address" })).toBeNull();
    const edit = within(payment).getByRole("link", { name: "Edit billing address" });
    expect(edit.getAttribute("href")).toBe("/checkout?edit=payment&billing=edit");

    fireEvent.click(edit);
    await act(async () => {});
    const group = within(payment).getByRole("group", { name: "Edit billing address" });
    expect(group.getAttribute("data-drawer")).toBe("edit_billing_address_for_mmop");
    const firstName = within(group).getByRole("textbox", { name: "First name" }) as HTMLInputElement;
    expect(document.activeElement).toBe(firstName);
    expect(firstName.value).toBe("Riley");
    expect((within(group).getByRole("textbox", { name: "Street address" }) as HTMLInputElement).value).toBe("40 Water St");
    expect((within(group).getByRole("textbox", { name: "Phone number" }) as HTMLInputElement).value).toBe("(508) 555-0199");
    expect(payment.querySelector('input[name="billing.addressId"]')).toBeNull();

    fireEvent.click(within(payment).getByRole("link", { name: "Keep the saved billing address" }));
    await act(async () => {});
    expect(document.activeElement).toBe(within(payment).getByRole("link", { name: "Edit billing address" }));
  });

  it("opens the fields with ?billing=edit (without JavaScript), and a suggestion for them posts the payment again", async () => {
    view = checkoutView({
      checkoutSections: ACTIVE_PAYMENT,
      shippingAddress: shipTo,
      billingAddress: billing,
      appliedPayments: [giftCard],
    });
    actionImpl = (form) => suggestionRefusal("payment", form, true, "billing.");
    await renderCheckout("/checkout?edit=payment&billing=edit");
    const payment = step(/Payment/);
    const group = within(payment).getByRole("group", { name: "Edit billing address" });
    fireEvent.change(within(group).getByRole("textbox", { name: "City" }), { target: { value: "Framingam" } });
    fireEvent.change(within(group).getByRole("textbox", { name: /Zip code/ }), { target: { value: "01701" } });
    fireEvent.click(within(payment).getByRole("button", { name: "Use this payment" }));
    await act(async () => {});
    expect(posts[0]).toMatchObject({ intent: "payment", "billing.city": "Framingam", "billing.firstName": "Riley" });

    const panel = screen.getByRole("region", { name: "We couldn't match that address" });
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 3 }));
    // The edited fields stay open with what was typed.
    expect((within(step(/Payment/)).getByRole("textbox", { name: "City" }) as HTMLInputElement).value).toBe("Framingam");
    fireEvent.click(within(panel).getByRole("button", { name: "Keep the address I entered" }));
    await act(async () => {});
    expect(posts[1]).toMatchObject({
      intent: "payment",
      paymentOption: "new",
      "billing.city": "Framingam",
      "billing.zipCode": "01701",
      "billing.addressConfirmed": "on",
    });
  });

  it("without other payments, keeps the usual Same as shipping address choice", async () => {
    view = checkoutView({ checkoutSections: ACTIVE_PAYMENT, shippingAddress: shipTo, billingAddress: billing });
    await renderCheckout();
    const payment = step(/Payment/);
    expect(within(payment).getByRole("checkbox", { name: "Same as shipping address" })).toBeTruthy();
    expect(within(payment).queryByRole("link", { name: "Edit billing address" })).toBeNull();
  });
});
