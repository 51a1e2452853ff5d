import { type HeaderFooterData, type NavItem, type NavSlot, pickFinderBanner, type TenantId } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { BusinessStrip } from "./business-strip";
import { HeaderActivity } from "./header-activity";
import { NavItemView, itemClassName } from "./nav-item-view";

// The header's content rows: the top hat, the marketing bar, the quick links with the shopper's
// activity, the business strip and the finder banner. Links and text: they hydrate after the
// first view (site-header.tsx).

function itemsIn(items: NavItem[], slot: NavSlot): NavItem[] {
  return items.filter((i) => i.slot === slot);
}

/** The top hat and the marketing bar, above the header's bar. */
export function HeaderBanners({ items }: { items: NavItem[] }) {
  const topHat = itemsIn(items, "topHat");
  const marketing = itemsIn(items, "marketingBar");
  return (
    <>
      {topHat.length > 0 ? (
        <div className="top-hat">
          <ul className="top-hat__list">
            {topHat.map((item) => (
              <li key={item.id} className={itemClassName(item, "top-hat__item")}>
                <NavItemView item={item} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {marketing.length > 0 ? (
        <div className="marketing-bar">
          <ul className="marketing-bar__list">
            {marketing.map((item) => (
              <li key={item.id} className={itemClassName(item, "marketing-bar__item")}>
                <NavItemView item={item} block />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

interface UtilityProps {
  hf: HeaderFooterData | undefined;
  tenant: TenantId;
  signedIn: boolean;
  /** the session's customer number: whose rewards figures the header may cache */
  customerNumber?: string | null;
}

/** The header's quick links (store locator, track order, chat, call us...): one row, one style. */
export function QuickLinks({ items }: { items: NavItem[] }) {
  const { t } = useT();
  const headerLinks = itemsIn(items, "headerLinks");
  if (headerLinks.length === 0) return null;
  return (
    <nav aria-label={t("Quick links")} className="header-links">
      <ul className="header-links__list">
        {headerLinks.map((item) => (
          <li key={item.id} className={itemClassName(item, "header-links__item")}>
            <NavItemView item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Below the bar: quick links, the shopper's activity and the business account strip. On a phone
 * the first two fold into the header's menu (site-menu.tsx) and the strip into a summary line.
 */
export function HeaderUtility({ hf, tenant, signedIn, customerNumber = null }: UtilityProps) {
  const items = hf?.header.items ?? [];
  // Guests have activity too: "Lists", which asks them to sign in (decision 035).
  const activity = hf !== undefined;
  return (
    <>
      {itemsIn(items, "headerLinks").length > 0 || activity ? (
        <div className="site-header__utility">
          <QuickLinks items={items} />
          {hf ? (
            <HeaderActivity
              tenant={tenant}
              signedIn={signedIn}
              counts={hf.header.counts}
              rewards={hf.header.rewards}
              customerNumber={customerNumber}
            />
          ) : null}
        </div>
      ) : null}
      {hf?.header.account ? <BusinessStrip account={hf.header.account} /> : null}
    </>
  );
}

/** On the search page, the banner whose terms match the search (query, or q). */
export function FinderBanner({ items, pathname, search }: { items: NavItem[]; pathname: string; search: string }) {
  if (pathname !== "/search") return null;
  const params = new URLSearchParams(search);
  const banner = pickFinderBanner(itemsIn(items, "finderBanner"), params.get("query") ?? params.get("q") ?? "");
  return banner ? (
    <div className={itemClassName(banner, "finder-banner")}>
      <NavItemView item={banner} block />
    </div>
  ) : null;
}
