import { type CartViewItem, formatCents } from "@quire/domain";
import { Form, Link } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { useT } from "../../../lib/i18n";

/** The query that opens the sold-out drawer for one cart line (read by the cart route's loader). */
export const ALTERNATES_FOR_PARAM = "alternatesFor";

/** "See alternatives" on a line that sold out and has alternates: opens the sold-out drawer. */
export function SeeAlternativesLink({ item, name }: { item: CartViewItem & { cartItemId: string }; name: string }) {
  const { t } = useT();
  if (!item.soldOutReason || !item.alternates || item.alternates.length === 0) return null;
  return (
    <p className="cart-line__alternates">
      <Link
        to={{ search: `?${ALTERNATES_FOR_PARAM}=${encodeURIComponent(item.cartItemId)}` }}
        preventScrollReset
        aria-label={t("See alternatives to {{name}}", { name })}
      >
        {t("See alternatives")}
      </Link>
    </p>
  );
}

/** A heavy line paying the carrier fee: lighter choices, each added in the quantity that replaces the line (alt factor x qty). */
export function SurchargeAlternatives({ item }: { item: CartViewItem }) {
  const { t } = useT();
  const alts = item.surchargeApplicable ? (item.surchargeAlts ?? []) : [];
  if (alts.length === 0) return null;
  return (
    <div className="surcharge-alts">
      <p className="surcharge-alts__title">{t("Lighter choices without the carrier fee")}</p>
      <ul className="surcharge-alts__list">
        {alts.map((alt) => (
          <li key={alt.itemId} className="surcharge-alt">
            <Link to={alt.itemUrl} lang="en">
              {alt.name}
            </Link>{" "}
            <span>{t("{{price}} each", { price: formatCents(alt.finalPrice) })}</span>
            <Form method="post" className="surcharge-alt__add">
              <CsrfField />
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="itemId" value={alt.itemId} />
              <input type="hidden" name="qty" value={String(alt.qty)} />
              <button
                type="submit"
                className="button button--secondary"
                aria-label={t("Add {{qty}} of {{name}} to cart", { qty: alt.qty, name: alt.name })}
              >
                {t("Add {{qty}}", { qty: alt.qty })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
