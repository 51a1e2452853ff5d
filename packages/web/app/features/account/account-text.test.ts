import { describe, expect, it } from "vitest";
import { translatorFor } from "../../lib/i18n";
import { accountMessage, translatedRefusal } from "./account-text";

const es = translatorFor("es");
const en = translatorFor("en");

describe("the account forms' messages in Spanish", () => {
  it("translates fixed sentences and those built with a field or a number", () => {
    expect(accountMessage("Enter your first name.", es)).toBe("Ingrese su nombre.");
    expect(accountMessage("City is required", es)).toBe("Ciudad: este campo es obligatorio");
    expect(accountMessage("Your last name can have at most 50 characters.", es)).toBe(
      "Su apellido puede tener como máximo 50 caracteres.",
    );
    expect(accountMessage("You can keep up to 10 addresses. Delete one to add another.", es)).toBe(
      "Puede guardar hasta 10 direcciones. Elimine una para agregar otra.",
    );
    expect(accountMessage("The two new passwords are not the same.", es)).toBe("Las dos contraseñas nuevas no coinciden.");
  });

  it("leaves English as written", () => {
    for (const text of ["Enter your first name.", "City is required", "Zip code must be 10 characters or fewer"]) {
      expect(accountMessage(text, en)).toBe(text);
    }
  });

  it("translates a refusal's message and field messages, not what was typed", () => {
    const refusal = {
      intent: "x",
      target: null,
      code: "VALIDATION_ERROR",
      message: "Enter your current password.",
      fields: { currentPassword: "Enter your current password." },
      values: { email: "Enter your current password." },
    };
    expect(translatedRefusal(refusal, es)).toEqual({
      ...refusal,
      message: "Ingrese su contraseña actual.",
      fields: { currentPassword: "Ingrese su contraseña actual." },
    });
    expect(translatedRefusal(null, es)).toBeNull();
  });
});
