import type { RecommendationRailData } from "../features/recommendations/api/load-rail.server";
import { hydrateLater } from "../ui/hydrate-later";

// Recommendation rails of standard tiles, for the bottom of a page: the recommendations feature's
// rail with the catalogue's tile and the add-to-cart feature's Add button, as on the home page's
// rails (composed here, as features never import each other). The button is a form to the page's
// own action until the page is hydrated, then the add-to-cart flow's fetcher. They hydrate after
// the first view, so their code is not in the page's first download.

const loadTileRails = () =>
  Promise.all([
    import("../features/recommendations/components/recommendation-rail"),
    import("../features/catalogue/components/product-tile"),
    import("../features/add-to-cart/components/add-button"),
  ]).then(([{ RecommendationRail }, { StandardTile }, { renderTileAdd }]) => {
    function TileRails({ rails }: { rails: (RecommendationRailData | null)[] }) {
      return rails.map((rail, i) => (
        <RecommendationRail key={i} rail={rail} renderTile={(p) => <StandardTile product={p} renderAdd={renderTileAdd} />} />
      ));
    }
    return TileRails;
  });

/** Render in a <Suspense>: the server has the rails at once, the browser hydrates them later. */
export const TileRails = import.meta.env.SSR ? await loadTileRails() : hydrateLater(loadTileRails);
