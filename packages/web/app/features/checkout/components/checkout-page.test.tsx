import type { CheckoutSections, CheckoutView, SavedCardView } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, redirect, RouterProvider, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cart, line } from "../../../lib/test-fixtures";
import type { CheckoutPageData, CheckoutRefusal, EditableSection } from "./checkout-model";
import { CheckoutPage } from "./checkout-page";

// The checkout route as the page meets it: a loader answering fixture data (re-read after every
// post, as React Router does) and an action the test decides.

const GATEWAY = "http://pay.localhost:3000";
const HOUR = 3_600_000;

const ACTIVE_ADDRESS: CheckoutSections = { delivery: "COMPLETE", address: "ACTIVE", payment: "PENDING", review: "PENDING" };
const ACTIVE_PAYMENT: CheckoutSections = { delivery: "COMPLETE", address: "COMPLETE", payment: "ACTIVE", review: "PENDING" };
const ALL_DONE: CheckoutSections = { delivery: "COMPLETE", address: "COMPLETE", payment: "COMPLETE", review: "ACTIVE" };

const shipTo = {
  id: "addr-1",
  type: "S" as const,
  firstName: "Pat",
  lastName: "Buyer",
  organizationName: null,
  address1: "1 Main St",
  address2: null,
  city: "Framingham",
  state: "MA",
  zipCode: "01702",
  country: "US" as const,
  phones: [{ number: "5085550100", extension: null }],
  email: null,
  storeNumber: null,
  isDefaultShippingAddress: true,
  lastUsedAddress: true,
  field1: null,
};

function savedCard(overrides: Partial<SavedCardView>): SavedCardView {
  return {
    id: "card-1",
    brand: "VISA",
    last4: "1111",
    expiryMonth: 4,
    expiryYear: 2030,
    nickname: null,
    isDefault: false,
    lastUsedAt: null,
    updatedAt: "2026-01-01T00:00:00.000Z",
    expired: false,
    expiringSoon: false,
    ...overrides,
  };
}

