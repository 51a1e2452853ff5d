import {
  type CheckoutAddress,
  type CheckoutSectionStatus,
  type CheckoutView,
  type DoorResult,
  formatPhone,
  type PaymentAuthToken,
  type WalletApprovalView,
  type WalletReturn,
} from "@quire/domain";
import { type Translate, translatorFor } from "../../../lib/i18n";
import type { SummaryError } from "../../../ui/form-fields";
import { brandText, cardText, expiryText } from "../../../ui/saved-card-label";

/** The words as written: the texts below in English unless a page passes its t(). */
const ENGLISH: Translate = translatorFor("en");

// What the checkout page reads from its loader and its action, and the small readings of them the
// sections share.

export type EditableSection = "delivery" | "address" | "payment";

/** The payment's tabs: Credit Card, Other Payment (wallets), Gift & prepaid cards. */
export type PaymentTab = "card" | "other" | "gift";
export const PAYMENT_TABS: readonly { id: PaymentTab; label: string }[] = [
  { id: "card", label: "Credit Card" },
  { id: "other", label: "Other Payment" },
  { id: "gift", label: "Gift & prepaid cards" },
];

export function isPaymentTab(value: unknown): value is PaymentTab {
  return value === "card" || value === "other" || value === "gift";
}
export type CheckoutSection = EditableSection | "review";

export const EDITABLE_SECTIONS: readonly EditableSection[] = ["delivery", "address", "payment"];

/** The checkout route loader's answer for a signed-in shopper with something to buy. */
export interface CheckoutPageData {
  view: CheckoutView;
  /** the card gateway's origin (the frame and its full-page fallback) */
  gatewayOrigin: string;
  /** for the full-page card form posted without JavaScript; null when the payment is not being chosen */
  authToken: Pick<PaymentAuthToken, "value" | "validUntil"> | null;
  /** where the gateway's full-page card form sends the shopper back (absolute /checkout) */
  returnUrl: string;
  /** the place-order form's key (made by the loader, so a form posted without JavaScript has one) */
  idempotencyKey: string;
  /** ?edit=: a done section the shopper opened again */
  edit: EditableSection | null;
  /** ?cardToken=: the gateway's token after its full-page card form */
  cardToken: string | null;
  /** ?paymentTab=: the payment tab to show (card, other, gift) */
  paymentTab?: PaymentTab | null;
  /** back from a wallet's approval page: what it answered (readWalletReturn) */
  walletReturn?: WalletReturn | null;
  /** for an approved return: the approval's payer and address, or why it cannot be used */
  walletApproval?: DoorResult<WalletApprovalView> | null;
  cartPath: string;
}

