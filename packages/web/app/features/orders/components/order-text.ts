import {
  type OrderPaymentLineView,
  type CardBrand,
  cardBrandLabel,
  type CheckoutAddress,
  formatLongDate,
  formatPhone,
  type OrderView,
  type PickupStoreView,
} from "@quire/domain";

// How an order's parts read on the order pages.

/** "March 4, 2025" from an ISO timestamp (its UTC day); the text as sent when it is not a date. */
export function orderDate(iso: string): string {
  return formatLongDate(iso.slice(0, 10)) || iso;
}

export function addressLines(address: CheckoutAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.organizationName ?? "",
    address.address1,
    address.address2 ?? "",
    [address.city, [address.state, address.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
  ].filter((line) => line.trim() !== "");
}

export function storeLines(store: PickupStoreView): string[] {
  return [store.name, store.addressLine, `${store.city}, ${store.state} ${store.zipcode}`];
}

export function phoneOf(address: CheckoutAddress): string {
  const number = address.phones[0]?.number;
  return number ? formatPhone(number) : "";
}

/** Who picks up: name, phone and email, each on its own line. */
export function personLines(person: CheckoutAddress): string[] {
  return [`${person.firstName} ${person.lastName}`, phoneOf(person), person.email ?? ""].filter(Boolean);
}

/** "Visa ending in 1111", "Purchase order 1234", or "Pay on account". */
export function paymentText(payment: OrderView["payment"]): string {
  if (!payment) return "";
  if (payment.paymentType === "ON_ACCOUNT") {
    return payment.purchaseOrderNumber ? `Purchase order ${payment.purchaseOrderNumber}` : "Pay on account";
  }
  const brand = payment.brand ? (cardBrandLabel(payment.brand as CardBrand) ?? payment.brand) : "Card";
  return payment.last4 ? `${brand} ending in ${payment.last4}` : brand;
}

const PAYMENT_LINE_TEXT: Record<string, string> = {
  GIFT_CARD: "Gift card",
  PREPAID_CARD: "Prepaid card",
  EASY_REWARDS: "Easy Rewards",
  AMEX_POINTS: "Membership Rewards points",
  PAYPAL: "PayPal",
  KLARNA: "Klarna",
  APPLE_PAY: "Apple Pay",
};

/** One method that paid an order: "Gift card ending in 0019", "PayPal (payer@example.com)", "Visa ending in 1111". */
export function paymentLineText(line: OrderPaymentLineView, purchaseOrderNumber: string | null = null): string {
  if (line.type === "CREDIT_CARD" || line.type === "ON_ACCOUNT") {
    return paymentText({ paymentType: line.type, brand: line.brand, last4: line.last4, purchaseOrderNumber });
  }
  const name = PAYMENT_LINE_TEXT[line.type] ?? line.type;
  if (line.walletEmail) return `${name} (${line.walletEmail})`;
  return line.last4 ? `${name} ending in ${line.last4}` : name;
}
