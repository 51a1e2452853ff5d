import { type ChangeEvent, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import type { RenderTileCompare } from "../../../ui/tile-slots";
import { useHydrated } from "../../../ui/use-hydrated";
import type { CompareActionAnswer } from "../api/compare-actions.server";
import "../compare.css";

// A tile's "Compare" (decision 048). Before hydration (and without JavaScript) it is a toggle button
// posting to /compare, which sets the cookie and sends the page back; once hydrated it is a
// checkbox whose change posts the same form through a fetcher, so the page stays where it is.

export const COMPARE_ACTION_PATH = "/compare";

export function CompareToggle({
  itemId,
  itemName,
  selected,
}: {
  itemId: string;
  itemName: string;
  /** the item is in the shopper's compare selection (the cookie, as the page's loader read it) */
  selected: boolean;
}) {
  const { t } = useT();
  const fetcher = useFetcher<CompareActionAnswer>({ key: `compare-${itemId}` });
  const hydrated = useHydrated();
  const location = useLocation();
  // optimistic while the post is under way; once the page's loader has revalidated it has the last word
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const busy = fetcher.state !== "idle";
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy) setOptimistic(null);
  }
  const checked = optimistic ?? selected;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    setOptimistic(event.currentTarget.checked);
    const fields = new FormData(form);
    fields.set("on", event.currentTarget.checked ? "1" : "0");
    fields.set("js", "1");
    void fetcher.submit(fields, { method: "post", action: COMPARE_ACTION_PATH });
  };
  const name = <span className="visually-hidden"> {itemName}</span>;
  return (
    <fetcher.Form method="post" action={COMPARE_ACTION_PATH} className="compare-toggle">
      <CsrfField />
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? (
        <label className="compare-toggle__label">
          <input type="checkbox" checked={checked} onChange={onChange} />
          <span>{t("Compare")}</span>
          {name}
        </label>
      ) : (
        <button type="submit" name="on" value={selected ? "0" : "1"} aria-pressed={selected} className="compare-toggle__button">
          {t("Compare")}
          {name}
        </button>
      )}
      {fetcher.data?.message && fetcher.state === "idle" ? (
        <p className="compare-toggle__notice" role="status">
          {t(fetcher.data.message)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** A page's tiles' compare controls, checked for the items in the shopper's selection. */
export function compareRenderer(selectedIds: readonly string[]): RenderTileCompare {
  return function renderCompare(product) {
    return <CompareToggle itemId={product.itemId} itemName={product.name} selected={selectedIds.includes(product.itemId)} />;
  };
}