/** A signed-in shopper's checkout: two pens, delivery chosen; override what a test needs. */
function checkoutView(overrides: Partial<CheckoutView> = {}): CheckoutView {
  const pens = line({ itemId: "200", cartItemId: "line-200", qty: 2 });
  return {
    tenant: "dotcom",
    cart: cart([pens]),
    deliveryMethod: "DELIVERY",
    pickupStore: null,
    pickupStores: [
      {
        storeNumber: "0008",
        name: "Framingham",
        addressLine: "9 Worcester Rd",
        city: "Framingham",
        state: "MA",
        zipcode: "01701",
      },
    ],
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
let actionImpl: (form: Record<string, string>) => Promise<unknown> | unknown;
let posts: Record<string, string>[];

function pageData(url: URL): CheckoutPageData {
  const edit = url.searchParams.get("edit");
  return {
    view,
    gatewayOrigin: GATEWAY,
    authToken: { value: "auth-page", validUntil: new Date(Date.now() + 24 * HOUR).toISOString() },
    returnUrl: "http://localhost:3000/checkout",
    idempotencyKey: `key-${posts.length}`,
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
        path: "/checkout",
        loader: ({ request }) => pageData(new URL(request.url)),
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData()) as Record<string, string>;
          posts.push(form);
          return actionImpl(form);
        },
        Component: Page,
        HydrateFallback: () => null,
      },
      { path: "/checkout/confirmation/:orderNumber", element: <h1>Confirmation</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return router;
}

const step = (name: RegExp) => {
  const heading = screen.getByRole("heading", { level: 2, name });
  return heading.closest("section") as HTMLElement;
};

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
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("CheckoutPage steps", () => {
  it("shows a done step condensed with Change, the active one open, and later ones as headings", async () => {
    await renderCheckout();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Checkout"]);

    const delivery = step(/Delivery/);
    expect(delivery.dataset.status).toBe("COMPLETE");
    expect(within(delivery).getByText("Ship to an address")).toBeTruthy();
    expect(within(delivery).queryByRole("radio")).toBeNull();
    expect(within(delivery).getByRole("link", { name: "Change delivery" }).getAttribute("href")).toBe("/checkout?edit=delivery");

    const address = step(/Shipping address/);
    expect(address.dataset.status).toBe("ACTIVE");
    expect(within(address).getByRole("textbox", { name: "First name" })).toBeTruthy();
    expect(within(address).getByRole("combobox", { name: "State" })).toBeTruthy();
    expect(within(address).getByRole("textbox", { name: "Email address (optional)" })).toBeTruthy();
    expect(within(address).queryByRole("link", { name: /Change/ })).toBeNull();

    const payment = step(/Payment/);
    expect(payment.dataset.status).toBe("PENDING");
    expect(payment.querySelector("form")).toBeNull();
    expect(step(/Review your order/).querySelector("li")).toBeNull();

    // The totals are always beside the steps; Place order waits for every step.
    expect(screen.getByRole("heading", { name: "Order summary" })).toBeTruthy();
    expect(screen.getByText("$9.63")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Place order" })).toBeNull();
    expect(screen.getByText("Complete each step to place your order.")).toBeTruthy();
  });

  it("Change opens the done step's form and moves the focus to it", async () => {
    await renderCheckout();
    fireEvent.click(within(step(/Delivery/)).getByRole("link", { name: "Change delivery" }));
    await act(async () => {});
    expect(within(step(/Delivery/)).getByRole("radio", { name: "Ship to an address" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: /Delivery/ }));
  });

  it("opens a done step again with ?edit= and posts its intent", async () => {
    await renderCheckout("/checkout?edit=delivery");
    const delivery = step(/Delivery/);
    const group = within(delivery).getByRole("group", { name: "How would you like to get your order?" });
    expect((within(group).getByRole("radio", { name: "Ship to an address" }) as HTMLInputElement).checked).toBe(true);
    expect(within(delivery).getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/checkout");
    // The step being changed is the only open form.
    expect(step(/Shipping address/).querySelector("form")).toBeNull();

    fireEvent.click(within(group).getByRole("radio", { name: "Pick up in store" }));
    fireEvent.click(within(delivery).getByRole("button", { name: "Continue" }));
    await act(async () => {});
    expect(posts).toEqual([expect.objectContaining({ intent: "delivery", method: "PICKUP", storeNumber: "0008" })]);
  });

  it("shows the door's field errors beside each field and in a focused summary, keeping what was typed", async () => {
    actionImpl = (form) => ({
      refusal: {
        intent: "address",
        target: "shipping",
        code: "ADDRESS_INVALID",
        status: 400,
        message: "Please check the highlighted fields.",
        fields: { firstName: "First name is required", zipCode: "Invalid zip code" },
        values: { city: form.city ?? "", zipCode: form.zipCode ?? "" },
      } satisfies CheckoutRefusal,
    });
    await renderCheckout();
    const address = step(/Shipping address/);
    fireEvent.change(within(address).getByRole("textbox", { name: "City" }), { target: { value: "Natick" } });
    fireEvent.change(within(address).getByRole("textbox", { name: /Zip code/ }), { target: { value: "123" } });
    fireEvent.click(within(address).getByRole("button", { name: "Ship to this address" }));
    await act(async () => {});

    expect(posts[0]).toMatchObject({ intent: "address", kind: "shipping", city: "Natick", zipCode: "123" });
    const summary = within(step(/Shipping address/)).getByRole("alert");
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByText("Please check the highlighted fields.")).toBeTruthy();
    const link = within(summary).getByRole("link", { name: "First name is required" });

    const firstName = screen.getByRole("textbox", { name: "First name" });
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = firstName.getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("First name is required");
    expect(link.getAttribute("href")).toBe(`#${firstName.id}`);
    const zip = screen.getByRole("textbox", { name: /Zip code/ }) as HTMLInputElement;
    expect(zip.getAttribute("aria-invalid")).toBe("true");
    expect(zip.value).toBe("123");
    expect((screen.getByRole("textbox", { name: "City" }) as HTMLInputElement).value).toBe("Natick");
    expect(screen.getByRole("textbox", { name: "Last name" }).getAttribute("aria-invalid")).toBeNull();

    fireEvent.click(link);
    expect(document.activeElement).toBe(firstName);
  });

  it("a pickup order asks for the pickup person, email required", async () => {
    view = checkoutView({ deliveryMethod: "PICKUP", pickupStore: view.pickupStores[0]! });
    await renderCheckout();
    const person = step(/Pickup person/);
    expect(within(person).getByRole("textbox", { name: "Email address" })).toBeTruthy();
    expect(within(person).queryByRole("textbox", { name: /Street address/ })).toBeNull();
    expect(within(step(/Delivery/)).getByText(/Pick up in store/)).toBeTruthy();
  });
});

describe("CheckoutPage with pickup lines and shipped lines", () => {
  const pickupStore = () => view.pickupStores[0]!;
  const mixed = () =>
    checkoutView({
      checkoutSections: ACTIVE_PAYMENT,
      shippingAddress: shipTo,
      pickupPerson: { ...shipTo, id: "addr-st", type: "ST", email: "pat.pickup@example.com", storeNumber: "0008" },
      hasShippedLines: true,
      pickupLines: [
        { cartItemId: "line-2", itemId: "100200", name: "Gel pens", qty: 1, deliveryType: "ISP", store: pickupStore() },
      ],
    });

  it("shows both the shipping address and the pickup person, each with its own change link", async () => {
    view = mixed();
    await renderCheckout();
    const address = step(/Shipping address and pickup person/);
    expect(within(address).getByText("Store pickup by")).toBeTruthy();
    expect(within(address).getByRole("link", { name: "Change pickup person" }).getAttribute("href")).toBe(
      "/checkout?edit=address&person=pickup",
    );
  });

  it("Change pickup person opens the pickup person's form, not the shipping address", async () => {
    view = mixed();
    await renderCheckout("/checkout?edit=address&person=pickup");
    const address = step(/Shipping address and pickup person/);
    expect((within(address).getByRole("textbox", { name: "Email address" }) as HTMLInputElement).value).toBe(
      "pat.pickup@example.com",
    );
    expect(within(address).queryByRole("textbox", { name: /Street address/ })).toBeNull();
  });

  it("Change opens the shipping address", async () => {
    view = mixed();
    await renderCheckout("/checkout?edit=address");
    const address = step(/Shipping address and pickup person/);
    expect(within(address).queryByRole("textbox", { name: "Email address" })).toBeNull();
    expect(
      within(address).queryByRole("group", { name: "Choose a shipping address" }) ??
        within(address).queryByRole("textbox", { name: /Street address/ }),
    ).not.toBeNull();
  });
});

describe("CheckoutPage payment", () => {
  const cards = [
    savedCard({ id: "card-1", brand: "VISA", last4: "1111", isDefault: true }),
    savedCard({ id: "card-2", brand: "MASTER_CARD", last4: "4444", expiringSoon: true, nickname: "Office" }),
    savedCard({ id: "card-3", brand: "AMEX", last4: "0005", expired: true, expiryYear: 2024 }),
  ];

  it("lists the saved cards in order, the default chosen, an expired one disabled, each with its own forms", async () => {
    view = checkoutView({
      checkoutSections: ACTIVE_PAYMENT,
      shippingAddress: shipTo,
      savedCards: cards,
      defaultSavedCardId: "card-1",
    });
    await renderCheckout();
    const payment = step(/Payment/);
    const group = within(payment).getByRole("group", { name: "How would you like to pay?" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(["saved:card-1", "saved:card-2", "saved:card-3", "new"]);
    expect(radios[0]!.checked).toBe(true);
    expect(radios[2]!.disabled).toBe(true);
    expect(within(group).getByText("Expires soon")).toBeTruthy();
    expect(within(group).getByText("Expired")).toBeTruthy();
    expect(within(group).getByRole("radio", { name: /Mastercard ending in 4444 \(Office\)/ })).toBeTruthy();

    // Each button submits its own small form (the form attribute: a form cannot hold another).
    // happy-dom does not follow the form attribute, so the test reads the markup a browser follows.
    const owner = (button: HTMLElement) => document.getElementById(button.getAttribute("form") ?? "") as HTMLFormElement;
    const makeDefault = within(group).getByRole("button", { name: "Make default Mastercard ending in 4444" });
    expect(makeDefault.getAttribute("name")).toBe("savedCardId");
    expect(makeDefault.getAttribute("value")).toBe("card-2");
    expect((owner(makeDefault).elements.namedItem("intent") as HTMLInputElement).value).toBe("default-card");
    expect(within(group).queryByRole("button", { name: "Make default Visa ending in 1111" })).toBeNull();
    const remove = within(group).getByRole("button", { name: "Remove American Express ending in 0005" });
    expect(remove.getAttribute("value")).toBe("card-3");
    expect((owner(remove).elements.namedItem("intent") as HTMLInputElement).value).toBe("delete-card");
    expect(owner(remove).getAttribute("method")).toBe("post");
    expect(owner(remove).contains(remove)).toBe(false);
  });

  it("posts the chosen saved card", async () => {
    view = checkoutView({
      checkoutSections: ACTIVE_PAYMENT,
      shippingAddress: shipTo,
      savedCards: cards,
      defaultSavedCardId: "card-1",
    });
    await renderCheckout();
    fireEvent.click(screen.getByRole("radio", { name: /Mastercard ending in 4444/ }));
    fireEvent.click(screen.getByRole("button", { name: "Use this payment" }));
    await act(async () => {});
    expect(posts[0]).toMatchObject({ intent: "payment", paymentOption: "saved:card-2" });
  });

  it("a new card is typed in the gateway's frame; its token goes into the payment form", async () => {
    vi.spyOn(HTMLIFrameElement.prototype, "contentWindow", "get").mockReturnValue({ postMessage: () => {} } as unknown as Window);
    view = checkoutView({ checkoutSections: ACTIVE_PAYMENT, shippingAddress: shipTo });
    await renderCheckout();
    const frame = screen.getByTitle("Card details");
    expect(frame.getAttribute("src")).toContain(`${GATEWAY}/hosted/card-form?origin=`);
    expect(screen.queryByRole("button", { name: "Enter card details" })).toBeNull();
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: GATEWAY,
          data: { type: "quire-gateway:token", token: "gw-tok", brand: "VISA", last4: "1111", expiryMonth: 4, expiryYear: 2030 },
        }),
      );
    });
    expect(screen.getByText(/Visa ending in 1111/)).toBeTruthy();
    expect(screen.queryByTitle("Card details")).toBeNull();
    expect((screen.getByRole("checkbox", { name: "Same as shipping address" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("textbox", { name: /Nickname/ }) as HTMLInputElement).maxLength).toBe(32);
    fireEvent.click(screen.getByRole("button", { name: "Use this payment" }));
    await act(async () => {});
    expect(posts[0]).toMatchObject({ intent: "payment", paymentOption: "new", cardToken: "gw-tok", billingSameAsShipping: "on" });
    // The gateway's page form (for a browser without JavaScript) is in the page too.
    const gatewayForm = document.getElementById("checkout-gateway-card") as HTMLFormElement;
    expect(gatewayForm.getAttribute("action")).toBe(`${GATEWAY}/hosted/card-page`);
    expect((gatewayForm.elements.namedItem("authToken") as HTMLInputElement).value).toBe("auth-page");
    expect((gatewayForm.elements.namedItem("returnUrl") as HTMLInputElement).value).toBe("http://localhost:3000/checkout");
  });

  it("back from the gateway's card page (?cardToken=), the payment form holds the token", async () => {
    view = checkoutView({ checkoutSections: ACTIVE_PAYMENT, shippingAddress: shipTo });
    await renderCheckout("/checkout?cardToken=tok-from-page");
    expect(screen.getByText(/Card details received/)).toBeTruthy();
    const form = document.getElementById("payment-form") as HTMLFormElement;
    expect((form.elements.namedItem("cardToken") as HTMLInputElement).value).toBe("tok-from-page");
  });

  it("offers pay on account with a purchase order number on the business site", async () => {
    view = checkoutView({
      tenant: "advantage",
      checkoutSections: ACTIVE_PAYMENT,
      shippingAddress: shipTo,
      business: {
        accountName: "Acme",
        budgetCentre: null,
        approvalRequired: false,
        approvalReason: null,
        payOnAccountAllowed: true,
      },
    });
    await renderCheckout();
    fireEvent.click(screen.getByRole("radio", { name: "Pay on account" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Purchase order number" }), { target: { value: "PO-77" } });
    fireEvent.click(screen.getByRole("button", { name: "Use this payment" }));
    await act(async () => {});
    expect(posts[0]).toMatchObject({ intent: "payment", paymentOption: "account", purchaseOrderNumber: "PO-77" });
  });
});

describe("CheckoutPage review and Place order", () => {
  const done = () =>
    checkoutView({
      checkoutSections: ALL_DONE,
      canPlaceOrder: true,
      shippingAddress: shipTo,
      orderPayment: {
        paymentType: "CREDIT_CARD",
        brand: "VISA",
        last4: "1111",
        expiryMonth: 4,
        expiryYear: 2030,
        savedCardId: null,
        purchaseOrderNumber: null,
      },
    });

  it("lists every line and summary line, and posts the reviewed total with the form's key", async () => {
    view = done();
    actionImpl = () => redirect("/checkout/confirmation/NW-1");
    await renderCheckout();
    const review = step(/Review your order/);
    const lines = within(review).getAllByRole("listitem");
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByText("Item 200")).toBeTruthy();
    expect(within(lines[0]!).getByText(/Qty 2/)).toBeTruthy();
    for (const label of ["Subtotal (2 items)", "Coupons (1)", "Shipping", "Estimated tax", "Order total"]) {
      expect(screen.getByRole("rowheader", { name: label })).toBeTruthy();
    }
    expect(screen.getByRole("row", { name: /Shipping/ }).textContent).toContain("FREE");
    expect(within(step(/Payment/)).getByText(/Visa ending in 1111/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await act(async () => {});
    expect(posts).toEqual([expect.objectContaining({ intent: "place-order", expectedTotal: "963", idempotencyKey: "key-0" })]);
    expect(screen.getByRole("heading", { name: "Confirmation" })).toBeTruthy();
  });

  it("a double click sends one order", async () => {
    view = done();
    let release: (value: unknown) => void = () => {};
    actionImpl = () => new Promise((resolve) => (release = resolve));
    await renderCheckout();
    const button = screen.getByRole("button", { name: "Place order" });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {});
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.textContent).toContain("Placing your order");
    await act(async () => {
      release(redirect("/checkout/confirmation/NW-2"));
    });
    expect(posts).toHaveLength(1);
  });

  it("a changed total (409) shows the door's words and the new total", async () => {
    view = done();
    actionImpl = () => {
      view = { ...view, cart: { ...view.cart, cartSummary: { ...view.cart.cartSummary, ordTotal: 1063 } } };
      return {
        refusal: {
          intent: "place-order",
          target: null,
          code: "TOTAL_CHANGED",
          status: 409,
          message: "Your order total has changed. Please review it.",
        } satisfies CheckoutRefusal,
      };
    };
    await renderCheckout();
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await act(async () => {});
    expect(within(step(/Review your order/)).getByRole("alert").textContent).toContain("Your order total has changed.");
    expect(screen.getByText("Your order total is now $10.63. Please check it, then place your order again.")).toBeTruthy();
    expect((document.querySelector('input[name="expectedTotal"]') as HTMLInputElement).value).toBe("1063");
  });

  it("an item out of stock (also a 409) is said in the review, without a new total", async () => {
    view = done();
    actionImpl = () => ({
      refusal: {
        intent: "place-order",
        target: null,
        code: "OUT_OF_STOCK",
        status: 409,
        message: "Sorry, Item 200 is out of stock or no longer available in the quantity you chose.",
      } satisfies CheckoutRefusal,
    });
    await renderCheckout();
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await act(async () => {});
    expect(within(step(/Review your order/)).getByRole("alert").textContent).toContain("out of stock");
    expect(screen.queryByText(/Your order total is now/)).toBeNull();
  });

  it("a declined card is said in the payment step, opened again", async () => {
    view = done();
    actionImpl = () => ({
      refusal: {
        intent: "place-order",
        target: null,
        code: "PAYMENT_FAILED_ERROR",
        status: 402,
        message: "Your card was declined.",
      },
    });
    await renderCheckout();
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await act(async () => {});
    const payment = step(/Payment/);
    expect(within(payment).getByRole("alert").textContent).toContain("Your card was declined.");
    expect(within(payment).getByRole("group", { name: "How would you like to pay?" })).toBeTruthy();
  });

  it("after a decline no card is chosen again for the shopper, not even the default", async () => {
    const declined = savedCard({ id: "card-1", brand: "VISA", last4: "0002", isDefault: true });
    view = { ...done(), savedCards: [declined], defaultSavedCardId: "card-1" };
    actionImpl = () => {
      // The server has taken the declined card off the order: the payment step is open again.
      view = checkoutView({
        checkoutSections: ACTIVE_PAYMENT,
        shippingAddress: shipTo,
        savedCards: [declined],
        defaultSavedCardId: "card-1",
      });
      return {
        refusal: { intent: "place-order", target: null, code: "PAYMENT_FAILED_ERROR", status: 400, message: "Declined." },
      };
    };
    await renderCheckout();
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await act(async () => {});
    expect(within(step(/Payment/)).getByRole("alert").textContent).toContain("Declined.");
    const radios = within(step(/Payment/)).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ["saved:card-1", false],
      ["new", false],
    ]);
  });

  it("shows the budget centre and the approval notice on the business site", async () => {
    view = {
      ...done(),
      tenant: "advantage",
      business: {
        accountName: "Acme",
        budgetCentre: { name: "Marketing", availableBalanceCents: 50000 },
        approvalRequired: true,
        approvalReason: "OVER_BUDGET",
        payOnAccountAllowed: true,
      },
    };
    await renderCheckout();
    expect(screen.getByText("Marketing")).toBeTruthy();
    expect(screen.getByText("$500.00")).toBeTruthy();
    expect(screen.getByText("This order will be sent for approval")).toBeTruthy();
    expect(screen.getByText(/over your budget centre/)).toBeTruthy();
  });

  it("says Submit for approval when the order will wait for an approver, Place order otherwise", async () => {
    const business = {
      accountName: "Acme",
      budgetCentre: { name: "Marketing", availableBalanceCents: 50000 },
      approvalRequired: true,
      approvalReason: "OVER_BUDGET",
      payOnAccountAllowed: true,
    };
    view = { ...done(), tenant: "advantage", business };
    actionImpl = () => redirect("/checkout/confirmation/NW-1");
    await renderCheckout();
    expect(screen.queryByRole("button", { name: "Place order" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Submit for approval" }));
    await act(async () => {});
    expect(posts).toEqual([expect.objectContaining({ intent: "place-order", expectedTotal: "963" })]);
    cleanup();

    view = { ...done(), tenant: "advantage", business: { ...business, approvalRequired: false, approvalReason: null } };
    await renderCheckout();
    expect(screen.getByRole("button", { name: "Place order" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit for approval" })).toBeNull();
  });

  it("says the service's messages at the top, errors as alerts", async () => {
    view = checkoutView({
      messages: [
        { code: "OUT_OF_STOCK", type: "ERROR", message: "One or more items in your cart is out of stock." },
        { code: "PRICE_CHANGED", type: "INFO", message: "A price in your cart has changed." },
      ],
    });
    await renderCheckout();
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("out of stock"))).toBe(true);
    expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("A price in your cart has changed."))).toBe(true);
  });

  it("an empty cart says so, with the way back to the cart", async () => {
    view = checkoutView({ cart: cart([]) });
    await renderCheckout();
    expect(screen.getByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to cart" }).getAttribute("href")).toBe("/cart");
  });
});
