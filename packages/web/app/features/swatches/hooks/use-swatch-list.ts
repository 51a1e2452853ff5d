import {
  IDLE_SWATCHES,
  type SwatchLoad,
  type SwatchLoadEvent,
  type SwatchLoads,
  swatchLoadOf,
  swatchLoadReducer,
} from "@quire/domain";
import { useEffect, useSyncExternalStore } from "react";
import { fetchSwatchList, type SwatchTile } from "../api/swatch-list";

// Each SKU set's swatch list, loaded once per page however many of its members' tiles show it:
// the domain's reducer (spinner while loading, an empty list on failure) over one shared store.

let loads: SwatchLoads<SwatchTile> = {};
const listeners = new Set<() => void>();

function dispatch(event: SwatchLoadEvent<SwatchTile>): void {
  const next = swatchLoadReducer(loads, event);
  if (next === loads) return;
  loads = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const idle = IDLE_SWATCHES as SwatchLoad<SwatchTile>;

/** The set's swatch list, fetched on first use after hydration. */
export function useSwatchList(skuSetId: string): SwatchLoad<SwatchTile> {
  const load = useSyncExternalStore(
    subscribe,
    () => swatchLoadOf(loads, skuSetId),
    () => idle,
  );
  useEffect(() => {
    if (swatchLoadOf(loads, skuSetId).status !== "idle") return;
    dispatch({ type: "fetch", itemId: skuSetId });
    fetchSwatchList(skuSetId).then(
      (variants) => dispatch({ type: "success", itemId: skuSetId, variants }),
      () => dispatch({ type: "failure", itemId: skuSetId }),
    );
  }, [skuSetId]);
  return load;
}