/** A refused checkout form (checkout-actions.server.ts): which form, the service's code, status and words. */
export interface CheckoutRefusal {
  intent: string;
  target: string | null;
  code: string;
  message: string;
  status?: number;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

const PAYMENT_CODES = /PAYMENT|CARD|DECLIN|EXPIRED|INSUFFICIENT|PURCHASE_ORDER|REWARDS|POINTS|PAYPAL|KLARNA|SPAY|WALLET/;
const ADDRESS_CODES = /ADDRESS|DELIVERABLE|EMAIL|PHONE|ZIP|PICKUP_PERSON/;
const DELIVERY_CODES = /DELIVERY|STORE/;

/** The section whose form a refusal is about; a refused order goes where the shopper can fix it. */
export function sectionOfRefusal(refusal: CheckoutRefusal): CheckoutSection {
  switch (refusal.intent) {
    case "delivery":
      return "delivery";
    case "address":
      return "address";
    case "payment":
    case "default-card":
    case "delete-card":
    case "gift-balance":
    case "apply-gift-card":
    case "apply-rewards":
    case "apply-amex-points":
    case "remove-applied":
    case "start-wallet":
    case "attach-wallet":
      return "payment";
    default: {
      const code = refusal.code.toUpperCase();
      if (PAYMENT_CODES.test(code)) return "payment";
      if (ADDRESS_CODES.test(code)) return "address";
      if (DELIVERY_CODES.test(code)) return "delivery";
      return "review";
    }
  }
}

/** The refusal when it belongs to this section. */
export function refusalFor(refusal: CheckoutRefusal | null, section: CheckoutSection): CheckoutRefusal | null {
  return refusal && sectionOfRefusal(refusal) === section ? refusal : null;
}

/**
 * The summary of a refusal: its message (unless a field says the same), then each field's message
 * linked to its control. `idOf` answers the control of a field the form has, else null.
 */
export function summaryErrorsOf(refusal: CheckoutRefusal | null, idOf: (name: string) => string | null): SummaryError[] {
  if (!refusal) return [];
  const fields = Object.entries(refusal.fields ?? {});
  const errors: SummaryError[] = fields.map(([name, text]) => {
    const id = idOf(name);
    return id ? { text, fieldId: id } : { text };
  });
  if (!fields.some(([, text]) => text === refusal.message)) errors.unshift({ text: refusal.message });
  return errors;
}

/** How a section is shown: its form, condensed (done), or its heading alone. */
export type SectionMode = "form" | "condensed" | "heading";

export function sectionMode(status: CheckoutSectionStatus, open: boolean): SectionMode {
  if (open && status !== "PENDING") return "form";
  return status === "COMPLETE" ? "condensed" : "heading";
}

/**
 * The section whose form is open: one the last refusal is about, the payment after the gateway's
 * full-page card form (?cardToken=), one the shopper asked to change (?edit=), else the active one.
 */
export function openSectionOf(
  view: CheckoutView,
  options: {
    edit: EditableSection | null;
    cardToken: string | null;
    refusal: CheckoutRefusal | null;
    walletReturn?: WalletReturn | null;
  },
): CheckoutSection | null {
  const sections = view.checkoutSections;
  const candidates: (CheckoutSection | null)[] = [
    options.refusal ? sectionOfRefusal(options.refusal) : null,
    options.cardToken || options.walletReturn ? "payment" : null,
    options.edit,
  ];
  for (const candidate of candidates) {
    if (candidate && candidate !== "review" && sections[candidate] !== "PENDING") return candidate;
  }
  const order: CheckoutSection[] = ["delivery", "address", "payment", "review"];
  return order.find((s) => sections[s] === "ACTIVE") ?? null;
}

// ---- Text ----

// A card's words are the store's, shared with the account's saved cards.
export { brandText, cardText, expiryText };

const WALLET_TEXT: Record<string, string> = { PAYPAL: "PayPal", KLARNA: "Klarna", APPLE_PAY: "Apple Pay" };

/** How the order's primary payment reads: "Visa ending in 1111", "PayPal (payer@example.com)", "Account". */
export function paymentText(
  payment: {
    paymentType: string;
    brand: string | null;
    last4: string | null;
    purchaseOrderNumber: string | null;
    walletEmail?: string | null;
  },
  t: Translate = ENGLISH,
): string {
  if (payment.paymentType === "ON_ACCOUNT") {
    return payment.purchaseOrderNumber
      ? t("Account, purchase order {{number}}", { number: payment.purchaseOrderNumber })
      : t("Account");
  }
  const wallet = WALLET_TEXT[payment.paymentType];
  if (wallet) return payment.walletEmail ? `${wallet} (${payment.walletEmail})` : wallet;
  return cardText(payment.brand, payment.last4, t);
}

export function personName(address: Pick<CheckoutAddress, "firstName" | "lastName">): string {
  return `${address.firstName} ${address.lastName}`.trim();
}

/** An address as the lines of a label: name, company, street, apartment, city state zip. */
export function addressLines(address: CheckoutAddress): string[] {
  return [
    personName(address),
    address.organizationName ?? "",
    address.address1,
    address.address2 ?? "",
    [address.city, [address.state, address.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
  ].filter((line) => line.trim() !== "");
}

export function phoneText(address: Pick<CheckoutAddress, "phones">, t: Translate = ENGLISH): string {
  const phone = address.phones[0];
  if (!phone?.number) return "";
  return phone.extension
    ? t("{{phone}} ext. {{extension}}", { phone: formatPhone(phone.number), extension: phone.extension })
    : formatPhone(phone.number);
}
