// Which saved card is selected first and in what order saved cards are listed (spec section 4:
// "default payment if present, else last used, else most recently updated, else first card; an
// existing order credit card overrides. Card lists put the default, last-used and last-updated
// cards first").

export interface SavedCardOrderFields {
  id: string;
  isDefault: boolean;
  /** ISO-8601, null when never used */
  lastUsedAt: string | null;
  /** ISO-8601 */
  updatedAt: string;
}

/** The card with the latest readable timestamp; the earliest in the list wins a tie; null when none is readable. */
function latestBy<T>(cards: readonly T[], timestampOf: (card: T) => string | null): T | null {
  let latest: T | null = null;
  let latestMs = Number.NEGATIVE_INFINITY;
  for (const card of cards) {
    const text = timestampOf(card);
    const ms = text === null ? Number.NaN : Date.parse(text);
    if (!Number.isNaN(ms) && ms > latestMs) {
      latest = card;
      latestMs = ms;
    }
  }
  return latest;
}

/** The default, last-used and last-updated cards, each once, in that order of rank. */
function leadingCards<T extends SavedCardOrderFields>(cards: readonly T[]): T[] {
  const leading: T[] = [];
  for (const card of [
    cards.find((c) => c.isDefault) ?? null,
    latestBy(cards, (c) => c.lastUsedAt),
    latestBy(cards, (c) => c.updatedAt),
  ]) {
    if (card !== null && !leading.includes(card)) leading.push(card);
  }
  return leading;
}

/**
 * The saved card the payment section selects first: the order's card when it is still among the
 * saved cards, else the default, else the last used, else the most recently updated, else the first.
 */
export function defaultSavedCardId(cards: readonly SavedCardOrderFields[], orderCardId?: string | null): string | null {
  if (orderCardId != null && cards.some((c) => c.id === orderCardId)) return orderCardId;
  return (leadingCards(cards)[0] ?? cards[0])?.id ?? null;
}

/** Default first, then last used, then last updated, then the rest in their order; each card once. */
export function orderSavedCards<T extends SavedCardOrderFields>(cards: readonly T[]): T[] {
  const leading = leadingCards(cards);
  return [...leading, ...cards.filter((c) => !leading.includes(c))];
}
