import { formatCount } from "@quire/domain";
export function Rating({ rating, count }: { rating: number; count: number }) {
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${pct}%` }} />
      </span>
      <span className="visually-hidden">Rated {rating.toFixed(1)} out of 5 from</span>
      <span className="rating__count">
        {rating.toFixed(1)} ({formatCount(count)}
        <span className="visually-hidden"> reviews</span>)
      </span>
    </p>
  );
}
