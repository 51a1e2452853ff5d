import { describe, expect, it } from "vitest";
import {
  compareLists,
  headerListName,
  headerLists,
  LIST_NAME_REQUIRED,
  LIST_NAME_TOO_LONG,
  listNamesInOnePlace,
  listSortQuery,
  listTypeAccess,
  normalizeListName,
  parseListsQuery,
} from "./shopping-lists";

describe("normalizeListName", () => {
  it("refuses an empty or blank name with the spec's words", () => {
    for (const input of ["", "   ", "\t\n", undefined, null, 42]) {
      expect(normalizeListName(input)).toEqual({ ok: false, message: LIST_NAME_REQUIRED });
    }
    expect(LIST_NAME_REQUIRED).toBe("List name is required");
  });
  it("trims and collapses spaces", () => {
    expect(normalizeListName("  Break   room \t kit ")).toEqual({ ok: true, name: "Break room kit" });
  });
  it("refuses a name over 60 characters, counting characters not code units", () => {
    expect(normalizeListName("x".repeat(60))).toEqual({ ok: true, name: "x".repeat(60) });
    expect(normalizeListName("x".repeat(61))).toEqual({ ok: false, message: LIST_NAME_TOO_LONG });
    expect(normalizeListName("📎".repeat(60))).toMatchObject({ ok: true });
  });
});

describe("header truncation", () => {
  it("cuts a name to 25 characters plus an ellipsis", () => {
    expect(headerListName("Office Services standard kit")).toBe("Office Services standard…");
    expect(headerListName("x".repeat(25))).toBe("x".repeat(25));
    expect(headerListName("x".repeat(26))).toBe(`${"x".repeat(25)}…`);
  });
  it("shows at most 5 lists", () => {
    const lists = Array.from({ length: 8 }, (_, i) => ({ name: `List ${i + 1}` }));
    expect(headerLists(lists).map((l) => l.displayName)).toEqual(["List 1", "List 2", "List 3", "List 4", "List 5"]);
    expect(headerLists([])).toEqual([]);
  });
  it("names at most 3 lists in one place", () => {
    expect(listNamesInOnePlace(["Desk"])).toBe("Desk");
    expect(listNamesInOnePlace(["Desk", "Office"])).toBe("Desk and Office");
    expect(listNamesInOnePlace(["A", "B", "C"])).toBe("A, B and C");
    expect(listNamesInOnePlace(["A", "B", "C", "D", "E"])).toBe("A, B, C and 2 more");
    expect(listNamesInOnePlace(["Office Services standard kit", "B"])).toBe("Office Services standard… and B");
  });
});

describe("parseListsQuery", () => {
  it("applies the spec's defaults", () => {
    const result = parseListsQuery({});
    expect(result).toEqual({
      ok: true,
      query: {
        sortBy: "modified",
        sortOrder: "asc",
        size: 100,
        page: 1,
        search: "",
        access: ["PERSONAL", "SHARED", "GLOBAL"],
        ignoreList: [],
        dataEncode: false,
        responseType: null,
        action: null,
      },
    });
  });
  it("reads every parameter", () => {
    const result = parseListsQuery({
      sortBy: "name",
      sortOrder: "DESC",
      size: "10",
      page: "3",
      search: "  break  room ",
      access: "shared,FAVORITE,shared",
      ignoreList: "lst-1, lst-2",
      dataEncode: "true",
      responseType: "summary",
      action: "atl",
    });
    expect(result).toEqual({
      ok: true,
      query: {
        sortBy: "name",
        sortOrder: "desc",
        size: 10,
        page: 3,
        search: "break room",
        access: ["SHARED", "FAVORITE"],
        ignoreList: ["lst-1", "lst-2"],
        dataEncode: true,
        responseType: "summary",
        action: "atl",
      },
    });
  });
  it("clamps page and size and ignores non-numbers", () => {
    const q = (params: Record<string, string>) =>
      (parseListsQuery(params) as { ok: true; query: { page: number; size: number } }).query;
    expect(q({ size: "5000", page: "0" })).toMatchObject({ size: 100, page: 1 });
    expect(q({ size: "-3", page: "abc" })).toMatchObject({ size: 100, page: 1 });
    expect(q({ size: "0" })).toMatchObject({ size: 1 });
  });
  it("refuses unknown sort fields, orders and access levels", () => {
    expect(parseListsQuery({ sortBy: "price" })).toMatchObject({ ok: false });
    expect(parseListsQuery({ sortOrder: "up" })).toMatchObject({ ok: false });
    expect(parseListsQuery({ access: "PERSONAL,SECRET" })).toMatchObject({ ok: false });
  });
});

describe("screen sort and filter", () => {
  it("maps the sort choices", () => {
    expect(listSortQuery("updated")).toEqual({ sortBy: "modified", sortOrder: "desc" });
    expect(listSortQuery("az")).toEqual({ sortBy: "name", sortOrder: "asc" });
    expect(listSortQuery("za")).toEqual({ sortBy: "name", sortOrder: "desc" });
    expect(listSortQuery("bogus")).toEqual({ sortBy: "modified", sortOrder: "desc" });
  });
  it("maps the type filters", () => {
    expect(listTypeAccess("all")).toEqual(["PERSONAL", "SHARED", "GLOBAL"]);
    expect(listTypeAccess("personal")).toEqual(["PERSONAL"]);
    expect(listTypeAccess("shared")).toEqual(["SHARED", "GLOBAL"]);
    expect(listTypeAccess("favorites")).toEqual(["FAVORITE"]);
    expect(listTypeAccess(undefined)).toEqual(["PERSONAL", "SHARED", "GLOBAL"]);
  });
  it("sorts names ignoring case and accents, ties by id", () => {
    const lists = [
      { id: "3", name: "zebra", modified: "2026-01-03" },
      { id: "1", name: "Äpple", modified: "2026-01-01" },
      { id: "2", name: "apple", modified: "2026-01-02" },
      { id: "4", name: "10 pens", modified: "2026-01-01" },
    ];
    expect([...lists].sort(compareLists("name", "asc")).map((l) => l.id)).toEqual(["4", "1", "2", "3"]);
    expect([...lists].sort(compareLists("name", "desc")).map((l) => l.id)).toEqual(["3", "2", "1", "4"]);
    expect([...lists].sort(compareLists("modified", "desc")).map((l) => l.id)).toEqual(["3", "2", "4", "1"]);
  });
});
