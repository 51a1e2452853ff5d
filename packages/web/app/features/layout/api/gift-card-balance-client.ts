import { csrfHeaders } from "../../../lib/csrf";
import type { GiftCardBalanceAnswer } from "../components/gift-card-balance-form";

// The balance check drawer's call: POST /cc/api/payment/giftcard/balance (guests too; limited per
// session). The number goes to the store's API and on to the gateway; nothing is kept.

export const GIFT_CARD_BALANCE_API = "/cc/api/payment/giftcard/balance";
const UNREACHABLE = "We couldn't check the balance just now. Please try again.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function checkGiftCardBalance(fields: { giftCardNumber: string; pin: string }): Promise<GiftCardBalanceAnswer> {
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(GIFT_CARD_BALANCE_API, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json", ...csrfHeaders() },
      body: JSON.stringify(fields),
    });
    body = await res.json();
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
  if (res.ok && isRecord(body) && isRecord(body.data)) {
    const { type, last4, balanceCents } = body.data;
    if (typeof type === "string" && typeof last4 === "string" && typeof balanceCents === "number") {
      return { ok: true, type, last4, balanceCents };
    }
  }
  if (!res.ok && isRecord(body) && typeof body.message === "string") {
    const fields = isRecord(body.fields) ? (body.fields as Record<string, string>) : undefined;
    return { ok: false, message: body.message, ...(fields ? { fields } : {}) };
  }
  return { ok: false, message: UNREACHABLE };
}
