import { type CheckoutView, type PickupStoreView, SPLIT_DELIVERY_CODE } from "@quire/domain";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { useRootData } from "../../../lib/root-data";
import { checkoutMessage } from "../checkout-text";
import { CsrfField } from "../../../ui/csrf-field";
import { type CheckoutRefusal, type SectionMode, summaryErrorsOf } from "./checkout-model";
import { ErrorSummary, fieldId, SelectField } from "../../../ui/form-fields";
import { CancelEdit, CheckoutStep } from "./section";

const FORM = "delivery";

export function storeText(store: PickupStoreView): string {
  return `${store.name}, ${store.addressLine}, ${store.city}, ${store.state} ${store.zipcode}`;
}

/** The cart's lines going to a store (decision 030), each with where it is picked up. */
function PickupLines({ view }: { view: CheckoutView }) {
  const { t } = useT();
  const lines = view.deliveryMethod === "DELIVERY" ? (view.pickupLines ?? []) : [];
  if (lines.length === 0) return null;
  return (
    <div className="checkout-pickup-lines">
      <p className="checkout-pickup-lines__lead">
        {view.hasShippedLines === false ? t("Everything in your cart is picked up in store:") : t("Picked up in store:")}
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line.cartItemId}>
            <span lang="en">{line.name}</span> {t("(qty {{qty}}):", { qty: line.qty })}{" "}
            {line.deliveryType === "STS" ? t("ship to ") : t("pick up at ")}
            {line.store ? storeText(line.store) : t("the store you chose")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An item in the cart set for two deliveries (split-delivery.ts): the step is not done, says why and
 * sends the shopper to the cart, where one line's delivery is changed.
 */
function SplitDeliveryNotice({ view }: { view: CheckoutView }) {
  const { t } = useT();
  // a page rendered without the root's tenant (a component alone) links to the consumer cart
  const cartPath = useRootData()?.tenant?.cartPath ?? "/cart";
  const split = view.messages.find((m) => m.code === SPLIT_DELIVERY_CODE);
  if (!split || view.checkoutSections.delivery === "COMPLETE") return null;
  return (
    <div className="checkout-notice checkout-notice--warning" role="status">
      <p>{checkoutMessage(t, split.message)}</p>
      <p>
        <Link to={cartPath}>{t("Choose one delivery in your cart")}</Link>
      </p>
    </div>
  );
}

interface Props {
  view: CheckoutView;
  mode: SectionMode;
  refusal: CheckoutRefusal | null;
}

/** Step 1: ship to an address, or pick up in one of the nearby stores. */
export function DeliverySection({ view, mode, refusal }: Props) {
  const { t } = useT();
  const status = view.checkoutSections.delivery;
  const values = refusal?.values ?? {};
  const method = values.method ?? view.deliveryMethod;
  const storeNumber = values.storeNumber ?? view.pickupStore?.storeNumber ?? view.pickupStores[0]?.storeNumber ?? "";
  const errors = refusal?.fields ?? {};
  const idOf = (name: string) =>
    name === "method" ? fieldId(FORM, "DELIVERY") : name === "storeNumber" ? fieldId(FORM, name) : null;
  const canPickUp = view.pickupStores.length > 0;
  return (
    <CheckoutStep
      section="delivery"
      step={1}
      title={t("Delivery")}
      status={status}
      mode={mode}
      changeHref="/checkout?edit=delivery"
    >
      <SplitDeliveryNotice view={view} />
      {mode === "condensed" ? (
        view.deliveryMethod === "PICKUP" ? (
          <p className="checkout-condensed">
            {t("Pick up in store")}
            {view.pickupStore ? (
              <>
                <br />
                {storeText(view.pickupStore)}
              </>
            ) : null}
          </p>
        ) : (
          <>
            {view.hasShippedLines === false ? null : <p className="checkout-condensed">{t("Ship to an address")}</p>}
            <PickupLines view={view} />
          </>
        )
      ) : (
        <Form method="post" className="checkout-form checkout-form--delivery" noValidate>
          <ErrorSummary id={`${FORM}-errors`} errors={summaryErrorsOf(refusal, idOf)} />
          <CsrfField />
          <input type="hidden" name="intent" value="delivery" />
          <fieldset
            className={`choice-group${errors.method ? " choice-group--invalid" : ""}`}
            aria-describedby={errors.method ? `${FORM}-method-error` : undefined}
          >
            <legend>{t("How would you like to get your order?")}</legend>
            {errors.method ? (
              <p id={`${FORM}-method-error`} className="field__error">
                {errors.method}
              </p>
            ) : null}
            <label className="choice" htmlFor={fieldId(FORM, "DELIVERY")}>
              <input
                id={fieldId(FORM, "DELIVERY")}
                type="radio"
                name="method"
                value="DELIVERY"
                defaultChecked={method !== "PICKUP"}
              />
              {t("Ship to an address")}
            </label>
            <label className="choice" htmlFor={fieldId(FORM, "PICKUP")}>
              <input
                id={fieldId(FORM, "PICKUP")}
                type="radio"
                name="method"
                value="PICKUP"
                defaultChecked={method === "PICKUP" && canPickUp}
                disabled={!canPickUp}
              />
              {t("Pick up in store")}
              {canPickUp ? null : <span className="choice__note"> {t("(no store near you offers pickup)")}</span>}
            </label>
          </fieldset>
          {canPickUp ? (
            <div className="checkout-pickup-store">
              <SelectField
                id={fieldId(FORM, "storeNumber")}
                name="storeNumber"
                label={t("Store for pickup")}
                hint={t("Used when you pick up in store.")}
                defaultValue={storeNumber}
                error={errors.storeNumber}
              >
                {view.pickupStores.map((store) => (
                  <option key={store.storeNumber} value={store.storeNumber}>
                    {storeText(store)}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
          <PickupLines view={view} />
          <div className="checkout-form__actions">
            <button type="submit" className="button">
              {t("Continue")}
            </button>
            <CancelEdit status={status} />
          </div>
        </Form>
      )}
    </CheckoutStep>
  );
}
