import { MAX_NORMALISED_QUANTITY, normalizeQuantity } from "./quantity";

// Quick order (decision 043): a business buyer types or pastes item numbers, or their
// account's own customer SKUs, with quantities. The server and the page read the text the same
// way: one entry a line, the item and its quantity separated by a comma, a tab, a semicolon or
// spaces ("101407, 3", "101407\t3", "NW-PAPER-01;2", "101407 3"); no quantity means one.

/** At most this many entries (non-blank lines) in one quick order: more is refused as a whole. */
export const QUICK_ORDER_MAX_LINES = 100;
/** The text a quick order may hold: 100 lines of an item and a quantity, with room to spare. */
export const QUICK_ORDER_MAX_TEXT_LENGTH = 20_000;
/** An item number or customer SKU is at most this long (the cart's item id rule is 40). */
export const QUICK_ORDER_MAX_ITEM_LENGTH = 40;

export type QuickOrderLineCode =
  | "INVALID_LINE"
  | "INVALID_QTY"
  | "UNKNOWN_ITEM"
  | "ITEM_NOT_PUBLISHED"
  | "QTY_LIMIT_ITEM"
  | "OUT_OF_STOCK"
  | "NOT_ENOUGH_STOCK"
  | "EXCEEDS_MAX_LINE_QTY"
  | "RESTRICTED_ITEM"
  | "PRICE_NOT_AVAILABLE"
  | (string & {});

/** The words a buyer sees for the problems the parser finds. */
export const QUICK_ORDER_MESSAGES = {
  INVALID_LINE: "Write one item a line: the item number (or your own number for it) and the quantity, e.g. 101407, 3.",
  ITEM_TOO_LONG: `An item number has at most ${QUICK_ORDER_MAX_ITEM_LENGTH} characters.`,
  INVALID_QTY: `The quantity must be a whole number from 1 to ${MAX_NORMALISED_QUANTITY}.`,
  EMPTY: "Enter at least one item number and quantity, one a line.",
  TOO_MANY_LINES: `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines. Split the list and add the rest in another quick order.`,
  TOO_LONG: `A quick order takes at most ${QUICK_ORDER_MAX_TEXT_LENGTH.toLocaleString("en-US")} characters.`,
} as const;

/** One entry of a quick order: what was written on its line(s), and the item and quantity read from it. */
export interface QuickOrderEntry {
  /** the first line (1-based) the item was written on */
  lineNumber: number;
  /** every line the item was written on: a repeated item is one entry with the quantities added */
  lineNumbers: number[];
  /** the first line's text, trimmed */
  text: string;
  /** what was written as the item: an item number or a customer SKU ("" when unreadable) */
  item: string;
  /** the quantity to add (the lines' quantities added together); 0 when unreadable */
  qty: number;
  /** the line could not be read: the entry is reported and never added */
  error?: { code: QuickOrderLineCode; message: string };
}

export type QuickOrderParse =
  { ok: true; entries: QuickOrderEntry[] } | { ok: false; code: "EMPTY" | "TOO_MANY_LINES" | "TOO_LONG"; message: string };

// A comma, tab or semicolon separates the item from its quantity; without one, the last run of
// spaces does ("101407 3"), so an item is never a phrase.
const FIELD_SEPARATOR = /\s*[,;\t]\s*/;
const SPACED_QTY = /^(\S+)\s+(\S+)$/;

/** The key under which repeated items meet: customer SKUs are matched without regard to case. */
export function quickOrderItemKey(item: string): string {
  return item.trim().toUpperCase();
}

/** Reads a quantity the way the store's quantity fields do (quantity.ts); null when it is not one. */
export function quickOrderQuantity(raw: string | number | null | undefined): number | null {
  if (raw === undefined || raw === null) return 1;
  const text = String(raw).trim();
  if (text === "") return 1;
  // Whole numbers only: the normaliser would read "2.5" as 2 and "20000" as 9999, which a buyer
  // pasting a list should be told about rather than have changed silently.
  if (!/^\+?\d+$/.test(text)) return null;
  const qty = normalizeQuantity(text);
  if (qty === "" || qty === 0 || Number(text) > MAX_NORMALISED_QUANTITY) return null;
  return qty;
}

