import { useEffect, useMemo, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "../../../lib/i18n";
import {
  clearMergeReport,
  movedUnits,
  parseMergeReport,
  readMergeReportText,
  subscribeMergeReport,
} from "../../../lib/merge-report";

const serverSnapshot = () => null;

/**
 * After a sign-in that moved the guest cart into the account cart: what moved, the lines that
 * could not move in full and why, and the way to the cart. Shown at the top of the page until
 * dismissed; the polite region is always there so the notice is announced when it appears.
 */
export function MergeNotice({ cartPath }: { cartPath: string }) {
  const { t } = useT();
  const text = useSyncExternalStore(subscribeMergeReport, readMergeReportText, serverSnapshot);
  const report = useMemo(() => parseMergeReport(text), [text]);
  const moved = report ? movedUnits(report) : 0;
  // The cart page says it itself (its CART_AUTO_MERGE message, there without JavaScript too): once only.
  const onCartPage = useLocation().pathname === cartPath;
  // Seen there, it is done with: it does not come back on the next page.
  useEffect(() => {
    if (onCartPage && report) clearMergeReport();
  }, [onCartPage, report]);

  const dismiss = () => {
    clearMergeReport();
    // The button goes with the notice: the focus goes to the page rather than nowhere.
    document.getElementById("main")?.focus();
  };

  return (
    <div role="status" className="merge-notice-region">
      {report && !onCartPage ? (
        <div className="merge-notice">
          <p className="merge-notice__text">
            {moved > 0
              ? t("We moved {{items}} from your earlier visit into your cart.", {
                  items: t("{{count}} items", { count: moved }),
                })
              : t("We couldn't move the items from your earlier visit into your cart.")}
          </p>
          {report.notMerged.length > 0 ? (
            <>
              <p className="merge-notice__text">
                {report.notMerged.length === 1
                  ? t("This line could not move in full:")
                  : t("These lines could not move in full:")}
              </p>
              <ul className="merge-notice__lines">
                {report.notMerged.map((line) => (
                  <li key={`${line.itemId}-${line.code}`}>
                    {line.name ? (
                      <span className="merge-notice__name" lang="en">
                        {line.name}
                      </span>
                    ) : (
                      <span className="merge-notice__name">{t("Item {{id}}", { id: line.itemId })}</span>
                    )}
                    : {t(line.message)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="merge-notice__actions">
            <Link to={`${cartPath}?viewcart=true`} className="button button--secondary">
              {t("View cart")}
            </Link>
            <button type="button" className="link-button" onClick={dismiss}>
              {t("Dismiss")}
              <span className="visually-hidden"> {t("cart notice")}</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
