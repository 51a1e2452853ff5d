import { Suspense, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { loader } from "../routes/recently-viewed-rail";
import { TileRails } from "./tile-rails";

// The shopper's recently viewed rail under a product (decision 065): read once the page is in the
// browser, by the call that also remembers this product, so the page itself is the same for every
// shopper and can be kept. Below the fold: it appears without moving what the shopper sees.

export function RecentlyViewedRail({ viewed }: { viewed: string }) {
  const fetcher = useFetcher<typeof loader>();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === viewed) return;
    asked.current = viewed;
    void fetcher.load(`/rails/recently-viewed?viewed=${encodeURIComponent(viewed)}`);
  }, [viewed, fetcher]);
  const rail = fetcher.data?.rail ?? null;
  if (!rail) return null;
  return (
    <Suspense fallback={null}>
      <TileRails rails={[rail]} />
    </Suspense>
  );
}