function readLine(text: string, lineNumber: number): QuickOrderEntry {
  const fields = text.split(FIELD_SEPARATOR);
  // a trailing separator ("101407,") leaves an empty quantity: one
  while (fields.length > 1 && fields[fields.length - 1] === "") fields.pop();
  let item: string;
  let qtyText: string | undefined;
  if (fields.length > 2) return failed(text, lineNumber, "INVALID_LINE");
  if (fields.length === 2) {
    item = fields[0] ?? "";
    qtyText = fields[1];
  } else {
    const spaced = SPACED_QTY.exec(text);
    if (spaced) {
      item = spaced[1] ?? "";
      qtyText = spaced[2];
    } else if (/\s/.test(text)) {
      return failed(text, lineNumber, "INVALID_LINE");
    } else {
      item = fields[0] ?? "";
    }
  }
  item = item.trim();
  if (item === "") return failed(text, lineNumber, "INVALID_LINE");
  if (item.length > QUICK_ORDER_MAX_ITEM_LENGTH) {
    return {
      ...failed(text, lineNumber, "INVALID_LINE"),
      error: { code: "INVALID_LINE", message: QUICK_ORDER_MESSAGES.ITEM_TOO_LONG },
    };
  }
  const qty = quickOrderQuantity(qtyText);
  if (qty === null) {
    return {
      lineNumber,
      lineNumbers: [lineNumber],
      text,
      item,
      qty: 0,
      error: { code: "INVALID_QTY", message: QUICK_ORDER_MESSAGES.INVALID_QTY },
    };
  }
  return { lineNumber, lineNumbers: [lineNumber], text, item, qty };
}

function failed(text: string, lineNumber: number, code: "INVALID_LINE"): QuickOrderEntry {
  return { lineNumber, lineNumbers: [lineNumber], text, item: "", qty: 0, error: { code, message: QUICK_ORDER_MESSAGES[code] } };
}

/**
 * Adds up repeated items: the first entry of an item takes the later ones' quantities and line
 * numbers. Entries in error stay apart (each is reported on its own line).
 */
export function mergeQuickOrderEntries(
  entries: readonly QuickOrderEntry[],
  keyOf = (e: QuickOrderEntry) => quickOrderItemKey(e.item),
): QuickOrderEntry[] {
  const merged: QuickOrderEntry[] = [];
  const byKey = new Map<string, QuickOrderEntry>();
  for (const entry of entries) {
    if (entry.error) {
      merged.push(entry);
      continue;
    }
    const key = keyOf(entry);
    const first = byKey.get(key);
    if (first) {
      first.qty += entry.qty;
      first.lineNumbers = [...first.lineNumbers, ...entry.lineNumbers];
      continue;
    }
    const copy = { ...entry, lineNumbers: [...entry.lineNumbers] };
    byKey.set(key, copy);
    merged.push(copy);
  }
  return merged;
}

/**
 * Reads pasted quick-order text: one entry a line, blank lines ignored, repeated items merged.
 * A line that cannot be read is an entry with an error (it keeps its text and line number);
 * more than QUICK_ORDER_MAX_LINES entries, or none, refuses the whole text.
 */
export function parseQuickOrderText(text: string): QuickOrderParse {
  if (text.length > QUICK_ORDER_MAX_TEXT_LENGTH) return { ok: false, code: "TOO_LONG", message: QUICK_ORDER_MESSAGES.TOO_LONG };
  const entries: QuickOrderEntry[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    // a line of nothing but separators (a spreadsheet's empty row) is blank too
    if (line === "" || /^[,;\t\s]*$/.test(line)) continue;
    entries.push(readLine(line, i + 1));
    if (entries.length > QUICK_ORDER_MAX_LINES) {
      return { ok: false, code: "TOO_MANY_LINES", message: QUICK_ORDER_MESSAGES.TOO_MANY_LINES };
    }
  }
  if (entries.length === 0) return { ok: false, code: "EMPTY", message: QUICK_ORDER_MESSAGES.EMPTY };
  return { ok: true, entries: mergeQuickOrderEntries(entries) };
}

