import { describe, expect, it } from "vitest";
import { createAccountRequest, fieldErrorsOf, signInRequest } from "./account-requests";

const account = { email: "noor@example.com", password: "Staples42", firstName: "Noor", lastName: "Haddad" };

describe("sign-in request", () => {
  it("accepts an address and a password, and lower-cases the address", () => {
    expect(signInRequest.parse({ email: " Noor@Example.COM ", password: "x" })).toEqual({
      email: "noor@example.com",
      password: "x",
    });
  });

  it("names each missing or malformed field in the form's words", () => {
    expect(fieldErrorsOf(signInRequest, { email: "", password: "" })).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
    // one letter after the dot is not a domain the server would accept; the browser refuses it too
    expect(fieldErrorsOf(signInRequest, { email: "a@b.c", password: "x" })).toEqual({ email: "Invalid email address" });
    expect(fieldErrorsOf(signInRequest, {})).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
  });
});

describe("create-account request", () => {
  const schema = createAccountRequest();

  it("accepts a good account", () => {
    expect(fieldErrorsOf(schema, account)).toEqual({});
  });

  it.each(["Пароль12", "short1", "lettersonly", "12345678"])("refuses the password %j with the rule", (password) => {
    expect(fieldErrorsOf(schema, { ...account, password })).toEqual({
      password: "Password must be 8 to 128 characters and include a letter and a digit.",
    });
  });

  it("says how long a name may be, in one set of words", () => {
    expect(fieldErrorsOf(schema, { ...account, firstName: "N".repeat(51) })).toEqual({
      firstName: "Your first name can have at most 50 characters.",
    });
  });

  it.each(["\u202Eevil", "a<b", "x\ud800"])("refuses a name with %j", (firstName) => {
    expect(fieldErrorsOf(schema, { ...account, firstName })).toEqual({
      firstName: "Your first name has characters we can't accept.",
    });
  });

  it("needs a company name for a business account only", () => {
    expect(fieldErrorsOf(schema, account)).toEqual({});
    expect(fieldErrorsOf(createAccountRequest({ companyRequired: true }), { ...account, companyName: " " })).toEqual({
      companyName: "Enter your company name.",
    });
    expect(createAccountRequest().parse({ ...account, companyName: "" }).companyName).toBeUndefined();
  });
});
