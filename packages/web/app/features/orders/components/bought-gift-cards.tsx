import { type BoughtGiftCardView, formatCents, type OrderStatus } from "@quire/domain";
import { type Translate, translatorFor, useT } from "../../../lib/i18n";

// The gift cards an order bought, on its confirmation and its page (decision 023). An issued e-gift
// card shows its number and PIN: the server sends them to the order's buyer alone, from the
// gateway, and the store keeps neither. A physical card is shipped and gets its number by post.

/** "6006 4912 3456 7890" */
export function groupedCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** What one bought card says, e.g. "E-gift card ending in 1234 — number 6006 4912 3456 1234, PIN 4321, balance $25.00". */
export function boughtGiftCardText(bought: BoughtGiftCardView, status: OrderStatus, t: Translate = translatorFor("en")): string {
  const value = formatCents(bought.amountCents);
  if (bought.delivery === "PHYSICAL")
    return t("Gift card ({{value}}): ships in 3-5 business days; activated when it ships.", { value });
  const card = bought.card;
  if (!card) {
    return status === "PENDING_APPROVAL"
      ? t("E-gift card ({{value}}): issued when the order is approved.", { value })
      : t("E-gift card ({{value}}): not issued.", { value });
  }
  const state = card.active ? "" : t(" (not active)");
  return (
    t("E-gift card ending in {{last4}} — number {{number}}, PIN {{pin}}, balance {{balance}}", {
      last4: card.last4,
      number: groupedCardNumber(card.number),
      pin: card.pin,
      balance: formatCents(card.balanceCents),
    }) + state
  );
}

export function BoughtGiftCards({ cards, status }: { cards: BoughtGiftCardView[]; status: OrderStatus }) {
  const { t } = useT();
  const issued = cards.some((c) => c.card !== null);
  return (
    <section className="bought-gift-cards" aria-labelledby="order-gift-cards-title">
      <h3 id="order-gift-cards-title">{t("Gift cards")}</h3>
      <ul className="bought-gift-cards__list">
        {cards.map((bought, index) => (
          <li key={`${bought.itemId}-${index}`} className="bought-gift-card">
            {boughtGiftCardText(bought, status, t)}
          </li>
        ))}
      </ul>
      {issued ? (
        <p className="bought-gift-cards__note">
          {t(
            "Anyone with a card's number and PIN can spend it: share them only with the person you are giving it to. Check what is left on a card with “Check a gift card balance” at the bottom of any page.",
          )}
        </p>
      ) : null}
    </section>
  );
}
