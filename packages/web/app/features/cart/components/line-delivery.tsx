import {
  CHOOSE_STORE_MESSAGE,
  type CartViewItem,
  type DeliveryType,
  type LinePickupChoices,
  type PickupStoreChoice,
  deliveryChoiceLabel,
} from "@quire/domain";
import { type FormEvent, useId, useState } from "react";
import { Form } from "react-router";
import { useCartForm } from "../../../lib/cart-form";
import { useRootData } from "../../../lib/root-data";
import { CsrfField } from "../../../ui/csrf-field";
import { useHydrated } from "../../../ui/use-hydrated";
import { type Translate, useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";

// A cart line's delivery (decision 030): ship to me, pick up at a store, or ship to a store. A real
// form posting to the cart route (intent set-delivery) with an Update button; with JavaScript a
// change of the choice or the store sends it at once, through the cart's fetcher queue.

export interface LineDeliveryOffer {
  /** the line's choices; absent when pickup is not offered (a business user without G_BOP) */
  line: LinePickupChoices;
  myStore: { storeNumber: string; name: string };
  /** a YourStore cookie is set: availability can be shown before the line has a store */
  storeChosen: boolean;
}

interface Props {
  item: CartViewItem & { cartItemId: string };
  name: string;
  offer: LineDeliveryOffer;
  /** the service's words when this line's last change was refused */
  error?: string | null;
}

function availability(store: PickupStoreChoice | undefined, storeName: string, t: Translate): string {
  if (!store || store.stockQty <= 0) return t("Not available for pickup today at {{store}}.", { store: storeName });
  return t("{{quantity}} in stock at {{store}}.", { quantity: store.stockQty, store: storeName });
}

/** The domain's delivery choice label (deliveryChoiceLabel) in the page's language. */
function choiceLabel(type: DeliveryType, storeName: string, t: Translate): string {
  if (type === "ISP") return t("Pick up at {{store}}", { store: storeName });
  if (type === "STS") return t("Ship to {{store}}", { store: storeName });
  return t(deliveryChoiceLabel(type, storeName));
}

export function LineDelivery({ item, name, offer, error = null }: Props) {
  const { t } = useT();
  const id = useId();
  const cartPath = useRootData()?.tenant.cartPath ?? "/cart";
  const hydrated = useHydrated();
  const { submit, pending } = useCartForm(cartPath);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = (item.selectedDeliveryOption?.deliveryType ?? "STA") as DeliveryType;
  const lineStore = item.selectedDeliveryOption?.pickupStoreNumber ?? null;
  const storeNumber = lineStore ?? offer.myStore.storeNumber;
  const stores = offer.line.stores;
  const store = stores.find((s) => s.storeNumber === storeNumber);
  const storeName = store?.name ?? offer.myStore.name;
  const busy = pending.length > 0;
  // no store chosen anywhere (no cookie, none on the line): availability waits for a choice
  const chooseStore = !offer.storeChosen && lineStore === null;
  const shown = error ?? refusal;

  const send = (form: HTMLFormElement) => {
    const data = new FormData(form);
    setRefusal(null);
    void submit({
      intent: "set-delivery",
      cartItemId: item.cartItemId,
      delivery: String(data.get("delivery") ?? "STA"),
      storeNumber: String(data.get("storeNumber") ?? ""),
    }).then((answer) => {
      if ("refusal" in answer) setRefusal(answer.refusal.message);
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) send(event.currentTarget);
  };

  return (
    <Form method="post" action={cartPath} className="line-delivery" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <CsrfField />
      <input type="hidden" name="intent" value="set-delivery" />
      <input type="hidden" name="cartItemId" value={item.cartItemId} />
      <fieldset className="line-delivery__choices">
        <legend className="line-delivery__legend">
          {t("Delivery")}
          <span className="visually-hidden">{` ${t("for {{name}}", { name })}`}</span>
        </legend>
        {(["STA", "ISP", "STS"] as const).map((type) => (
          <div key={type} className="line-delivery__choice">
            <input
              id={`${id}-${type}`}
              type="radio"
              name="delivery"
              value={type}
              defaultChecked={current === type}
              onChange={(e) => {
                if (hydrated && e.currentTarget.form) send(e.currentTarget.form);
              }}
            />
            <label htmlFor={`${id}-${type}`}>{choiceLabel(type, storeName, t)}</label>
          </div>
        ))}
      </fieldset>
      {stores.length > 0 ? (
        <div className="line-delivery__store">
          <label htmlFor={`${id}-store`}>
            {t("Store")}
            <span className="visually-hidden">{` ${t("for {{name}}", { name })}`}</span>
          </label>
          <select
            id={`${id}-store`}
            name="storeNumber"
            defaultValue={storeNumber}
            onChange={(e) => {
              if (hydrated && current !== "STA" && e.currentTarget.form) send(e.currentTarget.form);
            }}
          >
            {stores.map((s) => (
              <option key={s.storeNumber} value={s.storeNumber}>
                {s.name}, {s.city}, {s.state}
                {s.distanceMiles !== null ? ` (${s.distanceMiles} mi)` : ""}:{" "}
                {s.stockQty > 0 ? t("{{quantity}} in stock", { quantity: s.stockQty }) : t("none in stock")}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="storeNumber" value={storeNumber} />
      )}
      <p className="line-delivery__availability">{chooseStore ? t(CHOOSE_STORE_MESSAGE) : availability(store, storeName, t)}</p>
      {shown ? (
        <p className="item-message item-message--attention" role="alert">
          {cartText(shown, t)}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary line-delivery__update" aria-disabled={busy || undefined}>
        {busy ? t("Updating…") : t("Update")}
        <span className="visually-hidden">{` ${t("delivery for {{name}}", { name })}`}</span>
      </button>
    </Form>
  );
}
