import { ADDRESS_FIELD_LABELS } from "../checkout/address-fields";
import { ADDRESS_MESSAGES, isValidEmail, isValidPhone, phoneDigits } from "../checkout/address-rules";
import { containsCardNumber } from "../payments/cards";
import { safeReturnPath } from "../session/return-target";

// The loyalty enrolment form (spec: subscribeUserforOffers {emailID, phoneNumber, landingPages}):
// where a member wants their offers sent. The e-mail and phone follow the checkout's address rules
// and words; landing pages are the pages of this site the shopper signed up from.

export interface OfferSubscription {
  emailID: string;
  /** 10 digits */
  phoneNumber: string;
  landingPages: string[];
}

export const MAX_LANDING_PAGES = 10;
export const LANDING_PAGES_MESSAGE = `landingPages must be at most ${MAX_LANDING_PAGES} paths on this site`;

export type OfferSubscriptionParse =
  | { ok: true; value: OfferSubscription }
  | { ok: false; message: string; fields: Partial<Record<keyof OfferSubscription, string>> };

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function landingPagesOf(value: unknown): string[] | null {
  if (value === undefined || value === null || value === "") return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_LANDING_PAGES) return null;
  const pages: string[] = [];
  for (const item of list) {
    const path = typeof item === "string" ? safeReturnPath(item.trim()) : null;
    if (path === null || path.length > 200) return null;
    if (!pages.includes(path)) pages.push(path);
  }
  return pages;
}

/** Reads the enrolment body (JSON or a form's fields): every field's message at once when any is wrong. */
export function parseOfferSubscription(input: unknown): OfferSubscriptionParse {
  const body = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const emailID = text(body.emailID);
  const phone = text(body.phoneNumber);
  const fields: Partial<Record<keyof OfferSubscription, string>> = {};
  if (emailID === "") fields.emailID = ADDRESS_MESSAGES.required(ADDRESS_FIELD_LABELS.email);
  else if (!isValidEmail(emailID)) fields.emailID = ADDRESS_MESSAGES.email;
  else if (containsCardNumber(emailID)) fields.emailID = ADDRESS_MESSAGES.cardNumber;
  if (phone === "") fields.phoneNumber = ADDRESS_MESSAGES.required(ADDRESS_FIELD_LABELS.phone);
  else if (!isValidPhone(phone)) fields.phoneNumber = ADDRESS_MESSAGES.phone;
  const landingPages = landingPagesOf(body.landingPages);
  if (landingPages === null) fields.landingPages = LANDING_PAGES_MESSAGE;
  const messages = Object.values(fields);
  if (messages.length > 0 || landingPages === null) return { ok: false, message: messages[0] ?? LANDING_PAGES_MESSAGE, fields };
  return { ok: true, value: { emailID, phoneNumber: phoneDigits(phone), landingPages } };
}
