import { type QuickBuySummary, buyNowFactsOf, isBuyNowEligible, savedCardUsable } from "@quire/domain";
import type { Db } from "../../db/database";
import type { CartRow } from "./cart.repository";
import type { CartInfo } from "./cart.view";
import * as repo from "./quick-buy.repository";

/**
 * The cart answer's `buyNowEligible` and what the quick-buy drawer shows (decision 028): the
 * shopper's preferred shipping address and usable saved card, when the rule in
 * @quire/domain/buy-now says they may buy with them.
 */
export async function quickBuyOf(
  db: Db,
  cart: CartRow,
  cartInfo: Pick<CartInfo, "items">,
  today: Date,
): Promise<{ buyNowEligible: boolean; quickBuy: QuickBuySummary | null }> {
  if (cart.userId === null) return { buyNowEligible: false, quickBuy: null };
  const [addresses, cards] = await Promise.all([
    repo.findShippingAddressesOf(db, cart.userId, cart.tenant),
    repo.findSavedCardsOf(db, cart.userId, cart.tenant),
  ]);
  const address = addresses[0];
  const card = cards.find((c) =>
    savedCardUsable({ expiryMonth: Number(c.expiryMonth), expiryYear: Number(c.expiryYear) }, today),
  );
  const facts = buyNowFactsOf(cartInfo as Parameters<typeof buyNowFactsOf>[0], {
    signedIn: true,
    hasSavedCard: card !== undefined,
    hasShippingAddress: address !== undefined,
  });
  if (!isBuyNowEligible(facts) || !address || !card) return { buyNowEligible: false, quickBuy: null };
  return {
    buyNowEligible: true,
    quickBuy: {
      shipTo: {
        name: `${address.firstName} ${address.lastName}`.trim(),
        address1: address.address1,
        city: address.city,
        state: address.state,
        zipCode: address.zipCode,
      },
      card: { brand: card.brand, last4: card.last4 },
    },
  };
}
