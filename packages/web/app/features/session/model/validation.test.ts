import { describe, expect, it } from "vitest";
import { newPasswordError, validateRegistration, validateSignIn } from "./validation";

describe("validation", () => {
  it("sign-in needs an email of a possible shape and a password", () => {
    expect(validateSignIn({ email: "", password: "" })).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
    expect(validateSignIn({ email: "riley@quire.test", password: "x" })).toEqual({});
    expect(validateSignIn({ email: `${"a".repeat(250)}@q.co`, password: "x" }).email).toMatch(/254/);
    expect(validateSignIn({ email: "a@b.co", password: "p".repeat(129) }).password).toMatch(/128/);
  });

  it("a new password is 8-128 characters with a letter and a digit", () => {
    expect(newPasswordError("Quire-demo-1")).toBeUndefined();
    expect(newPasswordError("short1")).toBeDefined();
    expect(newPasswordError("lettersonly")).toBeDefined();
    expect(newPasswordError("123456789")).toBeDefined();
    expect(newPasswordError(`a1${"x".repeat(127)}`)).toBeDefined();
  });

  it("registration needs names (50 max) and, on the business site, a company (100 max)", () => {
    const ok = { firstName: "Riley", lastName: "Morgan", email: "r@q.co", password: "Quire-demo-1", companyName: "" };
    expect(validateRegistration(ok, false)).toEqual({});
    expect(validateRegistration(ok, true)).toEqual({ companyName: "Enter your company name." });
    expect(validateRegistration({ ...ok, firstName: "x".repeat(51) }, false).firstName).toBe(
      "First name must be 50 characters or fewer.",
    );
    expect(validateRegistration({ ...ok, companyName: "c".repeat(101) }, true).companyName).toMatch(/100/);
  });
});
