import { EARNS_UP_TO_TEXT, isAddToCartLabel, type ProductSummary, toProductTile } from "@quire/domain";
import { type ReactNode, Suspense, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { useT } from "../../../lib/i18n";
import { AddToListSlot } from "../../../ui/add-to-list-slot";
import { hydrateLater } from "../../../ui/hydrate-later";
import { OriginalPrice } from "../../../ui/original-price";
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

/** The spec's standardTile: the tile rules live in @quire/domain (toProductTile). */
/** A tile's Add button, composed by the page (the add-to-cart feature owns it). */
export type RenderTileAdd = (itemId: string, describedBy: string) => ReactNode;
/** A tile's pickup line at my store, composed by the page (the pickup feature owns it). */
export type RenderTilePickup = (itemId: string) => ReactNode;

export function StandardTile({
  product,
  eager = false,
  renderAdd,
  renderPickup,
  rewardsText = null,
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
    limitedQuantity: product.stockStatus === "LIMITED",
    newPackaging: product.newPackaging,
  });
  const badge = tile.badgeDetails.productBadge;
  const { t } = useT();
  const [swatch, setSwatch] = useState<TileSwatchPick | null>(null); // compare/swatch slot (decision 048)
  return (
    <article className="tile" aria-labelledby={`tile-${product.itemId}`}>
      <Link to={swatch?.itemUrl ?? product.itemUrl} className="tile__image" tabIndex={-1} aria-hidden="true">
        <img
          src={swatch?.imageUrl ?? tile.image ?? ""}
          alt=""
          width={180}
          height={180}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </Link>
      {badge ? <p className={`badge badge--${badge.replace(/\W+/g, "-").toLowerCase()}`}>{t(badge)}</p> : null}
      <p className="tile__brand" lang="en">
        {product.brand}
      </p>
      <h3 className="tile__title" id={`tile-${product.itemId}`} lang="en">
        <Link to={swatch?.itemUrl ?? product.itemUrl}>{tile.title}</Link>
      </h3>
      <Suspense fallback={null}>
        <Rating rating={tile.rating} count={tile.ratingCount} />
      </Suspense>
      <p className="tile__price">
        <span className="price__final">{(swatch?.price ?? tile.price) || t("Price N/A")}</span>
        <OriginalPrice text={swatch ? null : tile.originalPrice} />
        <ContractPriceMark method={product.priceMethod} />
        {tile.unitsNum > 1 ? (
          <span className="tile__units"> / {t("{{unit}} of {{number}}", { unit: t(tile.units), number: tile.unitsNum })}</span>
        ) : null}
      </p>
      {renderSwatches ? renderSwatches(product, setSwatch) : null /* compare/swatch slot (decision 048) */}
      {(swatch ? !swatch.inStock : product.stockStatus === "OUT_OF_STOCK") ? (
        <p className="tile__stock tile__stock--out">{t("Out of stock")}</p>
      ) : null}
      {product.stockStatus === "BACKORDERED" ? <p className="tile__stock tile__stock--info">{t("Backordered")}</p> : null}
      {renderPickup && isAddToCartLabel(product.actionLabel) && !product.isFreeSample ? renderPickup(product.itemId) : null}
      {rewardsText && product.earnsRewards ? <p className="tile__rewards">{t(rewardsText)}</p> : null}
      {canAddToCart(product) && renderAdd && (swatch?.inStock ?? true)
        ? renderAdd(swatch?.itemId ?? product.itemId, `tile-${product.itemId}`)
        : null}
      {product.status === "PUBLISHED" && !product.isFreeSample ? (
        <AddToListSlot itemId={product.itemId} itemUrl={product.itemUrl} itemName={tile.title} className="tile__add-to-list" />
      ) : null}
      {renderCompare ? renderCompare(product, `tile-${product.itemId}`) : null /* compare/swatch slot (decision 048) */}
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  renderAdd,
  renderPickup,
  renderCompare, // compare/swatch slot (decision 048)
  renderSwatches, // compare/swatch slot (decision 048)
}: {
  products: ProductSummary[];
  eagerCount?: number;
  renderAdd?: RenderTileAdd;
  renderPickup?: RenderTilePickup;
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
            renderCompare={renderCompare} // compare/swatch slot (decision 048)
            renderSwatches={renderSwatches} // compare/swatch slot (decision 048)
          />
        </li>
      ))}
    </ul>
  );
}
