import type { ProductSummary } from "@quire/domain";
import type { ReactNode } from "react";

// Slots a product tile leaves for features it must not import (decision 012, decision 048): the
// compare checkbox and the colour swatches. The page composes them; the tile only places them.

/** A swatch the shopper picked: what the tile shows instead of its own price, picture and link. */
export interface TileSwatchPick {
  itemId: string;
  label: string;
  /** formatted price, e.g. "$6.99" */
  price: string;
  imageUrl: string | null;
  itemUrl: string | null;
  inStock: boolean;
}

/** Each tile's compare control. */
export type RenderTileCompare = (product: ProductSummary, titleId: string) => ReactNode;
/** Each tile's swatches; onPick tells the tile which variant to show. */
export type RenderTileSwatches = (product: ProductSummary, onPick: (pick: TileSwatchPick) => void) => ReactNode;
