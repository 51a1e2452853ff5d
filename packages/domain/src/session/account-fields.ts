// The account forms' limits and hint, apart from the schemas: a page shows them in its HTML
// (maxlength, the password hint) without loading the validation, which arrives after hydration.

export const ACCOUNT_FIELD_LIMITS = { email: 254, password: 128, name: 50, companyName: 100 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = "8 to 128 characters, with at least one letter and one digit.";
