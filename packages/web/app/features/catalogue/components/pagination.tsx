import { FastLink } from "../../../ui/fast-link";
import { useT } from "../../../lib/i18n";

function pagesToShow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("Pagination")}>
      <ul>
        <li>
          {page > 1 ? (
            <FastLink to={hrefFor(page - 1)} rel="prev">
              {t("Previous")}
            </FastLink>
          ) : (
            <span aria-disabled="true">{t("Previous")}</span>
          )}
        </li>
        {pagesToShow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <FastLink
                to={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={t("Page {{page}}", { page: p })}
              >
                {p}
              </FastLink>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <FastLink to={hrefFor(page + 1)} rel="next">
              {t("Next")}
            </FastLink>
          ) : (
            <span aria-disabled="true">{t("Next")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
