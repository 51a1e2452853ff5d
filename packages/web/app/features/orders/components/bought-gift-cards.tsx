import { type BoughtGiftCardView, formatCents, type OrderStatus } from "@quire/domain";

// The gift cards an order bought, on its confirmation and its page (decision 023). An issued e-gift
// card shows its number and PIN: the server sends them to the order's buyer alone, from the
// gateway, and the store keeps neither. A physical card is shipped and gets its number by post.

/** "6006 4912 3456 7890" */
export function groupedCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** What one bought card says, e.g. "E-gift card ending in 1234 — number 6006 4912 3456 1234, PIN 4321, balance $25.00". */
export function boughtGiftCardText(bought: BoughtGiftCardView, status: OrderStatus): string {
  const value = formatCents(bought.amountCents);
  if (bought.delivery === "PHYSICAL") return `Gift card (${value}): ships in 3-5 business days; activated when it ships.`;
  const card = bought.card;
  if (!card) {
    return status === "PENDING_APPROVAL"
      ? `E-gift card (${value}): issued when the order is approved.`
      : `E-gift card (${value}): not issued.`;
  }
  const state = card.active ? "" : " (not active)";
  return `E-gift card ending in ${card.last4} — number ${groupedCardNumber(card.number)}, PIN ${card.pin}, balance ${formatCents(card.balanceCents)}${state}`;
}

export function BoughtGiftCards({ cards, status }: { cards: BoughtGiftCardView[]; status: OrderStatus }) {
  const issued = cards.some((c) => c.card !== null);
  return (
    <section className="bought-gift-cards" aria-labelledby="order-gift-cards-title">
      <h3 id="order-gift-cards-title">Gift cards</h3>
      <ul className="bought-gift-cards__list">
        {cards.map((bought, index) => (
          <li key={`${bought.itemId}-${index}`} className="bought-gift-card">
            {boughtGiftCardText(bought, status)}
          </li>
        ))}
      </ul>
      {issued ? (
        <p className="bought-gift-cards__note">
          Anyone with a card&apos;s number and PIN can spend it: share them only with the person you are giving it to. Check what
          is left on a card with &ldquo;Check a gift card balance&rdquo; at the bottom of any page.
        </p>
      ) : null}
    </section>
  );
}
