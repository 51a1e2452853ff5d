import type { FieldErrors } from "../api/session-client";

// What the sign-in and create-account forms check before sending (the server checks the same).

export const FIELD_LIMITS = { email: 254, password: 128, name: 50, companyName: 100 } as const;
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_HINT = "8 to 128 characters, with at least one letter and one digit.";

// One @, something either side, a dot in the domain, no spaces: the server has the final word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(raw: string): string | undefined {
  const email = raw.trim();
  if (email === "") return "Enter your email address.";
  if (email.length > FIELD_LIMITS.email) return `Email must be ${FIELD_LIMITS.email} characters or fewer.`;
  if (!EMAIL_SHAPE.test(email)) return "Invalid email address";
  return undefined;
}

/** Sign-in only asks for a password of a possible length: the rules are the account's business. */
export function signInPasswordError(password: string): string | undefined {
  if (password === "") return "Enter your password.";
  if (password.length > FIELD_LIMITS.password) return `Password must be ${FIELD_LIMITS.password} characters or fewer.`;
  return undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (password === "") return "Enter a password.";
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > FIELD_LIMITS.password ||
    !/\p{L}/u.test(password) ||
    !/\p{Nd}/u.test(password)
  ) {
    return "Password must be 8 to 128 characters and include a letter and a digit.";
  }
  return undefined;
}

function requiredText(value: string, label: string, max: number): string | undefined {
  const text = value.trim();
  if (text === "") return `Enter your ${label}.`;
  if (text.length > max) return `${label[0]!.toUpperCase()}${label.slice(1)} must be ${max} characters or fewer.`;
  return undefined;
}

export function validateSignIn(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = signInPasswordError(values.password);
  if (password) errors.password = password;
  return errors;
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
}

export function validateRegistration(values: RegistrationValues, companyRequired: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const firstName = requiredText(values.firstName, "first name", FIELD_LIMITS.name);
  if (firstName) errors.firstName = firstName;
  const lastName = requiredText(values.lastName, "last name", FIELD_LIMITS.name);
  if (lastName) errors.lastName = lastName;
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (companyRequired) {
    const company = requiredText(values.companyName, "company name", FIELD_LIMITS.companyName);
    if (company) errors.companyName = company;
  } else if (values.companyName.trim().length > FIELD_LIMITS.companyName) {
    errors.companyName = `Company name must be ${FIELD_LIMITS.companyName} characters or fewer.`;
  }
  return errors;
}
