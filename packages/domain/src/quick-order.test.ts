import { describe, expect, it } from "vitest";
import {
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_TEXT_LENGTH,
  QUICK_ORDER_MESSAGES,
  parseQuickOrderText,
  quickOrderEntriesOf,
  quickOrderLineLabel,
  quickOrderQuantity,
  quickOrderSummary,
} from "./quick-order";

function entries(text: string) {
  const parsed = parseQuickOrderText(text);
  if (!parsed.ok) throw new Error(`refused: ${parsed.code}`);
  return parsed.entries.map(({ lineNumber, lineNumbers, item, qty, error }) => ({
    lineNumber,
    lineNumbers,
    item,
    qty,
    code: error?.code ?? null,
  }));
}

describe("parseQuickOrderText", () => {
  it.each([
    ["101407, 3", "101407", 3],
    ["101407,3", "101407", 3],
    ["101407\t3", "101407", 3],
    ["101407;3", "101407", 3],
    ["101407 ; 3", "101407", 3],
    ["101407 3", "101407", 3],
    ["  101407    12  ", "101407", 12],
    ["101407", "101407", 1],
    ["101407,", "101407", 1],
    ["101407\t", "101407", 1],
    ["NW-PAPER-01, 2", "NW-PAPER-01", 2],
    ["nw-paper-01\t+4", "nw-paper-01", 4],
    ["101407, 0009", "101407", 9],
  ])("reads %j as item %s, quantity %i", (text, item, qty) => {
    expect(entries(text)).toEqual([{ lineNumber: 1, lineNumbers: [1], item, qty, code: null }]);
  });

  it("reads one entry a line, ignores blank lines and keeps each line's number and text", () => {
    const parsed = parseQuickOrderText("101407, 2\r\n\n   \n205511\t5\r,;\t\nNW-INK-03 1\n");
    expect(parsed).toEqual({
      ok: true,
      entries: [
        { lineNumber: 1, lineNumbers: [1], text: "101407, 2", item: "101407", qty: 2 },
        { lineNumber: 4, lineNumbers: [4], text: "205511\t5", item: "205511", qty: 5 },
        { lineNumber: 6, lineNumbers: [6], text: "NW-INK-03 1", item: "NW-INK-03", qty: 1 },
      ],
    });
  });

  it("merges a repeated item into its first line, adding the quantities (customer SKUs regardless of case)", () => {
    expect(entries("101407, 2\n205511\n101407\t3\nnw-paper-01, 1\nNW-PAPER-01 4")).toEqual([
      { lineNumber: 1, lineNumbers: [1, 3], item: "101407", qty: 5, code: null },
      { lineNumber: 2, lineNumbers: [2], item: "205511", qty: 1, code: null },
      { lineNumber: 4, lineNumbers: [4, 5], item: "nw-paper-01", qty: 5, code: null },
    ]);
  });

  it.each([
    ["101407, 2.5"],
    ["101407, two"],
    ["101407, -3"],
    ["101407, 0"],
    ["101407, 1e3"],
    ["101407, 10000"],
    ["101407, 12abc"],
  ])("reports %j as a bad quantity on its line, not the whole order", (text) => {
    const parsed = parseQuickOrderText(`205511, 1\n${text}`);
    expect(parsed.ok && parsed.entries[1]).toEqual({
      lineNumber: 2,
      lineNumbers: [2],
      text,
      item: "101407",
      qty: 0,
      error: { code: "INVALID_QTY", message: QUICK_ORDER_MESSAGES.INVALID_QTY },
    });
  });

  it.each([["101407, 2, 3"], ["paper for the office 2"], [", 3"], ["a b c"]])("reports %j as a line it cannot read", (text) => {
    expect(entries(text)).toEqual([{ lineNumber: 1, lineNumbers: [1], item: "", qty: 0, code: "INVALID_LINE" }]);
  });

  it("refuses an item number longer than 40 characters on its line", () => {
    const parsed = parseQuickOrderText(`${"9".repeat(41)}, 1`);
    expect(parsed.ok && parsed.entries[0]?.error).toEqual({ code: "INVALID_LINE", message: QUICK_ORDER_MESSAGES.ITEM_TOO_LONG });
  });

  it("does not merge lines in error with anything", () => {
    expect(entries("101407, x\n101407, y").map((e) => e.lineNumbers)).toEqual([[1], [2]]);
  });

  it(`takes ${QUICK_ORDER_MAX_LINES} lines and refuses one more as a whole`, () => {
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `${100000 + i}, 1`);
    const full = parseQuickOrderText(lines.join("\n"));
    expect(full.ok && full.entries.length).toBe(QUICK_ORDER_MAX_LINES);
    expect(parseQuickOrderText([...lines, "999999, 1"].join("\n"))).toEqual({
      ok: false,
      code: "TOO_MANY_LINES",
      message: QUICK_ORDER_MESSAGES.TOO_MANY_LINES,
    });
    // blank lines do not count toward the limit
    expect(parseQuickOrderText([...lines, "", "  "].join("\n")).ok).toBe(true);
  });

  it("refuses empty text and text longer than the limit", () => {
    expect(parseQuickOrderText("")).toMatchObject({ ok: false, code: "EMPTY" });
    expect(parseQuickOrderText("\n  \n,,\n")).toMatchObject({ ok: false, code: "EMPTY" });
    expect(parseQuickOrderText("1".repeat(QUICK_ORDER_MAX_TEXT_LENGTH + 1))).toMatchObject({ ok: false, code: "TOO_LONG" });
  });
});

