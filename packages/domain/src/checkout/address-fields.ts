// The fields of an address (or of a pickup person), once: their posted names in the order forms
// show them and refusals list them, their labels (the words of the "... is required" messages too),
// their limits and when they are required. The server's checks, the page doors and every form that
// shows address fields (checkout, the address book, the business application) read this list, so a
// label or a limit cannot differ between a form and the refusal it gets.

/** What an address must hold beside the names, by where it is used. */
export interface AddressRequirements {
  /** a guest's address, and the pickup person, need an email (spec section 5) */
  requireEmail: boolean;
  requirePhone: boolean;
  /** false for a pickup person, who has a name, phone and email but no street */
  requireStreet: boolean;
}

/** An address-book address: a full street address and a phone. */
export const SAVED_ADDRESS_REQUIREMENTS: Readonly<AddressRequirements> = {
  requireEmail: false,
  requirePhone: true,
  requireStreet: true,
};

/** Which requirement makes a field required: "always", or one of AddressRequirements. */
export type AddressFieldRequirement = "always" | keyof AddressRequirements;

export interface AddressField {
  /** the posted name (also the JSON calls' and the validated address's) */
  name: string;
  /** the label, and the field's name in messages */
  label: string;
  /** the longest text accepted (free text); state, zip code and phone are held to their formats instead */
  limit?: number;
  /** the input's maxLength where it is not the limit: the longest a format is typed ("01702-1234") */
  inputMaxLength?: number;
  /** absent: optional */
  requiredBy?: AddressFieldRequirement;
  /** the autocomplete token (a form may put a section, "shipping", before it) */
  autocomplete?: string;
  inputMode?: "numeric" | "tel" | "email";
  type?: "tel" | "email";
}

export const ADDRESS_FIELDS = [
  { name: "firstName", label: "First name", limit: 40, requiredBy: "always", autocomplete: "given-name" },
  { name: "lastName", label: "Last name", limit: 40, requiredBy: "always", autocomplete: "family-name" },
  { name: "organizationName", label: "Company name", limit: 60, autocomplete: "organization" },
  { name: "address1", label: "Street address", limit: 60, requiredBy: "requireStreet", autocomplete: "address-line1" },
  { name: "address2", label: "Apt, suite, etc.", limit: 60, autocomplete: "address-line2" },
  { name: "city", label: "City", limit: 40, requiredBy: "requireStreet", autocomplete: "address-level2" },
  { name: "state", label: "State", requiredBy: "requireStreet", autocomplete: "address-level1" },
  {
    name: "zipCode",
    label: "Zip code",
    inputMaxLength: 10,
    requiredBy: "requireStreet",
    autocomplete: "postal-code",
    inputMode: "numeric",
  },
  {
    name: "phone",
    label: "Phone number",
    inputMaxLength: 20,
    requiredBy: "requirePhone",
    autocomplete: "tel-national",
    inputMode: "tel",
    type: "tel",
  },
  { name: "extension", label: "Extension", limit: 6, inputMode: "numeric" },
  {
    name: "email",
    label: "Email address",
    limit: 254,
    requiredBy: "requireEmail",
    autocomplete: "email",
    inputMode: "email",
    type: "email",
  },
] as const satisfies readonly AddressField[];

type AddressFieldEntry = (typeof ADDRESS_FIELDS)[number];

export type AddressFieldName = AddressFieldEntry["name"];

/** The fields held to a length (free text). */
export type LimitedAddressFieldName = Extract<AddressFieldEntry, { limit: number }>["name"];

/** The posted names, in the forms' order. */
export const ADDRESS_FIELD_NAMES: readonly AddressFieldName[] = ADDRESS_FIELDS.map((field) => field.name);

/** Each field by its name. */
export const ADDRESS_FIELD_BY_NAME: Readonly<Record<AddressFieldName, AddressField>> = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field.name, field]),
) as Record<AddressFieldName, AddressField>;

export const ADDRESS_FIELD_LABELS: Readonly<Record<AddressFieldName, string>> = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field.name, field.label]),
) as Record<AddressFieldName, string>;

/** Free-text fields' limits; state, zip code and phone are held to their formats instead. */
export const MAX_ADDRESS_FIELD_LENGTH: Readonly<Record<LimitedAddressFieldName, number>> = Object.fromEntries(
  ADDRESS_FIELDS.flatMap((field) => ("limit" in field ? [[field.name, field.limit]] : [])),
) as Record<LimitedAddressFieldName, number>;

/** Whether the field must be filled in an address held to these requirements. */
export function isAddressFieldRequired(name: AddressFieldName, requirements: AddressRequirements): boolean {
  const { requiredBy } = ADDRESS_FIELD_BY_NAME[name];
  return requiredBy === "always" || (requiredBy !== undefined && requirements[requiredBy]);
}

/** What an input for the field takes at most: its limit, or the longest its format is typed. */
export function addressInputMaxLength(name: AddressFieldName): number | undefined {
  const field = ADDRESS_FIELD_BY_NAME[name];
  return field.limit ?? field.inputMaxLength;
}
