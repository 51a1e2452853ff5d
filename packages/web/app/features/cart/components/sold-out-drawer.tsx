import {
  ALTERNATES_MESSAGE,
  type CartViewAlternate,
  type SoldOutReason,
  type TenantId,
  formatCents,
  soldOutDrawerTitle,
} from "@quire/domain";
import { useEffect, useId, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { useT } from "../../../lib/i18n";
import "../cart.css";

interface Props {
  tenant: TenantId;
  reason: SoldOutReason;
  /** the sold-out item's name */
  itemName: string;
  alternates: CartViewAlternate[];
  /** where "Close" and Escape go: the page without the drawer */
  closeTo: string;
}

/**
 * The sold-out drawer (spec cart.md 2): a side drawer listing an item's alternates, each with an
 * Add button, and "Don't show alternatives". It is part of the page the server renders when the
 * address asks for it (?alternatesFor=), so it opens, adds and closes without JavaScript; every
 * button is a form posted to the page (decision 027).
 */
export function SoldOutDrawer({ tenant, reason, itemName, alternates, closeTo }: Props) {
  const { t } = useT();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    title.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") void navigate(closeTo, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);
  return (
    <>
      <Link to={closeTo} className="atc-backdrop sold-out-backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset />
      <section className="atc-dialog atc-dialog--drawer sold-out-drawer" role="dialog" aria-labelledby={titleId}>
        <h2 id={titleId} ref={title} tabIndex={-1} className="atc-dialog__title">
          {t(soldOutDrawerTitle(reason, tenant))}
        </h2>
        <p className="sold-out-drawer__item" lang="en">
          {itemName}
        </p>
        <p className="sold-out-drawer__lead">{t(ALTERNATES_MESSAGE)}</p>
        <ul className="sold-out-drawer__list">
          {alternates.map((alt) => (
            <li key={alt.itemId} className="sold-out-alt" aria-label={alt.name}>
              <img src={alt.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
              <div className="sold-out-alt__info">
                <p className="sold-out-alt__brand" lang="en">
                  {alt.brandName}
                </p>
                <Link to={alt.itemUrl} className="sold-out-alt__name" lang="en">
                  {alt.name}
                </Link>
                <p className="sold-out-alt__price">{formatCents(alt.finalPrice)}</p>
                <Form method="post" className="sold-out-alt__add">
                  <CsrfField />
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="itemId" value={alt.itemId} />
                  <input type="hidden" name="qty" value="1" />
                  <button type="submit" className="button">
                    {t("Add to cart")}
                    <span className="visually-hidden" lang="en">
                      {` ${alt.name}`}
                    </span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
        <Form method="post" className="sold-out-drawer__opt-out">
          <CsrfField />
          <input type="hidden" name="intent" value="hide-alternates" />
          <input type="hidden" name="returnTo" value={closeTo} />
          <button type="submit" className="link-button">
            {t("Don't show alternatives")}
          </button>
          <p className="sold-out-drawer__note">{t("Alternatives stay hidden for 30 days.")}</p>
        </Form>
        <Link to={closeTo} className="atc-dialog__close" aria-label={t("Close alternatives")} preventScrollReset>
          <span aria-hidden="true">×</span>
        </Link>
      </section>
    </>
  );
}