/**
 * The same reading for lines sent as data ({lines: [{item, qty}]}): each is one entry, numbered
 * from 1 in the order sent, its text "item, qty" as a buyer would have written it.
 */
export function quickOrderEntriesOf(lines: readonly { item: string; qty?: string | number | null }[]): QuickOrderParse {
  if (lines.length === 0) return { ok: false, code: "EMPTY", message: QUICK_ORDER_MESSAGES.EMPTY };
  if (lines.length > QUICK_ORDER_MAX_LINES)
    return { ok: false, code: "TOO_MANY_LINES", message: QUICK_ORDER_MESSAGES.TOO_MANY_LINES };
  const entries = lines.map((line, i): QuickOrderEntry => {
    const lineNumber = i + 1;
    const item = line.item.trim();
    const text = line.qty === undefined || line.qty === null || line.qty === "" ? item : `${item}, ${String(line.qty).trim()}`;
    if (item === "" || /[\s,;]/.test(item)) return failed(text, lineNumber, "INVALID_LINE");
    if (item.length > QUICK_ORDER_MAX_ITEM_LENGTH) {
      return {
        ...failed(text, lineNumber, "INVALID_LINE"),
        error: { code: "INVALID_LINE", message: QUICK_ORDER_MESSAGES.ITEM_TOO_LONG },
      };
    }
    const qty = quickOrderQuantity(line.qty);
    if (qty === null) {
      return {
        lineNumber,
        lineNumbers: [lineNumber],
        text,
        item,
        qty: 0,
        error: { code: "INVALID_QTY", message: QUICK_ORDER_MESSAGES.INVALID_QTY },
      };
    }
    return { lineNumber, lineNumbers: [lineNumber], text, item, qty };
  });
  return { ok: true, entries: mergeQuickOrderEntries(entries) };
}

// ---- the answer both doors give ------------------------------------------------------------

export type QuickOrderLineStatus = "ok" | "error";

/** One entry of the answer: what was written, what it became, and whether it is (or was) added. */
export interface QuickOrderLineResult {
  lineNumber: number;
  lineNumbers: number[];
  text: string;
  /** what was written as the item */
  item: string;
  /** the store's item number it stands for; null when unknown */
  itemId: string | null;
  /** the account's own number for the item, when it has one */
  customerSku: string | null;
  name: string | null;
  qty: number;
  status: QuickOrderLineStatus;
  /** null when ok */
  code: string | null;
  message: string | null;
}

export interface QuickOrderAnswer {
  /** true: only checked, nothing added */
  validateOnly: boolean;
  lines: QuickOrderLineResult[];
  /** the entries that are (or, checked only, would be) added */
  okCount: number;
  errorCount: number;
  /** units added to the cart by this call (0 when checked only) */
  addedQty: number;
  /** the cart's item count after the call */
  cartItemCount: number;
  /** the lines the add touched (the cart page marks them "Just added") */
  cartItemIds: string[];
}

/** The line-by-line words a buyer reads for an answer ("Line 3: We couldn't find this item."). */
export function quickOrderLineLabel(line: Pick<QuickOrderLineResult, "lineNumbers">): string {
  const [first, ...rest] = line.lineNumbers;
  return rest.length === 0 ? `Line ${first}` : `Lines ${[first, ...rest].join(", ")}`;
}

/** The answer's summary sentence. */
export function quickOrderSummary(
  answer: Pick<QuickOrderAnswer, "validateOnly" | "okCount" | "errorCount" | "addedQty">,
): string {
  const problems =
    answer.errorCount === 0 ? "" : ` ${answer.errorCount} ${answer.errorCount === 1 ? "line needs" : "lines need"} fixing.`;
  if (answer.validateOnly) {
    const ready = `${answer.okCount} ${answer.okCount === 1 ? "item is" : "items are"} ready to add.`;
    return `${ready}${problems}`;
  }
  if (answer.okCount === 0) return `Nothing was added to your cart.${problems}`;
  const added = `Added ${answer.okCount} ${answer.okCount === 1 ? "item" : "items"} (${answer.addedQty} ${answer.addedQty === 1 ? "unit" : "units"}) to your cart.`;
  return `${added}${problems}`;
}
