// How a recommendation rail behaves (storefront spec 7, 8; cart spec 4, 7): shared by the server's
// page door and the pages' rails, so both tiers agree on the empty message, the log codes and the
// replacement of a removed item.

/** The empty-list message (the spec names none; the cart overlay's words, decision 049). */
export const RECOMMENDATIONS_EMPTY_MESSAGE = "No recommendations right now.";

/** Spec 8: what the page logs when a recommendation call answers nothing, or fails. */
export const ATC_SPARX_NO_RESPONSE = "ATC_SPARX_NO_RESPONSE";
export const ATC_SPARX_CATCH = "ATC_SPARX_CATCH";

/** The web toggle (web_toggles) that shows product recommendations; inactive hides every rail. */
export const PRODUCT_RECOMMENDATIONS_TOGGLE = "product-recommendations";

/** How many tiles a rail shows at once; the rest of the answer waits as the next in line. */
export const RECOMMENDATION_RAIL_VISIBLE = 8;

export interface RailState<T> {
  shown: T[];
  /** the rest of the answer, in order: the next in line first */
  waiting: T[];
}

/** Splits an answer into what a rail shows and what waits. */
export function railState<T>(items: readonly T[], visible = RECOMMENDATION_RAIL_VISIBLE): RailState<T> {
  return { shown: items.slice(0, visible), waiting: items.slice(visible) };
}

/**
 * Spec 7: removing an item (e.g. it was added to the cart) replaces it with the next in line when a
 * replaced count is given: up to that many waiting items take its place, at its position. Without
 * a replaced count the item just leaves. An item not shown changes nothing.
 */
export function removeFromRail<T extends { itemId: string }>(
  state: RailState<T>,
  itemId: string,
  replacedCount?: number | null,
): RailState<T> {
  const at = state.shown.findIndex((item) => item.itemId === itemId);
  if (at < 0) return state;
  const take = replacedCount && replacedCount > 0 ? Math.min(Math.floor(replacedCount), state.waiting.length) : 0;
  return {
    shown: [...state.shown.slice(0, at), ...state.waiting.slice(0, take), ...state.shown.slice(at + 1)],
    waiting: state.waiting.slice(take),
  };
}

/** Spec 7: one retry when the first answer is empty. */
export async function withOneRetryOnEmpty<T>(load: () => Promise<readonly T[]>): Promise<readonly T[]> {
  const first = await load();
  return first.length > 0 ? first : load();
}
