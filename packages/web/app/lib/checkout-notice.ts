/**
 * What a checkout form answers the page with when it is done but has something to say instead of
 * moving on: the balance a gift card holds (nothing applied), or how Amex points were applied.
 */
export interface CheckoutFormNotice {
  intent: string;
  giftCardBalance?: { type: string; last4: string; balanceCents: number };
  amexPoints?: { status: "success" | "warning"; message: string };
}