describe("quickOrderEntriesOf (lines sent as data)", () => {
  it("numbers the lines in the order sent, defaults the quantity to one and merges repeats", () => {
    expect(
      quickOrderEntriesOf([
        { item: "101407", qty: 2 },
        { item: " NW-PAPER-01 " },
        { item: "101407", qty: "3" },
        { item: "205511", qty: "two" },
        { item: "two words", qty: 1 },
      ]),
    ).toEqual({
      ok: true,
      entries: [
        { lineNumber: 1, lineNumbers: [1, 3], text: "101407, 2", item: "101407", qty: 5 },
        { lineNumber: 2, lineNumbers: [2], text: "NW-PAPER-01", item: "NW-PAPER-01", qty: 1 },
        {
          lineNumber: 4,
          lineNumbers: [4],
          text: "205511, two",
          item: "205511",
          qty: 0,
          error: { code: "INVALID_QTY", message: QUICK_ORDER_MESSAGES.INVALID_QTY },
        },
        {
          lineNumber: 5,
          lineNumbers: [5],
          text: "two words, 1",
          item: "",
          qty: 0,
          error: { code: "INVALID_LINE", message: QUICK_ORDER_MESSAGES.INVALID_LINE },
        },
      ],
    });
  });

  it("refuses no lines and too many lines", () => {
    expect(quickOrderEntriesOf([])).toMatchObject({ ok: false, code: "EMPTY" });
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => ({ item: String(100000 + i) }));
    expect(quickOrderEntriesOf(many)).toMatchObject({ ok: false, code: "TOO_MANY_LINES" });
  });
});

describe("quickOrderQuantity", () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ["", 1],
    [" 7 ", 7],
    [9999, 9999],
    ["9999", 9999],
    [0, null],
    [10000, null],
    [2.5, null],
    ["0x10", null],
  ])("reads %j as %j", (raw, expected) => {
    expect(quickOrderQuantity(raw)).toBe(expected);
  });
});

describe("answer words", () => {
  it("labels a line, or the lines a repeated item was written on", () => {
    expect(quickOrderLineLabel({ lineNumbers: [3] })).toBe("Line 3");
    expect(quickOrderLineLabel({ lineNumbers: [1, 4] })).toBe("Lines 1, 4");
  });

  it("sums up a check and an add", () => {
    expect(quickOrderSummary({ validateOnly: true, okCount: 4, errorCount: 1, addedQty: 0 })).toBe(
      "4 items are ready to add. 1 line needs fixing.",
    );
    expect(quickOrderSummary({ validateOnly: false, okCount: 5, errorCount: 0, addedQty: 9 })).toBe(
      "Added 5 items (9 units) to your cart.",
    );
    expect(quickOrderSummary({ validateOnly: false, okCount: 0, errorCount: 2, addedQty: 0 })).toBe(
      "Nothing was added to your cart. 2 lines need fixing.",
    );
  });
});
