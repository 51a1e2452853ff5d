import {
  type CardBrand,
  type CartView,
  PRECHECKOUT_PATH,
  type QuickBuySummary,
  cardBrandLabel,
  formatCents,
  isActiveLine,
  lineName,
} from "@quire/domain";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useHydrated } from "../../../ui/use-hydrated";
import { useT } from "../../../lib/i18n";
import { isShipToLinkShown, rememberShipToLink } from "../../../lib/ship-to-link";

// The quick-buy drawer (decision 028): for a shopper the server says may buy now
// (cart.buyNowEligible), "Buy now" shows what the order will be (the items, where it ships, the
// saved card, the total) and "Check out now" goes through the checkout entry, which marks the cart
// and opens the quick checkout. Without JavaScript (or before hydration) "Buy now" is a link to
// this page with ?quickBuy=open, which shows the same summary in the page; once hydrated it opens
// a side drawer. "Check out now" is a plain GET form either way.

const OPEN_PARAM = "quickBuy";

/**
 * Where else to ship: quick buy ships to the default address, changed in the address book. The
 * drawer (browser only) opens it as the shopper last left it; the page's panel starts closed.
 */
function ShipToLink({ remembered }: { remembered: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState(() => remembered && isShipToLinkShown());
  return (
    <details
      className="quick-buy__ship-to"
      open={open}
      onToggle={(event) => {
        const shown = event.currentTarget.open;
        setOpen(shown);
        if (remembered) rememberShipToLink(shown);
      }}
    >
      <summary>{t("Ship somewhere else?")}</summary>
      <p>
        {t("Quick buy ships to your default shipping address.")}{" "}
        <a href="/account/addresses">{t("Change your default shipping address")}</a>
      </p>
    </details>
  );
}

function QuickBuyDetails({ cart, quickBuy, inDrawer }: { cart: CartView; quickBuy: QuickBuySummary; inDrawer: boolean }) {
  const { t } = useT();
  const lines = cart.items.filter(isActiveLine);
  const { shipTo, card } = quickBuy;
  return (
    <>
      <ul className="quick-buy__items" aria-label={t("Items")}>
        {lines.map((item) => (
          <li key={item.cartItemId}>
            <span>
              <span lang="en">{lineName(item)}</span> × {item.qty}
            </span>{" "}
            <span>{formatCents(item.priceInfo?.lineTotal ?? 0)}</span>
          </li>
        ))}
      </ul>
      <dl className="quick-buy__facts">
        <dt>{t("Ship to")}</dt>
        <dd>
          {shipTo.name}
          <br />
          {shipTo.address1}
          <br />
          {shipTo.city}, {shipTo.state} {shipTo.zipCode}
        </dd>
        <dt>{t("Pay with")}</dt>
        <dd>
          {t("{{brand}} ending in {{last4}}", {
            brand: cardBrandLabel(card.brand as CardBrand) ?? card.brand,
            last4: card.last4,
          })}
        </dd>
        <dt>{t("Total")}</dt>
        <dd>{formatCents(cart.cartSummary.ordTotal)}</dd>
      </dl>
      <ShipToLink remembered={inDrawer} />
      <form method="get" action={PRECHECKOUT_PATH}>
        <button type="submit" className="button button--primary quick-buy__submit">
          {t("Check out now")}
        </button>
      </form>
    </>
  );
}

export function QuickBuyDrawer({ cart }: { cart: CartView }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const openedByLink = params.get(OPEN_PARAM) === "open";
  const [open, setOpen] = useState(openedByLink);
  const titleId = useId();
  const quickBuy = cart.quickBuy;
  if (!cart.buyNowEligible || !quickBuy) return null;
  if (!hydrated) {
    return (
      <div className="quick-buy">
        <a className="button button--secondary quick-buy__open" href={`${pathname}?viewcart=true&${OPEN_PARAM}=open#quick-buy`}>
          {t("Buy now")}
        </a>
        {openedByLink ? (
          <section id="quick-buy" className="quick-buy__panel" aria-labelledby={titleId}>
            <h3 id={titleId}>{t("Quick buy")}</h3>
            <QuickBuyDetails cart={cart} quickBuy={quickBuy} inDrawer={false} />
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <div className="quick-buy">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="button button--secondary quick-buy__open">{t("Buy now")}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="atc-backdrop" />
          <Dialog.Content className="atc-dialog atc-dialog--drawer quick-buy__drawer" aria-describedby={undefined}>
            <Dialog.Title className="atc-dialog__title">{t("Quick buy")}</Dialog.Title>
            <QuickBuyDetails cart={cart} quickBuy={quickBuy} inDrawer />
            <Dialog.Close className="atc-dialog__close" aria-label={t("Close quick buy")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
