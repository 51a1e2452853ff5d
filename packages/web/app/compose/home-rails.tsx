import { lazy, Suspense, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { loader } from "../routes/home-rails";

// The home page's rails below the fold (decision 066): recently viewed, frequently purchased and
// trending, read once the page is in the browser. The page they sit in is the same for every shopper
// of a group, and its first download carries neither their tiles nor their code. They come after the
// categories, so nothing the shopper is looking at moves when they arrive.

type HomeRailsData = Awaited<ReturnType<typeof loader>>["data"];

const Rails = lazy(() =>
  Promise.all([
    import("../features/catalogue/components/product-rail"),
    import("../features/catalogue/components/product-tile"),
    import("../features/recommendations/components/recommendation-rail"),
    import("../features/add-to-cart/components/add-button"),
    import("../lib/i18n"),
  ]).then(([{ ProductRail }, { StandardTile }, { RecommendationRail }, { renderTileAdd }, { useT }]) => ({
    default: function HomeTileRails({ rails }: { rails: HomeRailsData }) {
      const { t } = useT();
      const tile = (p: Parameters<typeof StandardTile>[0]["product"]) => <StandardTile product={p} renderAdd={renderTileAdd} />;
      return (
        <>
          <ProductRail
            id="rail-recent"
            heading={t("Recently Viewed")}
            products={rails.recentlyViewed}
            renderAdd={renderTileAdd}
          />
          <RecommendationRail rail={rails.frequentlyPurchased} renderTile={tile} />
          <RecommendationRail rail={rails.trending} renderTile={tile} />
        </>
      );
    },
  })),
);

export function HomeRails() {
  const fetcher = useFetcher<typeof loader>();
  const asked = useRef(false);
  useEffect(() => {
    // once per home page shown
    if (asked.current) return;
    asked.current = true;
    void fetcher.load("/rails/home");
  }, [fetcher]);
  const rails = fetcher.data ?? null;
  if (!rails) return null;
  return (
    <Suspense fallback={null}>
      <Rails rails={rails} />
    </Suspense>
  );
}
