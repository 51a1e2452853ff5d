import { formatCount } from "@quire/domain";
import { useT } from "../../../lib/i18n";
/** A product's stars and review count; a product nobody has reviewed shows none rather than "0.0 (0)". */
export function Rating({ rating, count }: { rating: number; count: number }) {
  const { t } = useT();
  if (count <= 0) return null;
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${pct}%` }} />
      </span>
      <span className="visually-hidden">{t("Rated {{rating}} out of 5 from", { rating: rating.toFixed(1) })}</span>
      <span className="rating__count">
        {rating.toFixed(1)} ({formatCount(count)}
        <span className="visually-hidden"> {t("reviews")}</span>)
      </span>
    </p>
  );
}
