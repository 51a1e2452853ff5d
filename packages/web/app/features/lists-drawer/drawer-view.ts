import type { ShoppingListSummary } from "@quire/domain";

// Which drawer the header's lists opens (spec section 9, "Lists drawer"): while the list-card call
// is out, a busy drawer; lists in the answer, the lists drawer; none, or a failed call, the
// create-list drawer; a guest, the create-list flow that asks them to sign in.

export type ListsDrawerView =
  | { kind: "loading" }
  | { kind: "lists"; lists: ShoppingListSummary[] }
  | { kind: "create"; reason: "none" | "failed" | "asked" }
  | { kind: "guest" };

export function firstView(signedIn: boolean): ListsDrawerView {
  return signedIn ? { kind: "loading" } : { kind: "guest" };
}

/** The drawer once the list-card call has answered (lists) or failed (null). */
export function viewAfterListCard(lists: ShoppingListSummary[] | null): ListsDrawerView {
  if (lists === null) return { kind: "create", reason: "failed" };
  if (lists.length === 0) return { kind: "create", reason: "none" };
  return { kind: "lists", lists };
}
