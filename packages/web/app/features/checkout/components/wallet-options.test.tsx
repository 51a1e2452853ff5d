import type { CheckoutView, DoorResult, WalletApprovalView, WalletReturn } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, redirect, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cart, line } from "../../../lib/test-fixtures";
import type { CheckoutRefusal } from "./checkout-model";
import { type WalletOptionsProps, WalletOptions } from "./wallet-options";

// The Other Payment tab's wallets as the page meets them: real forms in a router whose action
// records what they post.

function checkoutView(overrides: Partial<CheckoutView> = {}, cartAttributes: Record<string, unknown> = {}): CheckoutView {
  const base = cart([line({ itemId: "200", qty: 2 })]);
  return {
    tenant: "dotcom",
    cart: { ...base, cartAttributes: { ...base.cartAttributes, ...cartAttributes } },
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
    checkoutSections: { delivery: "COMPLETE", address: "COMPLETE", payment: "ACTIVE", review: "PENDING" },
    canPlaceOrder: false,
    business: null,
    messages: [],
    ...overrides,
  };
}

const APPROVAL: WalletApprovalView = {
  wallet: "PAYPAL",
  payerEmail: "paypal.buyer@quire.test",
  payerId: "QPAYBUYER0001",
  amountCents: 1_963,
  shippingAddress: {
    name: "Jordan Avery",
    address1: "100 Summer St",
    address2: null,
    city: "Boston",
    state: "MA",
    zipCode: "02110",
    country: "US",
    phone: "617-555-0142",
  },
};

let posts: Record<string, string>[];

async function renderWallets(props: Partial<WalletOptionsProps> = {}) {
  const all: WalletOptionsProps = { view: checkoutView(), walletReturn: null, approval: null, refusal: null, ...props };
  const router = createMemoryRouter(
    [
      {
        path: "/checkout",
        action: async ({ request }) => {
          posts.push(Object.fromEntries(await request.formData()) as Record<string, string>);
          return redirect("/checkout");
        },
        Component: () => <WalletOptions {...all} />,
      },
    ],
    { initialEntries: ["/checkout"] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return router;
}

beforeEach(() => {
  posts = [];
});

afterEach(() => {
  cleanup();
});

describe("WalletOptions", () => {
  it("offers PayPal and Klarna, each a form that posts start-wallet; Apple Pay only when the cart enables it", async () => {
    await renderWallets();
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual(["Pay with PayPal", "Pay with Klarna"]);
    const paypal = screen.getByRole("button", { name: "Pay with PayPal" });
    expect(paypal.getAttribute("aria-describedby")).toBe("wallet-hint-paypal");
    const form = paypal.closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect((form.elements.namedItem("intent") as HTMLInputElement).value).toBe("start-wallet");
    expect((form.elements.namedItem("csrf") as HTMLInputElement).type).toBe("hidden");

    fireEvent.click(screen.getByRole("button", { name: "Pay with Klarna" }));
    await act(async () => {});
    expect(posts).toEqual([expect.objectContaining({ intent: "start-wallet", wallet: "KLARNA" })]);

    cleanup();
    await renderWallets({ view: checkoutView({}, { enableApplePay: true, enablePaypal: false }) });
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Pay with Klarna", "Pay with Apple Pay"]);
  });

  it("back with an approval: shows the payer, the amount and the address, and posts attach-wallet with the nonce", async () => {
    const walletReturn: WalletReturn = { wallet: "PAYPAL", outcome: "APPROVED", nonce: "wno_abc.def" };
    await renderWallets({ walletReturn, approval: { ok: true, value: APPROVAL } });
    const confirm = screen.getByRole("region", { name: "Confirm PayPal" });
    expect(document.activeElement).toBe(within(confirm).getByRole("heading", { name: "Confirm PayPal" }));
    expect(within(confirm).getByText("PayPal approved $19.63. Use PayPal to pay for this order?")).toBeTruthy();
    expect(within(confirm).getByText("paypal.buyer@quire.test")).toBeTruthy();
    expect(within(confirm).getByText("Jordan Avery")).toBeTruthy();
    expect(within(confirm).getByText("Boston, MA 02110")).toBeTruthy();
    expect(within(confirm).getByText("(617) 555-0142")).toBeTruthy();

    fireEvent.click(within(confirm).getByRole("button", { name: "Use PayPal" }));
    await act(async () => {});
    expect(posts).toEqual([expect.objectContaining({ intent: "attach-wallet", wallet: "PAYPAL", nonce: "wno_abc.def" })]);
  });

  it("says so when the shopper cancelled on the wallet's page, with the wallets to try again", async () => {
    await renderWallets({ walletReturn: { wallet: "KLARNA", outcome: "CANCELLED" } });
    expect(screen.getByRole("status").textContent).toBe("You cancelled Klarna. Choose another way to pay, or try again.");
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByRole("button", { name: "Pay with Klarna" })).toBeTruthy();
  });

  it("says so when the wallet's session ran out", async () => {
    await renderWallets({ walletReturn: { wallet: "PAYPAL", outcome: "EXPIRED" } });
    expect(screen.getByRole("alert").textContent).toBe("Your PayPal session has expired. Please try again.");
  });

  it("shows the store's refusal of an approval instead of the confirm form", async () => {
    const approval: DoorResult<WalletApprovalView> = {
      ok: false,
      status: 409,
      code: "WALLET_APPROVAL_OTHER_CART",
      message: "This PayPal approval was for a different cart. Please choose PayPal again.",
    };
    await renderWallets({ walletReturn: { wallet: "PAYPAL", outcome: "APPROVED", nonce: "wno_x.y" }, approval });
    expect(screen.getByRole("alert").textContent).toBe(approval.message);
    expect(screen.queryByRole("button", { name: "Use PayPal" })).toBeNull();
  });

  it("shows a refused wallet post, and not another form's", async () => {
    const refusal: CheckoutRefusal = {
      intent: "attach-wallet",
      target: "KLARNA",
      code: "WALLET_APPROVAL_EXPIRED",
      message: "Your Klarna approval has expired. Please choose Klarna again.",
    };
    await renderWallets({ refusal });
    expect(screen.getByRole("alert").textContent).toBe(refusal.message);
    cleanup();
    await renderWallets({ refusal: { ...refusal, intent: "payment", message: "Card refused" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names the wallet that pays now, and offers to use a different account of it", async () => {
    const orderPayment = {
      paymentType: "PAYPAL" as const,
      brand: null,
      last4: null,
      expiryMonth: null,
      expiryYear: null,
      savedCardId: null,
      purchaseOrderNumber: null,
      walletEmail: "paypal.buyer@quire.test",
    };
    await renderWallets({ view: checkoutView({ orderPayment }) });
    expect(screen.getByText("Paying with PayPal (paypal.buyer@quire.test).")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay with a different PayPal account" })).toBeTruthy();
  });
});
