import {
  type CompareItem,
  COMPARE_LIMIT,
  compareCookie,
  isCompareItemId,
  readCompareCookie,
  setCompare,
  toggleCompare,
} from "@quire/domain";
import { data, redirect, type AppLoadContext } from "react-router";

// The compare selection (decision 048) lives in the quire_compare cookie: a checkbox or a remove
// button posts to /compare's action, which writes the cookie and sends a page without JavaScript
// back where it came from; a script's fetcher gets the selection as data and the page revalidates.

export interface CompareTrayData {
  /** the selected items, in the order picked (unknown ids dropped) */
  items: CompareItem[];
  limit: number;
}

/** The tray's items for a page: the cookie's ids read through the compare door. */
export async function compareTrayData(request: Request, context: AppLoadContext): Promise<CompareTrayData> {
  const ids = readCompareCookie(request.headers.get("cookie"));
  if (ids.length === 0) return { items: [], limit: COMPARE_LIMIT };
  const table = await context.doors.compare.table(ids);
  return { items: table.ok ? table.value.items : [], limit: COMPARE_LIMIT };
}

/** Only a path on this site: never another origin, never a protocol-relative URL. */
function localPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

export interface CompareActionAnswer {
  selected: string[];
  outcome: "added" | "removed" | "ignored" | "cleared";
  message: string | null;
}

export const COMPARE_FULL_MESSAGE = "You can compare up to 4 items. Remove one to add another.";

/**
 * intent toggle (with on=1 or on=0 for a checkbox's state), remove or clear. A fifth item is
 * ignored and answered with a message; a bad item id changes nothing.
 */
export async function compareAction(request: Request): Promise<Response | ReturnType<typeof data<CompareActionAnswer>>> {
  const form = await request.formData();
  const current = readCompareCookie(request.headers.get("cookie"));
  const intent = form.get("intent");
  const itemId = form.get("itemId");
  let answer: CompareActionAnswer;
  if (intent === "clear") {
    answer = { selected: [], outcome: "cleared", message: null };
  } else if ((intent === "toggle" || intent === "remove") && isCompareItemId(itemId)) {
    const on = form.get("on");
    const result =
      intent === "remove"
        ? setCompare(current, itemId, false)
        : on === "1" || on === "0"
          ? setCompare(current, itemId, on === "1")
          : toggleCompare(current, itemId);
    const full = result.outcome === "ignored" && !current.includes(itemId) && current.length >= COMPARE_LIMIT;
    answer = { selected: result.selected, outcome: result.outcome, message: full ? COMPARE_FULL_MESSAGE : null };
  } else {
    return data({ selected: current, outcome: "ignored" as const, message: "Choose an item to compare." }, { status: 400 });
  }
  const headers = {
    "Set-Cookie": compareCookie(answer.selected, new URL(request.url).protocol === "https:"),
    "Cache-Control": "no-store",
  };
  const returnTo = localPath(form.get("returnTo"));
  if (form.get("js") !== "1" && returnTo) {
    const back = new URL(returnTo, "http://x");
    if (answer.message) back.searchParams.set("compareFull", "1");
    else back.searchParams.delete("compareFull");
    return redirect(`${back.pathname}${back.search}${back.hash}`, { status: 303, headers });
  }
  return data(answer, { headers });
}
