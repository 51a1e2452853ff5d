import type { CheckoutAddress, CheckoutView } from "@quire/domain";
import { Form, Link, useSearchParams } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { AddressFields, addressFieldIds } from "./address-fields";
import { ADDRESS_CONFIRMED_FIELD, AddressConfirmedNote, AddressSuggestionPanel, suggestionOf } from "./address-suggestion";
import { addressLines, type CheckoutRefusal, personName, phoneText, type SectionMode, summaryErrorsOf } from "./checkout-model";
import { ErrorSummary, fieldId } from "../../../ui/form-fields";
import { CancelEdit, CheckoutStep } from "./section";

const FORM = "address";
/** The value of the "Use a new address" choice. */
export const NEW_ADDRESS = "";

function AddressLabel({ address }: { address: CheckoutAddress }) {
  const lines = addressLines(address);
  const phone = phoneText(address);
  return (
    <span className="address-label">
      {lines.map((line, i) => (
        <span key={`${i}-${line}`} className="address-label__line">
          {line}
        </span>
      ))}
      {phone ? <span className="address-label__line">{phone}</span> : null}
      {address.email ? <span className="address-label__line">{address.email}</span> : null}
    </span>
  );
}

/** The saved address the form starts on: the one in use, else the default, else the first. */
function chosenAddressId(view: CheckoutView, values: Record<string, string>): string {
  if (values.addressId !== undefined) return values.addressId;
  const saved = view.savedAddresses;
  const inUse = view.shippingAddress ? saved.find((a) => a.id === view.shippingAddress?.id) : undefined;
  if (view.shippingAddress && !inUse) return NEW_ADDRESS;
  return (inUse ?? saved.find((a) => a.isDefaultShippingAddress) ?? saved[0])?.id ?? NEW_ADDRESS;
}

interface Props {
  view: CheckoutView;
  mode: SectionMode;
  refusal: CheckoutRefusal | null;
}

/** The query parameter that opens a mixed cart's address step on the pickup person. */
const PICKUP_PERSON_EDIT_PARAM = "person";

