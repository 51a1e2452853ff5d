import type { ShoppingListSummary } from "@quire/domain";
import { describe, expect, it } from "vitest";
import { firstView, viewAfterListCard } from "./drawer-view";

// Which drawer the header's lists opens (spec section 9): lists, else the create-list drawer.

const list = { id: "l1", name: "Office" } as ShoppingListSummary;

describe("the lists drawer's view", () => {
  it("is busy for a signed-in shopper until the list card answers, and the sign-in flow for a guest", () => {
    expect(firstView(true)).toEqual({ kind: "loading" });
    expect(firstView(false)).toEqual({ kind: "guest" });
  });

  it("shows the lists when the card has some, else the create-list drawer, also when the call failed", () => {
    expect(viewAfterListCard([list])).toEqual({ kind: "lists", lists: [list] });
    expect(viewAfterListCard([])).toEqual({ kind: "create", reason: "none" });
    expect(viewAfterListCard(null)).toEqual({ kind: "create", reason: "failed" });
  });
});
