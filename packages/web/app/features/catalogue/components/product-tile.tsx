import { EARNS_UP_TO_TEXT, isAddToCartLabel, type ProductSummary, soldOutTitle, toProductTile } from "@quire/domain";
import { type ReactNode, Suspense, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "../../../lib/i18n";
import { AddToListSlot } from "../../../ui/add-to-list-slot";
import { hydrateLater } from "../../../ui/hydrate-later";
import { ProductTile } from "../../../ui/product-tile";
// compare/swatch slots (decision 048)
import type { RenderTileCompare, RenderTileSwatches, TileSwatchPick } from "../../../ui/tile-slots";
import { ContractPriceMark } from "./contract-price-mark";

// The stars are text and a picture: they hydrate after the first view (ui/hydrate-later.ts).
const loadRating = () => import("./rating").then((m) => m.Rating);
const Rating = import.meta.env.SSR ? await loadRating() : hydrateLater(loadRating);

/** A tile gets its own Add button when the product can be bought as it stands, one unit. */
function canAddToCart(p: ProductSummary): boolean {
  return isAddToCartLabel(p.actionLabel) && p.status === "PUBLISHED" && p.stockStatus !== "OUT_OF_STOCK" && !p.isFreeSample;
}

/** A tile's Add button, composed by the page (the add-to-cart feature owns it). */
export type RenderTileAdd = (itemId: string, describedBy: string) => ReactNode;
/** A tile's pickup line at my store, composed by the page (the pickup feature owns it). */
export type RenderTilePickup = (itemId: string) => ReactNode;

/** The spec's standardTile over the one tile component (ui/product-tile, decision 047). */
export function StandardTile({
  product,
  eager = false,
  renderAdd,
  renderPickup,
  rewardsText = null,
  placement = "search",
  pageType = "search",
  renderCompare, // compare/swatch slot (decision 048)
  renderSwatches, // compare/swatch slot (decision 048)
}: {
  product: ProductSummary;
  eager?: boolean;
  renderAdd?: RenderTileAdd;
  renderPickup?: RenderTilePickup;
  renderCompare?: RenderTileCompare; // compare/swatch slot (decision 048)
  renderSwatches?: RenderTileSwatches; // compare/swatch slot (decision 048)
  /** on the consumer site, what buying earns (EARNS_UP_TO_TEXT); null where rewards do not apply */
  rewardsText?: string | null;
  /** where the tile is shown, for its beacons */
  placement?: string;
  pageType?: string;
}) {
  const tile = toProductTile({
    itemId: product.itemId,
    title: product.name,
    image: product.imageUrl,
    url: product.itemUrl,
    finalPriceCents: product.finalPriceCents,
    basePriceCents: product.basePriceCents,
    unit: product.unit,
    unitCount: product.unitCount,
    quantityLimit: product.quantityLimit,
    rating: product.rating,
    ratingCount: product.reviewCount,
    actionLabel: product.actionLabel,
    discontinued: product.status === "DISCONTINUED",
    outOfStock: product.stockStatus === "OUT_OF_STOCK",
    limitedQuantity: product.stockStatus === "LIMITED",
    newPackaging: product.newPackaging,
    lastOrderedDate: product.lastOrderedDate,
  });
  const { t } = useT();
  const [swatch, setSwatch] = useState<TileSwatchPick | null>(null); // compare/swatch slot (decision 048)
  const titleId = `tile-${product.itemId}`;
  // a picked swatch shows its variant's price, picture and page (decision 048)
  const shown = swatch
    ? { ...tile, price: swatch.price, originalPrice: null, image: swatch.imageUrl ?? tile.image, url: swatch.itemUrl ?? tile.url }
    : tile;
  // the sold-out drawer's title where a tile that cannot be bought would have its Add button
  const soldOut = swatch ? (swatch.inStock ? null : "Out of stock") : soldOutTitle(tile);
  return (
    <ProductTile
      variant="standardTile"
      tile={shown}
      brand={product.brand}
      eager={eager}
      placement={placement}
      pageType={pageType}
      titleId={titleId}
      compatibility={product.compatibility ?? null}
      similarItems={product.status === "DISCONTINUED" || product.stockStatus === "OUT_OF_STOCK"}
      rating={
        <Suspense fallback={null}>
          <Rating rating={tile.rating} count={tile.ratingCount} />
        </Suspense>
      }
      priceMark={<ContractPriceMark method={product.priceMethod} />}
      swatchSlot={renderSwatches ? renderSwatches(product, setSwatch) : null}
      compareSlot={renderCompare ? renderCompare(product, titleId) : null}
      action={
        canAddToCart(product) && renderAdd && (swatch?.inStock ?? true)
          ? renderAdd(swatch?.itemId ?? product.itemId, titleId)
          : null
      }
      details={
        <>
          {soldOut ? <p className="tile__stock tile__stock--out">{t(soldOut)}</p> : null}
          {product.stockStatus === "BACKORDERED" ? <p className="tile__stock tile__stock--info">{t("Backordered")}</p> : null}
          {renderPickup && isAddToCartLabel(product.actionLabel) && !product.isFreeSample ? renderPickup(product.itemId) : null}
          {rewardsText && product.earnsRewards ? <p className="tile__rewards">{t(rewardsText)}</p> : null}
          {product.status === "PUBLISHED" && !product.isFreeSample ? (
            <AddToListSlot
              itemId={product.itemId}
              itemUrl={product.itemUrl}
              itemName={tile.title}
              className="tile__add-to-list"
            />
          ) : null}
        </>
      }
    />
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  renderAdd,
  renderPickup,
  pageType = "search",
  renderCompare, // compare/swatch slot (decision 048)
  renderSwatches, // compare/swatch slot (decision 048)
}: {
  products: ProductSummary[];
  eagerCount?: number;
  renderAdd?: RenderTileAdd;
  renderPickup?: RenderTilePickup;
  /** search or category, for the tiles' beacons */
  pageType?: string;
  renderCompare?: RenderTileCompare; // compare/swatch slot (decision 048)
  renderSwatches?: RenderTileSwatches; // compare/swatch slot (decision 048)
}) {
  // Consumer rewards: the business site's buyers earn none.
  const root = useRouteLoaderData("root") as { tenant?: { id?: string } } | undefined;
  const rewardsText = root?.tenant?.id === "dotcom" ? EARNS_UP_TO_TEXT : null;
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p.itemId}>
          <StandardTile
            product={p}
            eager={i < eagerCount}
            renderAdd={renderAdd}
            renderPickup={renderPickup}
            rewardsText={rewardsText}
            placement={pageType}
            pageType={pageType}
            renderCompare={renderCompare} // compare/swatch slot (decision 048)
            renderSwatches={renderSwatches} // compare/swatch slot (decision 048)
          />
        </li>
      ))}
    </ul>
  );
}
