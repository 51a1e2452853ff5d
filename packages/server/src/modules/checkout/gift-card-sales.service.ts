import {
  type BoughtGiftCardView,
  GIFT_CARD_MESSAGES,
  boughtGiftCardSeed,
  giftCardDeliveryOf,
  mayPayWithStoredValue,
} from "@quire/domain";
import type { PaymentGateway } from "@quire/gateway";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { listGiftCardLines } from "./gift-card-sales.repository";

// Gift cards the store sells (decision 023). An e-gift card is issued by the gateway when its order
// is placed, one card per unit, from a seed of the order number, item and unit: issuing twice
// issues one card, and the store keeps no number or PIN (the gateway recomputes them from the seed
// to show the buyer again). A physical card is shipped; it gets no number on the order.

/** Gift and prepaid cards never pay for gift cards: GIFT_CARD_NOT_ALLOWED_FOR_GIFT_CARDS, nothing changed. */
export function refuseStoredValueForGiftCards(products: Iterable<{ giftCardDeliveryId: number | null }>): void {
  if (mayPayWithStoredValue(products)) return;
  const message = GIFT_CARD_MESSAGES.notForGiftCards;
  throw new AppError(400, "GIFT_CARD_NOT_ALLOWED_FOR_GIFT_CARDS", message, {
    fields: { giftCardNumber: message },
    field: "giftCardNumber",
  });
}

/** Issues the e-gift cards an order bought, each worth what its unit cost (again for the same order: nothing new). */
export async function issueBoughtGiftCards(
  db: Db,
  gateway: PaymentGateway,
  order: { id: number; orderNumber: string },
): Promise<void> {
  for (const line of await listGiftCardLines(db, order.id)) {
    if (giftCardDeliveryOf(line.giftCardDeliveryId) !== "E_DELIVERY") continue;
    for (let unit = 1; unit <= line.qty; unit++) {
      await gateway.issueStoredValue({
        type: "GIFT_CARD",
        amountCents: line.unitPriceCents,
        seed: boughtGiftCardSeed(order.orderNumber, line.itemId, unit),
      });
    }
  }
}

/** The gift cards an order bought, e-gift cards with their number, PIN and balance now: for its buyer's eyes only. */
export async function boughtGiftCards(
  db: Db,
  gateway: PaymentGateway,
  order: { id: number; orderNumber: string },
): Promise<BoughtGiftCardView[]> {
  const cards: BoughtGiftCardView[] = [];
  for (const line of await listGiftCardLines(db, order.id)) {
    const delivery = giftCardDeliveryOf(line.giftCardDeliveryId);
    if (!delivery) continue;
    for (let unit = 1; unit <= line.qty; unit++) {
      const issued =
        delivery === "E_DELIVERY"
          ? await gateway.revealStoredValue({ type: "GIFT_CARD", seed: boughtGiftCardSeed(order.orderNumber, line.itemId, unit) })
          : null;
      cards.push({
        itemId: line.itemId,
        name: line.name,
        delivery,
        amountCents: line.unitPriceCents,
        card: issued
          ? {
              number: issued.number,
              pin: issued.pin,
              last4: issued.last4,
              balanceCents: issued.balanceCents,
              active: issued.active,
            }
          : null,
      });
    }
  }
  return cards;
}
