import { useId } from "react";
import { Link } from "react-router";
import { useRecommendations } from "../hooks/use-recommendations";
import { AddButton } from "./add-button";
import { useT } from "../../../lib/i18n";

interface Props {
  /** the item the recommendations are for; null when there is none */
  itemId: string | null;
  heading?: string;
  /** a link inside was followed: the surface closes */
  onNavigate?: () => void;
}

/** "Customers also bought": skeleton while loading, tiles with their own Add button, or the empty message. */
export function Recommendations({ itemId, heading, onNavigate }: Props) {
  const { t } = useT();
  const state = useRecommendations(itemId);
  const headingId = useId();
  return (
    // A group, not a region: the overlay and the mini cart open over pages that have a "Customers also
    // bought" region of their own, and two landmarks of one name leave a screen reader guessing.
    <div role="group" className="recs" aria-labelledby={headingId} aria-busy={state.status === "loading" || undefined}>
      <h3 id={headingId} className="recs__heading">
        {heading ?? t("Customers also bought")}
      </h3>
      {state.status === "loading" ? (
        <ul className="recs__list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="recs__skeleton" />
          ))}
        </ul>
      ) : state.status === "empty" ? (
        <p className="recs__empty">{t("No recommendations right now.")}</p>
      ) : (
        <ul className="recs__list">
          {state.tiles.map((tile) => (
            <li key={tile.itemId}>
              <article className="rec-tile" aria-labelledby={`${headingId}-${tile.itemId}`}>
                {tile.image ? <img src={tile.image} alt="" width={96} height={96} loading="lazy" /> : null}
                <p className="rec-tile__title" id={`${headingId}-${tile.itemId}`} lang="en">
                  <Link to={tile.url} onClick={onNavigate}>
                    {tile.title}
                  </Link>
                </p>
                <p className="rec-tile__price">{tile.price}</p>
                {tile.canAddToCart ? (
                  <AddButton
                    itemId={tile.itemId}
                    describedBy={`${headingId}-${tile.itemId}`}
                    label={tile.ctaText || "Add to cart"}
                  />
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
