import type { HeaderFooterData, NavItem } from "@quire/domain";
import { FastLink } from "../../../ui/fast-link";
import { useT } from "../../../lib/i18n";
import type { RootData } from "../../../lib/root-data";
import { NavItemView, itemClassName } from "./nav-item-view";

interface Props {
  tenant: RootData["tenant"] | undefined;
  footer: HeaderFooterData["footer"] | undefined;
}

const UNGROUPED = "More";

/** footerColumn items by their group, groups in the order they first appear. */
export function footerColumns(items: NavItem[]): { heading: string; items: NavItem[] }[] {
  const columns = new Map<string, NavItem[]>();
  for (const item of items) {
    if (item.slot !== "footerColumn") continue;
    const heading = item.group?.trim() || UNGROUPED;
    columns.set(heading, [...(columns.get(heading) ?? []), item]);
  }
  return [...columns].map(([heading, columnItems]) => ({ heading, items: columnItems }));
}

/** The links the footer shows when there is no footer data (an error page, say). */
function FallbackLinks({ tenant }: { tenant: RootData["tenant"] | undefined }) {
  const { t } = useT();
  return (
    <nav aria-label={t("Footer")}>
      <ul className="site-footer__links">
        <li>
          <FastLink to="/stores">{t("Find a store")}</FastLink>
        </li>
        <li>
          <FastLink to="/office/supplies/login">
            {tenant?.id === "advantage" ? t("Business account") : t("Your account")}
          </FastLink>
        </li>
        <li>
          <FastLink to={tenant?.cartPath ?? "/cart"}>{t("Cart")}</FastLink>
        </li>
        <li>
          <a href="/api/openapi.json">API</a>
        </li>
      </ul>
    </nav>
  );
}

export function SiteFooter({ tenant, footer }: Props) {
  const { t } = useT();
  const name = tenant?.siteName ?? "Quire";
  const items = footer?.items ?? [];
  const columns = footerColumns(items);
  const legal = items.filter((i) => i.slot === "footerLegal");
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {columns.length > 0 ? (
          <nav aria-label={t("Footer")} className="site-footer__columns">
            {columns.map((column) => (
              <div key={column.heading} className="site-footer__column">
                <h2 className="site-footer__heading">{t(column.heading)}</h2>
                <ul className="site-footer__column-list">
                  {column.items.map((item) => (
                    <li key={item.id} className={itemClassName(item)}>
                      <NavItemView item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : (
          <FallbackLinks tenant={tenant} />
        )}
        {legal.length > 0 ? (
          <div className="site-footer__legal">
            {legal.map((item) => (
              <div key={item.id} className={itemClassName(item, "site-footer__legal-item")}>
                <NavItemView item={item} block />
              </div>
            ))}
          </div>
        ) : null}
        <p className="site-footer__note">
          {name} · {t(tenant?.tagline ?? "Office supplies, delivered")} · {t("Prices in USD")}
        </p>
      </div>
    </footer>
  );
}
