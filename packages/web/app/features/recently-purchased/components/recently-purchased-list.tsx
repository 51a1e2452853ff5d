import { type OrderedByFilter, type RecentItem, type ReorderOutcome, formatCents } from "@quire/domain";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import "../recently-purchased.css";

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export interface ReorderResult {
  outcomes: ReorderOutcome[];
}

/**
 * Recently purchased items with reorder (decision 045): one form, so "Add all to cart" sends every
 * row's quantity in one add, and each row's "Add to cart" sends its own. It is a plain post to
 * the page's action: it works before hydration and without JavaScript.
 */
export function RecentlyPurchasedList({
  items,
  business,
  orderedBy,
  pagePath,
  cartPath,
  csrf,
  result,
  refusal,
}: {
  items: RecentItem[];
  business: boolean;
  orderedBy: OrderedByFilter;
  pagePath: string;
  cartPath: string;
  /** the form's hidden CSRF field (app/ui/csrf-field) */
  csrf: React.ReactNode;
  result: ReorderResult | null;
  refusal: { message: string; fields?: Record<string, string> } | null;
}) {
  const orderable = items.filter((i) => i.orderable);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result || refusal) resultRef.current?.focus();
  }, [result, refusal]);
  const added = result?.outcomes.filter((o) => o.added) ?? [];
  const refused = result?.outcomes.filter((o) => !o.added) ?? [];
  const nameOf = (itemId: string, fallback: string) => items.find((i) => i.itemId === itemId)?.name ?? fallback;
  return (
    <div className="recently-purchased">
      {business ? (
        <nav aria-label="Ordered by" className="recently-purchased__filter">
          <span className="recently-purchased__filter-label">Ordered by:</span>
          <ul>
            {(
              [
                ["me", "Me"],
                ["all", "All buyers"],
              ] as const
            ).map(([value, label]) => (
              <li key={value}>
                <Link
                  to={value === "all" ? `${pagePath}?orderedBy=all` : pagePath}
                  className={`period-link${orderedBy === value ? " period-link--current" : ""}`}
                  aria-current={orderedBy === value ? "page" : undefined}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div ref={resultRef} tabIndex={-1} role="status" className="recently-purchased__result">
        {refusal ? <p className="notice notice--error">{refusal.message}</p> : null}
        {added.length > 0 ? (
          <p className="notice notice--ok">
            Added to cart: {added.map((o) => nameOf(o.itemId, o.name)).join(", ")}. <Link to={cartPath}>View cart</Link>
          </p>
        ) : null}
        {refused.map((o) => (
          <p key={o.itemId} className="notice notice--error">
            Not added: {nameOf(o.itemId, o.name)}. {o.message}
          </p>
        ))}
      </div>

      {items.length === 0 ? (
        <p className="notice">
          {orderedBy === "all" ? "Nobody on your account has ordered anything yet." : "You have not ordered anything yet."}
        </p>
      ) : (
        <Form method="post" className="recently-purchased__form">
          {csrf}
          <input type="hidden" name="orderedBy" value={orderedBy} />
          {orderable.map((item) => (
            <input key={item.itemId} type="hidden" name="row" value={item.itemId} />
          ))}
          {orderable.length > 0 ? (
            <p className="recently-purchased__all">
              <button type="submit" name="addAll" value="1" className="button">
                Add all to cart ({orderable.length})
              </button>
            </p>
          ) : null}
          <ul className="recent-items">
            {items.map((item) => {
              const qtyId = `qty-${item.itemId}`;
              const error = refusal?.fields?.[qtyId];
              return (
                <li key={item.itemId} className="recent-item">
                  <div className="recent-item__info">
                    {item.itemUrl ? (
                      <Link to={item.itemUrl} className="recent-item__name">
                        {item.name}
                      </Link>
                    ) : (
                      <span className="recent-item__name">{item.name}</span>
                    )}
                    <span className="recent-item__meta">
                      Item {item.sku} · Last ordered {DATE.format(new Date(item.lastOrderedDate))} ({item.lastQty}{" "}
                      {item.lastQty === 1 ? "unit" : "units"}) · ordered {item.orderCount}{" "}
                      {item.orderCount === 1 ? "time" : "times"}
                      {business && item.lastOrderedBy ? ` · by ${item.lastOrderedBy}` : ""}
                    </span>
                  </div>
                  <div className="recent-item__price">{item.price === null ? "" : formatCents(item.price)}</div>
                  {item.orderable ? (
                    <div className="recent-item__add">
                      <label htmlFor={qtyId}>
                        Quantity<span className="visually-hidden"> of {item.name}</span>
                      </label>
                      <input
                        id={qtyId}
                        name={qtyId}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={999}
                        defaultValue={item.lastQty > 0 && item.lastQty <= 999 ? item.lastQty : 1}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${qtyId}-error` : undefined}
                        className="recent-item__qty"
                      />
                      <button
                        type="submit"
                        name="addItem"
                        value={item.itemId}
                        className="button button--secondary"
                        aria-label={`Add to cart: ${item.name}`}
                      >
                        Add to cart
                      </button>
                      {error ? (
                        <span id={`${qtyId}-error`} className="recent-item__error">
                          {error}
                        </span>
                      ) : null}
                    </div>
                  ) : (
                    <div className="recent-item__add recent-item__unavailable">{item.unavailableReason}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </Form>
      )}
    </div>
  );
}
