import { type HeaderFooterData, type NavItem, type NavSlot, pickFinderBanner, type TenantId } from "@quire/domain";
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

/** Below the bar: quick links, the signed-in shopper's activity and the business account strip. */
export function HeaderUtility({ hf, tenant, signedIn, customerNumber = null }: UtilityProps) {
  const headerLinks = itemsIn(hf?.header.items ?? [], "headerLinks");
  const activity = hf && signedIn;
  return (
    <>
      {headerLinks.length > 0 || activity ? (
        <div className="site-header__utility">
          {headerLinks.length > 0 ? (
            <nav aria-label="Quick links" className="header-links">
              <ul className="header-links__list">
                {headerLinks.map((item) => (
                  <li key={item.id} className={itemClassName(item, "header-links__item")}>
                    <NavItemView item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
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
