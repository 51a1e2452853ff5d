import { type ProductSummary, RECOMMENDATION_RAIL_VISIBLE, RECOMMENDATIONS_EMPTY_MESSAGE } from "@quire/domain";
import type { ReactNode } from "react";
import { useT } from "../../../lib/i18n";
import type { RecommendationRailData } from "../api/load-rail.server";

/**
 * One recommendation rail (decision 049): the scheme's heading, a row of tiles (the page passes
 * its tile), or the empty-list message. A rail the toggle turned off (null) is not shown at all.
 * Server-rendered from the loader: it works before and without JavaScript.
 */
export function RecommendationRail({
  rail,
  renderTile,
  visible = RECOMMENDATION_RAIL_VISIBLE,
}: {
  rail: RecommendationRailData | null;
  renderTile: (product: ProductSummary, recId: string | undefined) => ReactNode;
  /** tiles shown; the rest of the answer waits */
  visible?: number;
}) {
  const { t } = useT();
  if (!rail) return null;
  const titleId = `${rail.id}-title`;
  const shown = rail.products.slice(0, visible);
  return (
    <section className="rail rail--recs" aria-labelledby={titleId} data-placement={rail.placement} data-scheme={rail.scheme}>
      <div className="rail__head">
        <h2 id={titleId}>{t(rail.heading)}</h2>
      </div>
      {shown.length === 0 ? (
        <p className="recs__empty">{t(RECOMMENDATIONS_EMPTY_MESSAGE)}</p>
      ) : (
        <ul className="rail__list" aria-label={t(rail.heading)}>
          {shown.map((product) => (
            <li key={product.itemId}>{renderTile(product, rail.recIds[product.itemId])}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
