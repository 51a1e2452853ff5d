import type { ShoppingListSummary } from "@quire/domain";

// "Recommended lists" on the lists screen (decision 034): lists worth a shortcut that the shopper
// has not already made a favourite. In a business account, the lists colleagues share with the
// account (SHARED, and GLOBAL company lists), newest first: what the office orders from. With none
// of those (a consumer always), the shopper's own lists with the most lines: the ones they use most.

export const RECOMMENDED_LISTS_MAX = 3;

export function recommendedLists(lists: readonly ShoppingListSummary[]): ShoppingListSummary[] {
  const candidates = lists.filter((list) => !list.favorite && list.itemCount > 0);
  const shared = candidates
    .filter((list) => !list.isOwner && list.accessLevel !== "PERSONAL")
    .sort((a, b) => (a.modified < b.modified ? 1 : a.modified > b.modified ? -1 : 0));
  if (shared.length > 0) return shared.slice(0, RECOMMENDED_LISTS_MAX);
  return candidates
    .filter((list) => list.isOwner)
    .sort((a, b) => b.itemCount - a.itemCount || b.totalQuantity - a.totalQuantity || (a.modified < b.modified ? 1 : -1))
    .slice(0, RECOMMENDED_LISTS_MAX);
}
