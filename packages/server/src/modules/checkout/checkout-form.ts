import { ADDRESS_FIELD_NAMES, type FormFields } from "@quire/domain";
import { AppError } from "../../http/errors";
import { refuseCardNumbers } from "../../http/free-text";

// The checkout forms' fields (strings, by the names the pages post) as the bodies of the JSON
// calls, so that a form and a call are read by one schema (checkout.schema.ts).

/** Every field a checkout form posts is at most this long (a JSON body's fields have each their own bound). */
const MAX_FORM_FIELD = 300;
const TOO_LONG = "This is too long.";

/**
 * A checkout form's fields are bounded, and a field that is a card number is refused naming the
 * form's field (card numbers go to the gateway's card form only). The JSON calls refuse a card
 * number in any field with the same code and words (their preHandler, refuseCardNumbers); the
 * bound is the forms' own, as a call's token or wallet approval may be longer.
 */
export function checkFormFields(fields: FormFields): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value.length > MAX_FORM_FIELD)
      throw new AppError(400, "INVALID_REQUEST", "A field is too long.", { fields: { [name]: TOO_LONG } });
    refuseCardNumbers(value, [name]);
  }
}

/** A ticked checkbox, as the page's forms and their scripts post it. */
export const ticked = (value: string | undefined): boolean => value === "on" || value === "true";

/**
 * An address form's fields (with a prefix: "billing.") as the address body of the JSON calls: a
 * saved address by its id, else the typed fields, the phone as the body's first phone, and
 * "Keep the address I entered" after a suggestion (addressConfirmed) as `confirmed`.
 */
export function addressBodyOf(fields: FormFields, prefix = ""): Record<string, unknown> {
  const addressId = fields[`${prefix}addressId`];
  if (addressId) return { id: addressId };
  const body: Record<string, unknown> = {};
  for (const name of ADDRESS_FIELD_NAMES) {
    const value = fields[`${prefix}${name}`];
    if (value !== undefined && name !== "phone" && name !== "extension") body[name] = value;
  }
  const phone = fields[`${prefix}phone`];
  const extension = fields[`${prefix}extension`];
  if (phone !== undefined || extension !== undefined) body.phones = [{ number: phone ?? "", extension }];
  if (ticked(fields[`${prefix}addressConfirmed`])) body.confirmed = true;
  return body;
}
