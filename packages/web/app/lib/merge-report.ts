import type { MergeReport } from "@quire/domain";
import { readItem, removeItem, writeJson } from "./safe-storage";

// The merge report of the latest sign-in, kept in session storage until the shopper dismisses the
// notice (or signs out): signing in ends with a full page load, and the notice shows on that page.

export const MERGE_REPORT_KEY = "quire-merge-report";
const CHANGE_EVENT = "quire:merge-report";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isMergeReport(value: unknown): value is MergeReport {
  const count = (n: unknown) => typeof n === "number" && Number.isFinite(n);
  const name = (s: unknown) => s === null || typeof s === "string";
  return (
    isRecord(value) &&
    Array.isArray(value.merged) &&
    value.merged.every((m) => isRecord(m) && typeof m.itemId === "string" && name(m.name) && count(m.qtyAdded)) &&
    Array.isArray(value.notMerged) &&
    value.notMerged.every(
      (m) => isRecord(m) && typeof m.itemId === "string" && name(m.name) && count(m.qtyAdded) && typeof m.message === "string",
    ) &&
    (value.couponsAdded === undefined || Array.isArray(value.couponsAdded))
  );
}

function announce(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Keeps the report for the next page; a report with nothing in it is not kept. */
export function saveMergeReport(report: MergeReport | null): void {
  if (!report || (report.merged.length === 0 && report.notMerged.length === 0)) {
    clearMergeReport();
    return;
  }
  writeJson("session", MERGE_REPORT_KEY, report);
  announce();
}

/** The stored text as it stands (a stable snapshot for useSyncExternalStore), or null. */
export function readMergeReportText(): string | null {
  return readItem("session", MERGE_REPORT_KEY);
}

/** The report in a stored text, or null when absent or not a report. */
export function parseMergeReport(text: string | null): MergeReport | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isMergeReport(value) ? value : null;
  } catch {
    return null;
  }
}

export function readMergeReport(): MergeReport | null {
  return parseMergeReport(readMergeReportText());
}

export function clearMergeReport(): void {
  removeItem("session", MERGE_REPORT_KEY);
  announce();
}

/** For useSyncExternalStore: calls back when this tab saves or clears the report. */
export function subscribeMergeReport(callback: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  window.addEventListener(CHANGE_EVENT, callback);
  return () => window.removeEventListener(CHANGE_EVENT, callback);
}

/** Units that moved into the account cart, in full or in part. */
export function movedUnits(report: MergeReport): number {
  return [...report.merged, ...report.notMerged].reduce((n, m) => n + Math.max(0, m.qtyAdded), 0);
}
