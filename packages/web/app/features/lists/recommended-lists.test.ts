import type { ShoppingListSummary } from "@quire/domain";
import { describe, expect, it } from "vitest";
import { recommendedLists } from "./recommended-lists";

const list = (id: string, overrides: Partial<ShoppingListSummary> = {}): ShoppingListSummary => ({
  id,
  name: id,
  accessLevel: "PERSONAL",
  modified: "2026-11-20T00:00:00.000Z",
  created: "2026-11-01T00:00:00.000Z",
  ownerName: "Pat",
  isOwner: true,
  itemCount: 1,
  totalQuantity: 1,
  favorite: false,
  readOnly: false,
  canEdit: true,
  canDelete: true,
  ...overrides,
});

describe("recommended lists", () => {
  it("recommends colleagues' shared and company lists, newest first, not favourites nor empty ones", () => {
    const lists = [
      list("mine", { itemCount: 50 }),
      list("old-shared", { isOwner: false, accessLevel: "SHARED", modified: "2026-10-01T00:00:00.000Z" }),
      list("company", { isOwner: false, accessLevel: "GLOBAL", modified: "2026-11-22T00:00:00.000Z" }),
      list("fav-shared", { isOwner: false, accessLevel: "SHARED", favorite: true }),
      list("empty-shared", { isOwner: false, accessLevel: "SHARED", itemCount: 0 }),
      list("new-shared", { isOwner: false, accessLevel: "SHARED", modified: "2026-11-23T00:00:00.000Z" }),
      list("mid-shared", { isOwner: false, accessLevel: "SHARED", modified: "2026-11-21T00:00:00.000Z" }),
    ];
    expect(recommendedLists(lists).map((l) => l.id)).toEqual(["new-shared", "company", "mid-shared"]);
  });

  it("never recommends the shopper's own lists: with nothing shared, it recommends nothing", () => {
    const lists = [
      list("small", { itemCount: 2 }),
      list("big", { itemCount: 40 }),
      list("mine-shared", { itemCount: 12, accessLevel: "SHARED" }),
      list("mine-company", { itemCount: 9, accessLevel: "GLOBAL" }),
    ];
    expect(recommendedLists(lists)).toEqual([]);
    expect(recommendedLists([...lists, list("theirs", { isOwner: false, accessLevel: "SHARED" })]).map((l) => l.id)).toEqual([
      "theirs",
    ]);
    expect(recommendedLists([])).toEqual([]);
  });
});
