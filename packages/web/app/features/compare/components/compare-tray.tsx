import { type CompareItem, comparePath } from "@quire/domain";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { useHydrated } from "../../../ui/use-hydrated";
import { COMPARE_ACTION_PATH } from "./compare-toggle";

// The compare tray (decision 048): a bar at the bottom of the results listing the picked items,
// each with its own Remove, and the link to the compare page. Every control is a form that works
// without JavaScript; with it, fetchers post them and the page's loader refreshes the tray.

export function CompareRemoveForm({
  item,
  className,
  returnTo,
}: {
  item: Pick<CompareItem, "itemId" | "name">;
  className?: string;
  /** a page whose address lists the items (/compare?items=) goes on to this one instead of staying put */
  returnTo?: string;
}) {
  const { t } = useT();
  const fetcher = useFetcher({ key: `compare-${item.itemId}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const fields = (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="itemId" value={item.itemId} />
      <input type="hidden" name="returnTo" value={returnTo ?? `${location.pathname}${location.search}`} />
    </>
  );
  const button = (
    <button type="submit" className="button button--link" disabled={fetcher.state !== "idle"}>
      {t("Remove")}
      <span className="visually-hidden"> {t("{{name}} from compare", { name: item.name })}</span>
    </button>
  );
  if (returnTo !== undefined) {
    // a navigation: the action's redirect is the page's new address, with or without JavaScript
    return (
      <Form method="post" action={COMPARE_ACTION_PATH} className={className}>
        {fields}
        {button}
      </Form>
    );
  }
  return (
    <fetcher.Form method="post" action={COMPARE_ACTION_PATH} className={className}>
      {fields}
      {/* a hydrated page stays put and revalidates; without JavaScript the action sends the page back */}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {button}
    </fetcher.Form>
  );
}

export function CompareTray({ items, limit, fullNotice = false }: { items: CompareItem[]; limit: number; fullNotice?: boolean }) {
  const { t } = useT();
  if (items.length === 0) return null;
  const count = items.length;
  return (
    <aside className="compare-tray" aria-labelledby="compare-tray-heading">
      <div className="compare-tray__inner">
        <h2 id="compare-tray-heading" className="compare-tray__heading">
          {t("Compare items")} <span className="compare-tray__count">{t("{{count}} of {{limit}}", { count, limit })}</span>
        </h2>
        {fullNotice ? (
          <p className="compare-tray__notice" role="status">
            {t("You can compare up to 4 items. Remove one to add another.")}
          </p>
        ) : null}
        <ul className="compare-tray__items">
          {items.map((item) => (
            <li key={item.itemId} className="compare-tray__item">
              <img src={item.imageUrl} alt="" width={40} height={40} />
              <span className="compare-tray__name" lang="en">
                {item.name}
              </span>
              <CompareRemoveForm item={item} className="compare-tray__remove" />
            </li>
          ))}
        </ul>
        <Link to={comparePath(items.map((i) => i.itemId))} className="button button--primary compare-tray__go">
          {t("Compare ({{count}})", { count })}
        </Link>
      </div>
    </aside>
  );
}
