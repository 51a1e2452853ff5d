import { type CardBrand, cardBrandLabel, type SavedCardView } from "@quire/domain";
import { type Translate, translatorFor, useT } from "../lib/i18n";

// How a card reads wherever the store names one (the checkout, the account's saved cards): its
// brand and last four, its expiry, and a saved card's nickname, default and expiry marks.

const ENGLISH: Translate = translatorFor("en");

/** "Visa" for VISA; a brand the page does not know is shown as sent. */
export function brandText(brand: string | null, t: Translate = ENGLISH): string {
  if (!brand) return t("Card");
  return cardBrandLabel(brand as CardBrand) ?? brand;
}

/** "Visa ending in 1111" */
export function cardText(brand: string | null, last4: string | null, t: Translate = ENGLISH): string {
  return last4 ? t("{{brand}} ending in {{last4}}", { brand: brandText(brand, t), last4 }) : brandText(brand, t);
}

/** "04/2027"; "" when there is none (a store card may have no expiry: 0 and 0) */
export function expiryText(month: number | null, year: number | null): string {
  if (!month || !year) return "";
  return `${String(month).padStart(2, "0")}/${year}`;
}

/** A saved card: "Visa ending in 1111 (nickname)", its expiry, and Default, Expired or Expires soon. */
export function SavedCardLabel({ card }: { card: SavedCardView }) {
  const { t } = useT();
  const expiry = expiryText(card.expiryMonth, card.expiryYear);
  return (
    <span className="saved-card">
      <span className="saved-card__name">
        {cardText(card.brand, card.last4, t)}
        {card.nickname ? <span className="saved-card__nickname"> ({card.nickname})</span> : null}
      </span>
      {expiry ? <span className="saved-card__expiry">{t("Expiry {{date}}", { date: expiry })}</span> : null}
      {card.isDefault ? <span className="badge badge--default">{t("Default")}</span> : null}
      {card.expired ? <span className="badge badge--expired">{t("Expired")}</span> : null}
      {!card.expired && card.expiringSoon ? <span className="badge badge--expiring">{t("Expires soon")}</span> : null}
    </span>
  );
}
