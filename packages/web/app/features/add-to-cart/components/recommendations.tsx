import { useId } from "react";
import { Link } from "react-router";
import { useRecommendations } from "../hooks/use-recommendations";
import { AddButton } from "./add-button";

interface Props {
  /** the item the recommendations are for; null when there is none */
  itemId: string | null;
  heading?: string;
  /** a link inside was followed: the surface closes */
  onNavigate?: () => void;
}

/** "Customers also bought": skeleton while loading, tiles with their own Add button, or the empty message. */
export function Recommendations({ itemId, heading = "Customers also bought", onNavigate }: Props) {
  const state = useRecommendations(itemId);
  const headingId = useId();
  return (
    <section className="recs" aria-labelledby={headingId} aria-busy={state.status === "loading" || undefined}>
      <h3 id={headingId} className="recs__heading">
        {heading}
      </h3>
      {state.status === "loading" ? (
        <ul className="recs__list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="recs__skeleton" />
          ))}
        </ul>
      ) : state.status === "empty" ? (
        <p className="recs__empty">No recommendations right now.</p>
      ) : (
        <ul className="recs__list">
          {state.tiles.map((t) => (
            <li key={t.itemId}>
              <article className="rec-tile" aria-labelledby={`${headingId}-${t.itemId}`}>
                {t.image ? <img src={t.image} alt="" width={96} height={96} loading="lazy" /> : null}
                <p className="rec-tile__title" id={`${headingId}-${t.itemId}`}>
                  <Link to={t.url} onClick={onNavigate}>
                    {t.title}
                  </Link>
                </p>
                <p className="rec-tile__price">{t.price}</p>
                {t.canAddToCart ? (
                  <AddButton itemId={t.itemId} describedBy={`${headingId}-${t.itemId}`} label={t.ctaText || "Add to cart"} />
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
