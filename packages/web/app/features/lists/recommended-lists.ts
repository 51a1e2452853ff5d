import type { ShoppingListSummary } from "@quire/domain";

// "Recommended lists" on the lists screen (decision 034): lists worth a shortcut that are not the
// shopper's own and that they have not already made a favourite: in a business account, the lists
// colleagues share with the account (SHARED) and the company's (GLOBAL), newest first, what the
// office orders from. A shopper's own lists are already in the table above; with none of the
// others nothing is recommended and the section is not shown.

export const RECOMMENDED_LISTS_MAX = 3;

export function recommendedLists(lists: readonly ShoppingListSummary[]): ShoppingListSummary[] {
  return lists
    .filter((list) => !list.isOwner && list.accessLevel !== "PERSONAL" && !list.favorite && list.itemCount > 0)
    .sort((a, b) => (a.modified < b.modified ? 1 : a.modified > b.modified ? -1 : 0))
    .slice(0, RECOMMENDED_LISTS_MAX);
}
