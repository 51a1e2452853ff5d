import {
  type ProductReviewsView,
  REVIEW_BODY_MAX,
  REVIEW_ELIGIBILITY_TEXT,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  STAR_VALUES,
} from "@quire/domain";
import { Form } from "react-router";
import { FastLink } from "../../../ui/fast-link";
import { CsrfField } from "../../../ui/csrf-field";
import { Pagination } from "./pagination";
import { type Translate, useT } from "../../../lib/i18n";

export const WRITE_REVIEW_INTENT = "write-review";

// One formatter per language for every render: making one costs more than formatting (decision 053).
const DATE_FORMATS = {
  en: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
};
const dateText = (iso: string, language: string) => DATE_FORMATS[language === "es" ? "es" : "en"].format(new Date(iso));

/** "4 stars: 12 reviews (30%)" (histogramRowText) in the page's language. */
function histogramText(stars: number, n: number, total: number, t: Translate): string {
  const pct = total === 0 ? 0 : Math.round((n / total) * 100);
  return t("{{stars}}: {{reviews}} ({{pct}}%)", {
    stars: starsText(stars, t),
    reviews: reviewsText(n, t),
    pct,
  });
}

const starsText = (stars: number, t: Translate) => (stars === 1 ? t("{{n}} star", { n: stars }) : t("{{n}} stars", { n: stars }));
const reviewsText = (n: number, t: Translate) =>
  n === 1 ? t("{{n}} review", { n: n.toLocaleString("en-US") }) : t("{{n}} reviews", { n: n.toLocaleString("en-US") });

export interface ReviewFormState {
  message: string;
  fields: Record<string, string>;
  values: { rating?: string; title?: string; body?: string };
}

/**
 * The reviews section: the 1-5 star histogram, a page of reviews and the write-a-review form for a
 * signed-in shopper who bought the item (or why they cannot write one). All links and the form work
 * without JavaScript.
 */
