import type { SwatchVariant } from "@quire/domain";
import { request } from "../../../lib/request";

// A SKU set's swatch list (decision 048) is the tile call's answer for the set with swatchList:
// every member as a tile, each with its swatch label, colour and stock.

export const SWATCH_LIST_PATH = "/api/productTileProxy/getProductTileData";

export interface SwatchTile extends SwatchVariant {
  title: string;
  price: string;
  image: string | null;
  url: string | null;
}

function isSwatchTile(value: unknown): value is SwatchTile {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.itemId === "string" &&
    typeof v.price === "string" &&
    (typeof v.swatchLabel === "string" || v.swatchLabel === null) &&
    typeof v.inStock === "boolean"
  );
}

/** The members of a set; rejects on any failure (the request layer's RequestError, or a body that is no list). */
export async function fetchSwatchList(skuSetId: string, signal?: AbortSignal): Promise<SwatchTile[]> {
  const query = new URLSearchParams({ skus: skuSetId, swatchList: "true" });
  const body = await request(`${SWATCH_LIST_PATH}?${query.toString()}`, { signal });
  if (!Array.isArray(body)) throw new Error("swatch list: not a list");
  return body.filter(isSwatchTile).map((t) => ({
    itemId: t.itemId,
    swatchLabel: t.swatchLabel,
    colourHex: t.colourHex ?? null,
    priceValue: typeof t.priceValue === "number" ? t.priceValue : null,
    inStock: t.inStock,
    title: typeof t.title === "string" ? t.title : "",
    price: t.price,
    image: typeof t.image === "string" ? t.image : null,
    url: typeof t.url === "string" ? t.url : null,
  }));
}
