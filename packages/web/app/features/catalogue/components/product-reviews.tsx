import {
  histogramRowText,
  type ProductReviewsView,
  REVIEW_BODY_MAX,
  REVIEW_ELIGIBILITY_TEXT,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  STAR_VALUES,
} from "@quire/domain";
import { Form, Link } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { Pagination } from "./pagination";

export const WRITE_REVIEW_INTENT = "write-review";

const SORT_LABELS = { newest: "Newest", helpful: "Most helpful" } as const;

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));

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
  const { histogram } = view;
  const hrefFor = (page: number, sort = view.sort) => {
    const params = new URLSearchParams();
    if (page > 1) params.set("reviews", String(page));
    if (sort !== "newest") params.set("reviewSort", sort);
    const query = params.toString();
    return `${pagePath}${query ? `?${query}` : ""}#reviews`;
  };
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Customer reviews</h2>
      <div className="reviews__summary">
        <p className="reviews__average">
          {histogram.total > 0 ? (
            <>
              <strong>{histogram.average.toFixed(1)}</strong> out of 5 from {histogram.total.toLocaleString("en-US")}{" "}
              {histogram.total === 1 ? "review" : "reviews"}
            </>
          ) : (
            "No reviews yet"
          )}
        </p>
        <table className="reviews__histogram">
          <caption className="visually-hidden">How {itemName} was rated, by number of stars</caption>
          <tbody>
            {STAR_VALUES.map((stars) => {
              const n = histogram.counts[stars - 1] ?? 0;
              const pct = histogram.total === 0 ? 0 : Math.round((n / histogram.total) * 100);
              return (
                <tr key={stars}>
                  <th scope="row">
                    {stars} {stars === 1 ? "star" : "stars"}
                  </th>
                  <td>
                    <span className="reviews__bar" aria-hidden="true">
                      <span className="reviews__bar-fill" style={{ width: `${pct}%` }} />
                    </span>
                    <span className="visually-hidden">{histogramRowText(stars, n, histogram.total)}</span>
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
          <nav className="reviews__sort" aria-label="Sort reviews">
            <span>Sort by:</span>
            <ul>
              {REVIEW_SORTS.map((sort) => (
                <li key={sort}>
                  <Link to={hrefFor(1, sort)} aria-current={sort === view.sort ? "true" : undefined} preventScrollReset>
                    {SORT_LABELS[sort]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="reviews__list">
            {view.reviews.map((r) => (
              <li key={r.id} className="review">
                <article aria-labelledby={`review-${r.id}`}>
                  <h3 id={`review-${r.id}`} className="review__title">
                    {r.title}
                  </h3>
                  <p className="review__stars">
                    <span aria-hidden="true">{"★".repeat(r.rating) + "☆".repeat(5 - r.rating)}</span>
                    <span className="visually-hidden">Rated {r.rating} out of 5</span>
                  </p>
                  <p className="review__meta">
                    {r.author} · {dateText(r.createdAt)}
                    {r.verifiedPurchase ? " · Verified purchase" : ""}
                  </p>
                  <p className="review__body">{r.body}</p>
                  {r.helpfulCount > 0 ? (
                    <p className="review__helpful">
                      {r.helpfulCount} {r.helpfulCount === 1 ? "person" : "people"} found this helpful
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
  if (justWritten) {
    return (
      <p className="notice reviews__thanks" role="status">
        Thank you! Your review is shown below.
      </p>
    );
  }
  if (eligibility === "SIGN_IN") {
    return (
      <p className="reviews__why">
        <Link to={signInHref}>{REVIEW_ELIGIBILITY_TEXT.SIGN_IN}</Link>
      </p>
    );
  }
  if (eligibility !== "CAN_WRITE") return <p className="reviews__why">{REVIEW_ELIGIBILITY_TEXT[eligibility]}</p>;
  const errors = formState?.fields ?? {};
  const values = formState?.values ?? {};
  const describedBy = (name: string) => (errors[name] ? `review-${name}-error` : undefined);
  return (
    <details className="write-review" open={formState ? true : undefined}>
      <summary className="button button--secondary">Write a review</summary>
      <Form method="post" className="write-review__form" preventScrollReset aria-label={`Write a review of ${itemName}`}>
        <CsrfField />
        <input type="hidden" name="intent" value={WRITE_REVIEW_INTENT} />
        {formState ? (
          <p className="form-error" role="alert">
            {formState.message}
          </p>
        ) : null}
        <fieldset
          className="write-review__rating"
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={describedBy("rating")}
        >
          <legend>Your rating</legend>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars}>
              <input type="radio" name="rating" value={stars} required defaultChecked={values.rating === String(stars)} />
              {stars} {stars === 1 ? "star" : "stars"}
            </label>
          ))}
          {errors.rating ? (
            <p id="review-rating-error" className="field-error">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <label className="field">
          <span>Title</span>
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
            {errors.title}
          </p>
        ) : null}
        <label className="field">
          <span>Your review</span>
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
            {errors.body}
          </p>
        ) : null}
        <button type="submit" className="button">
          Submit review
        </button>
      </Form>
    </details>
  );
}
