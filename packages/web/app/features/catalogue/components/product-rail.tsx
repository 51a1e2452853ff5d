import { EARNS_UP_TO_TEXT, type ProductSummary } from "@quire/domain";
import { Link, useRouteLoaderData } from "react-router";
import { useT } from "../../../lib/i18n";
import { type RenderTileAdd, StandardTile } from "./product-tile";
import "../catalogue.css";

/** A home-page rail: a heading, "See all" where there is a page, and a row of product tiles. */
export function ProductRail({
  id,
  heading,
  products,
  seeAllHref,
  renderAdd,
}: {
  id: string;
  heading: string;
  products: ProductSummary[];
  seeAllHref?: string;
  renderAdd?: RenderTileAdd;
}) {
  const root = useRouteLoaderData("root") as { tenant?: { id?: string } } | undefined;
  const rewardsText = root?.tenant?.id === "dotcom" ? EARNS_UP_TO_TEXT : null;
  const { t } = useT();
  if (products.length === 0) return null;
  return (
    <section className="rail" aria-labelledby={`${id}-title`}>
      <div className="rail__head">
        <h2 id={`${id}-title`}>{heading}</h2>
        {seeAllHref ? (
          <Link to={seeAllHref} className="rail__see-all" aria-label={t("See all: {{heading}}", { heading })}>
            {t("See all")}
          </Link>
        ) : null}
      </div>
      {/* a scrolling row: tabbing through the tiles' links scrolls it */}
      <ul className="rail__list" aria-label={heading}>
        {products.map((p) => (
          <li key={p.itemId}>
            <StandardTile product={p} renderAdd={renderAdd} rewardsText={rewardsText} placement={id} pageType="home" />
          </li>
        ))}
      </ul>
    </section>
  );
}
