import { type CompatibilityKind, type ProductTileItem, pastPurchaseParts, type TileVariant, tileLayout } from "@quire/domain";
import { type ReactNode, useRef } from "react";
import { FastLink } from "../fast-link";
import { useT } from "../../lib/i18n";
import { OriginalPrice } from "../original-price";
import { TilePanels } from "./tile-panels";
import { useTileBeacons } from "./use-tile-beacons";

// The one product tile (storefront spec 2, 3, 7; decision 047). Every tile type is a `variant`
// of this component over the domain's ProductTileItem; tileLayout(variant) says which parts show.
// Pages and features compose what belongs to them through slots: the Add button (`action`), the
// rating, lines under the price (`details`), and two slots kept for the compare/swatch work.

export interface ProductTileProps {
  variant: TileVariant;
  tile: ProductTileItem;
  brand?: string | null;
  /** the image loads at once (first row of a listing) */
  eager?: boolean;
  /** where the tile is shown and on which page, for its beacons */
  placement: string;
  pageType: string;
  /** the tile's Add button; shown when the variant has one */
  action?: ReactNode;
  /** the stars (a hydrate-later piece of the page) */
  rating?: ReactNode;
  /** a mark beside the price (e.g. the contract price mark) */
  priceMark?: ReactNode;
  /** lines under the price: stock, pickup, rewards, add to list */
  details?: ReactNode;
  /** compare/swatch helper: the compare checkbox, rendered under the image */
  compareSlot?: ReactNode;
  /** compare/swatch helper: the colour swatches, rendered above the price */
  swatchSlot?: ReactNode;
  /** what the compatibility drawer lists; null or absent: no drawer */
  compatibility?: CompatibilityKind | null;
  /** offer 'Our experts suggest' (similar items) */
  similarItems?: boolean;
  /** the tile's heading level inside its page (h3 under a listing's h2) */
  headingLevel?: 2 | 3 | 4;
  /** the title's id (what the Add button is described by); unique on the page */
  titleId?: string;
}

const badgeClass = (text: string) => `badge badge--${text.replace(/\W+/g, "-").replace(/-$/, "").toLowerCase()}`;

export function ProductTile({
  variant,
  tile,
  brand,
  eager = false,
  placement,
  pageType,
  action,
  rating,
  priceMark,
  details,
  compareSlot,
  swatchSlot,
  compatibility = null,
  similarItems = false,
  headingLevel = 3,
  titleId: ownTitleId,
}: ProductTileProps) {
  const { t } = useT();
  const layout = tileLayout(variant);
  const root = useRef<HTMLElement>(null);
  const onClick = useTileBeacons(root, { itemId: tile.itemId, placement, pageType, recId: tile.recId ?? null });
  const titleId = ownTitleId ?? `tile-${placement}-${tile.itemId}`.replace(/[^\w-]/g, "-");
  const url = tile.url ?? "#";
  const badge = tile.badgeDetails.productBadge;
  const purchased = pastPurchaseParts(tile.lastOrderedDate);
  const Heading = `h${headingLevel}` as const;
  const size = layout.imageSize;

  return (
    // the click handler only reports clicks (a beacon); every control inside works by itself
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      ref={root}
      className={`tile tile--${variant} tile--${layout.orientation}`}
      aria-labelledby={titleId}
      data-item-id={tile.itemId}
      onClick={onClick}
    >
      <FastLink to={url} className="tile__image" tabIndex={-1} aria-hidden="true">
        <img src={tile.image ?? ""} alt="" width={size} height={size} loading={eager ? "eager" : "lazy"} decoding="async" />
      </FastLink>
      {layout.showCompare && compareSlot ? <div className="tile__compare">{compareSlot}</div> : null}
      <div className="tile__body">
        {layout.sponsored ? <p className="tile__sponsored">{t("Sponsored")}</p> : null}
        {layout.showBadges && (badge || purchased) ? (
          <p className="tile__badges">
            {badge ? <span className={badgeClass(badge)}>{t(badge)}</span> : null}
            {purchased ? (
              <span className="badge badge--purchased">
                {t("Purchased {{month}}, {{year}}", { month: t(purchased.month), year: purchased.year })}
              </span>
            ) : null}
          </p>
        ) : null}
        {layout.showBrand && brand ? (
          <p className="tile__brand" lang="en">
            {brand}
          </p>
        ) : null}
        <Heading className="tile__title" id={titleId} lang="en">
          <FastLink to={url}>{tile.title}</FastLink>
        </Heading>
        {layout.showRating ? rating : null}
        {layout.showSwatches && swatchSlot ? <div className="tile__swatches">{swatchSlot}</div> : null}
        <p className="tile__price">
          <span className="price__final">{tile.price || t("Price N/A")}</span>
          <OriginalPrice text={tile.originalPrice} />
          {priceMark}
          {tile.unitsNum > 1 ? (
            <span className="tile__units"> / {t("{{unit}} of {{number}}", { unit: t(tile.units), number: tile.unitsNum })}</span>
          ) : null}
        </p>
        {layout.showDelivery && tile.additionalMsg ? <p className="tile__delivery">{tile.additionalMsg.text}</p> : null}
        {details}
        {layout.showAdd ? action : null}
        {layout.showPanels ? (
          <TilePanels
            tile={tile}
            describedBy={titleId}
            compatibility={compatibility}
            similarItems={similarItems}
            action={layout.showAdd ? action : null}
          />
        ) : null}
      </div>
    </article>
  );
}