export function ProductReviews({
  itemName,
  view,
  pagePath,
  signInHref,
  formState,
  justWritten,
}: {
  itemName: string;
  view: ProductReviewsView;
  pagePath: string;
  signInHref: string;
  formState: ReviewFormState | null;
  justWritten: boolean;
}) {
  const { t, language } = useT();
  const { histogram } = view;
  const sortLabels = { newest: t("Newest"), helpful: t("Most helpful") } as const;
  const hrefFor = (page: number, sort = view.sort) => {
    const params = new URLSearchParams();
    if (page > 1) params.set("reviews", String(page));
    if (sort !== "newest") params.set("reviewSort", sort);
    const query = params.toString();
    return `${pagePath}${query ? `?${query}` : ""}#reviews`;
  };
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("Customer reviews")}</h2>
      <div className="reviews__summary">
        <p className="reviews__average">
          {histogram.total > 0 ? (
            <>
              <strong>{histogram.average.toFixed(1)}</strong>{" "}
              {histogram.total === 1
                ? t("out of 5 from {{n}} review", { n: histogram.total.toLocaleString("en-US") })
                : t("out of 5 from {{n}} reviews", { n: histogram.total.toLocaleString("en-US") })}
            </>
          ) : (
            t("No reviews yet")
          )}
        </p>
        <table className="reviews__histogram">
          <caption className="visually-hidden">
            {t("How")} <span lang="en">{itemName}</span> {t("was rated, by number of stars")}
          </caption>
          <tbody>
            {STAR_VALUES.map((stars) => {
              const n = histogram.counts[stars - 1] ?? 0;
              const pct = histogram.total === 0 ? 0 : Math.round((n / histogram.total) * 100);
              return (
                <tr key={stars}>
                  <th scope="row">{starsText(stars, t)}</th>
                  <td>
                    <span className="reviews__bar" aria-hidden="true">
                      <span className="reviews__bar-fill" style={{ width: `${pct}%` }} />
                    </span>
                    <span className="visually-hidden">{histogramText(stars, n, histogram.total, t)}</span>
                  </td>
                  <td aria-hidden="true" className="reviews__count">
                    {n.toLocaleString("en-US")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <WriteReview
        itemName={itemName}
        eligibility={view.eligibility}
        signInHref={signInHref}
        formState={formState}
        justWritten={justWritten}
      />

      {view.reviews.length > 0 ? (
        <>
          <nav className="reviews__sort" aria-label={t("Sort reviews")}>
            <span>{t("Sort by:")}</span>
            <ul>
              {REVIEW_SORTS.map((sort) => (
                <li key={sort}>
                  <FastLink to={hrefFor(1, sort)} aria-current={sort === view.sort ? "true" : undefined} preventScrollReset>
                    {sortLabels[sort]}
                  </FastLink>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="reviews__list">
            {view.reviews.map((r) => (
              <li key={r.id} className="review">
                <article aria-labelledby={`review-${r.id}`}>
                  <h3 id={`review-${r.id}`} className="review__title" lang="en">
                    {r.title}
                  </h3>
                  <p className="review__stars">
                    <span aria-hidden="true">{"★".repeat(r.rating) + "☆".repeat(5 - r.rating)}</span>
                    <span className="visually-hidden">{t("Rated {{rating}} out of 5", { rating: r.rating })}</span>
                  </p>
                  <p className="review__meta">
                    <span lang="en">{r.author}</span> · {dateText(r.createdAt, language)}
                    {r.verifiedPurchase ? ` · ${t("Verified purchase")}` : ""}
                  </p>
                  <p className="review__body" lang="en">
                    {r.body}
                  </p>
                  {r.helpfulCount > 0 ? (
                    <p className="review__helpful">
                      {r.helpfulCount === 1
                        ? t("{{n}} person found this helpful", { n: r.helpfulCount })
                        : t("{{n}} people found this helpful", { n: r.helpfulCount })}
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
          <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(p) => hrefFor(p)} />
        </>
      ) : null}
    </section>
  );
}

function WriteReview({
  itemName,
  eligibility,
  signInHref,
  formState,
  justWritten,
}: {
  itemName: string;
  eligibility: ProductReviewsView["eligibility"];
  signInHref: string;
  formState: ReviewFormState | null;
  justWritten: boolean;
}) {
  const { t } = useT();
  if (justWritten) {
    return (
      <p className="notice reviews__thanks" role="status">
        {t("Thank you! Your review is shown below.")}
      </p>
    );
  }
  if (eligibility === "SIGN_IN") {
    return (
      <p className="reviews__why">
        <FastLink to={signInHref}>{t(REVIEW_ELIGIBILITY_TEXT.SIGN_IN)}</FastLink>
      </p>
    );
  }
  if (eligibility !== "CAN_WRITE") return <p className="reviews__why">{t(REVIEW_ELIGIBILITY_TEXT[eligibility])}</p>;
  const errors = formState?.fields ?? {};
  const values = formState?.values ?? {};
  const describedBy = (name: string) => (errors[name] ? `review-${name}-error` : undefined);
  return (
    <details className="write-review" open={formState ? true : undefined}>
      <summary className="button button--secondary">{t("Write a review")}</summary>
      <Form
        method="post"
        className="write-review__form"
        preventScrollReset
        aria-label={t("Write a review of {{name}}", { name: itemName })}
      >
        <CsrfField />
        <input type="hidden" name="intent" value={WRITE_REVIEW_INTENT} />
        {formState ? (
          <p className="form-error" role="alert">
            {t(formState.message)}
          </p>
        ) : null}
        <fieldset
          className="write-review__rating"
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={describedBy("rating")}
        >
          <legend>{t("Your rating")}</legend>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars}>
              <input type="radio" name="rating" value={stars} required defaultChecked={values.rating === String(stars)} />
              {starsText(stars, t)}
            </label>
          ))}
          {errors.rating ? (
            <p id="review-rating-error" className="field-error">
              {t(errors.rating)}
            </p>
          ) : null}
        </fieldset>
        <label className="field">
          <span>{t("Title")}</span>
          <input
            name="title"
            required
            maxLength={REVIEW_TITLE_MAX}
            defaultValue={values.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy("title")}
          />
        </label>
        {errors.title ? (
          <p id="review-title-error" className="field-error">
            {t(errors.title)}
          </p>
        ) : null}
        <label className="field">
          <span>{t("Your review")}</span>
          <textarea
            name="body"
            required
            rows={5}
            minLength={10}
            maxLength={REVIEW_BODY_MAX}
            defaultValue={values.body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy("body")}
          />
        </label>
        {errors.body ? (
          <p id="review-body-error" className="field-error">
            {t(errors.body)}
          </p>
        ) : null}
        <button type="submit" className="button">
          {t("Submit review")}
        </button>
      </Form>
    </details>
  );
}