/** Step 2: where the order is shipped (a saved address or a new one), or who picks it up. */
export function AddressSection({ view, mode, refusal }: Props) {
  const { t } = useT();
  // Lines picked up in store (decision 030) need a pickup person; a cart with none shipped needs no
  // shipping address. A mixed cart asks for the address first, then for the pickup person.
  const pickupLines = view.deliveryMethod === "DELIVERY" ? (view.pickupLines ?? []) : [];
  const shipped = view.hasShippedLines !== false;
  const mixed = pickupLines.length > 0 && shipped;
  const [searchParams] = useSearchParams();
  // a mixed cart's step has two things to change: "Change pickup person" reopens it on the person
  const changingPerson = mixed && searchParams.get(PICKUP_PERSON_EDIT_PARAM) === "pickup";
  const pickup =
    view.deliveryMethod === "PICKUP" ||
    changingPerson ||
    (pickupLines.length > 0 && (!shipped || (view.shippingAddress !== null && view.pickupPerson === null)));
  const status = view.checkoutSections.address;
  const title = mixed ? t("Shipping address and pickup person") : pickup ? t("Pickup person") : t("Shipping address");
  const values = refusal?.values ?? {};
  const errors = refusal?.fields ?? {};
  const fieldIdOf = addressFieldIds(FORM);
  const saved = pickup ? [] : view.savedAddresses;
  const chosen = chosenAddressId(view, values);
  const idOf = (name: string) => (name === "addressId" ? fieldId(FORM, `addressId-${saved[0]?.id ?? "new"}`) : fieldIdOf(name));
  const condensed = pickup ? view.pickupPerson : view.shippingAddress;
  const business = view.tenant === "advantage";
  // The ZIP code suggests another city or state: the panel offers it, the form below keeps what was typed.
  const suggestion = pickup ? null : suggestionOf(refusal);
  // Kept as typed after a suggestion (the action's redirect says so): address_validation_confirmation.
  const confirmedAsTyped = !pickup && searchParams.get(ADDRESS_CONFIRMED_FIELD) === "1";
  return (
    <CheckoutStep section="address" step={2} title={title} status={status} mode={mode} changeHref="/checkout?edit=address">
      {mode === "condensed" && mixed && view.shippingAddress && view.pickupPerson ? (
        <div className="checkout-condensed">
          <p className="checkout-condensed__label">{t("Ship to")}</p>
          <p>
            <AddressLabel address={view.shippingAddress} />
          </p>
          <p className="checkout-condensed__label">{t("Store pickup by")}</p>
          <p>
            <span className="address-label">
              <span className="address-label__line">{personName(view.pickupPerson)}</span>
              {view.pickupPerson.email ? <span className="address-label__line">{view.pickupPerson.email}</span> : null}
            </span>
          </p>
          <p>
            <Link className="checkout-step__change" to={`/checkout?edit=address&${PICKUP_PERSON_EDIT_PARAM}=pickup`}>
              {t("Change pickup person")}
            </Link>
          </p>
        </div>
      ) : mode === "condensed" ? (
        condensed ? (
          <>
            <p className="checkout-condensed">
              {pickup ? (
                <span className="address-label">
                  <span className="address-label__line">{personName(condensed)}</span>
                  {phoneText(condensed) ? <span className="address-label__line">{phoneText(condensed)}</span> : null}
                  {condensed.email ? <span className="address-label__line">{condensed.email}</span> : null}
                </span>
              ) : (
                <AddressLabel address={condensed} />
              )}
            </p>
            {confirmedAsTyped ? <AddressConfirmedNote /> : null}
          </>
        ) : null
      ) : (
        <>
          {refusal && suggestion ? (
            // Its heading takes the errors' id: the page moves the focus there after a refused post.
            <AddressSuggestionPanel
              refusal={refusal}
              suggestion={suggestion}
              hiddenFields={{ kind: "shipping" }}
              headingId={`${FORM}-errors`}
            />
          ) : null}
          <Form method="post" className="checkout-form checkout-form--address" noValidate>
            {suggestion ? null : <ErrorSummary id={`${FORM}-errors`} errors={summaryErrorsOf(refusal, idOf)} />}
            <CsrfField />
            <input type="hidden" name="intent" value="address" />
            <input type="hidden" name="kind" value={pickup ? "pickup" : "shipping"} />
            {pickup ? (
              <>
                <p className="checkout-form__lead">
                  {pickupLines.length > 0 && view.deliveryMethod !== "PICKUP"
                    ? t("Tell us who will pick up your store pickup items. We'll send pickup details to this email.")
                    : t("Tell us who will pick up the order. We'll send pickup details to this email.")}
                </p>
                <AddressFields
                  formId={FORM}
                  values={values}
                  address={view.pickupPerson}
                  errors={errors}
                  company={false}
                  street={false}
                  email="required"
                />
              </>
            ) : (
              <>
                {saved.length > 0 ? (
                  <fieldset className="choice-group" aria-describedby={errors.addressId ? `${FORM}-addressId-error` : undefined}>
                    <legend>{t("Choose a shipping address")}</legend>
                    {errors.addressId ? (
                      <p id={`${FORM}-addressId-error`} className="field__error">
                        {errors.addressId}
                      </p>
                    ) : null}
                    {saved.map((address) => (
                      <label
                        key={address.id}
                        className="choice choice--address"
                        htmlFor={fieldId(FORM, `addressId-${address.id}`)}
                      >
                        <input
                          id={fieldId(FORM, `addressId-${address.id}`)}
                          type="radio"
                          name="addressId"
                          value={address.id}
                          defaultChecked={chosen === address.id}
                        />
                        <AddressLabel address={address} />
                      </label>
                    ))}
                    <label className="choice" htmlFor={fieldId(FORM, "addressId-new")}>
                      <input
                        id={fieldId(FORM, "addressId-new")}
                        type="radio"
                        name="addressId"
                        value={NEW_ADDRESS}
                        defaultChecked={chosen === NEW_ADDRESS}
                      />
                      {t("Use a new address")}
                    </label>
                  </fieldset>
                ) : null}
                {/* Hidden by the stylesheet while a saved address is chosen; the action ignores it then. */}
                <fieldset className="checkout-new-address">
                  <legend>{saved.length > 0 ? t("New address") : t("Where should we ship your order?")}</legend>
                  <AddressFields
                    formId={FORM}
                    autoCompleteSection="shipping"
                    values={values}
                    address={chosen === NEW_ADDRESS ? view.shippingAddress : null}
                    errors={errors}
                    company={business}
                    street
                    email={view.guest ? "required" : "optional"}
                  />
                </fieldset>
              </>
            )}
            <div className="checkout-form__actions">
              <button type="submit" className="button">
                {pickup ? t("Save pickup person") : t("Ship to this address")}
              </button>
              <CancelEdit status={status} />
            </div>
          </Form>
        </>
      )}
    </CheckoutStep>
  );
}
