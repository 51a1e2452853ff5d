import {
  type OrderPaymentLineView,
  type CardBrand,
  cardBrandLabel,
  type CheckoutAddress,
  formatLongDate,
  formatPhone,
  type Language,
  type OrderView,
  type PickupStoreView,
} from "@quire/domain";
import { type Translate, translatorFor } from "../../../lib/i18n";

/** The words as written: English unless a page passes its t(). */
const ENGLISH: Translate = translatorFor("en");

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

// How an order's parts read on the order pages.

/** "March 4, 2025" from an ISO timestamp (its UTC day); the text as sent when it is not a date. */
export function orderDate(iso: string, t: Translate = ENGLISH, language: Language = "en"): string {
  const english = formatLongDate(iso.slice(0, 10));
  if (!english || language === "en") return english || iso;
  const [month, day, year] = english.replace(",", "").split(" ");
  if (!month || !MONTHS.includes(month)) return english;
  // "4 de marzo de 2026": the day first, the month's name in the page's language
  return t("{{day}} of {{month}} of {{year}}", { month: t(month), day: day ?? "", year: year ?? "" });
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
export function paymentText(payment: OrderView["payment"], t: Translate = ENGLISH): string {
  if (!payment) return "";
  if (payment.paymentType === "ON_ACCOUNT") {
    return payment.purchaseOrderNumber
      ? t("Purchase order {{number}}", { number: payment.purchaseOrderNumber })
      : t("Pay on account");
  }
  const brand = payment.brand ? (cardBrandLabel(payment.brand as CardBrand) ?? payment.brand) : t("Card");
  return payment.last4 ? t("{{brand}} ending in {{last4}}", { brand, last4: payment.last4 }) : brand;
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
export function paymentLineText(
  line: OrderPaymentLineView,
  purchaseOrderNumber: string | null = null,
  t: Translate = ENGLISH,
): string {
  if (line.type === "CREDIT_CARD" || line.type === "ON_ACCOUNT") {
    return paymentText({ paymentType: line.type, brand: line.brand, last4: line.last4, purchaseOrderNumber }, t);
  }
  const name = t(PAYMENT_LINE_TEXT[line.type] ?? line.type);
  if (line.walletEmail) return `${name} (${line.walletEmail})`;
  return line.last4 ? t("{{brand}} ending in {{last4}}", { brand: name, last4: line.last4 }) : name;
}
