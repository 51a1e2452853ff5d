import { describe, expect, it } from "vitest";
import { translatorFor } from "../../lib/i18n";
import { storeHoursText, storeLocatorText } from "./store-text";

const es = translatorFor("es");
const en = translatorFor("en");

describe("the stores' texts in Spanish", () => {
  it("translates the service's sentences and the hours", () => {
    expect(storeLocatorText("Invalid zipcode", es)).toBe("Código postal no válido");
    expect(storeLocatorText("There is no store with that number.", es)).toBe("No hay ninguna tienda con ese número.");
    expect(storeHoursText("Open until 9:00 pm", es)).toBe("Abierto hasta las 9:00 pm");
    expect(storeHoursText("Closed", es)).toBe("Cerrado");
    expect(storeHoursText("8:00 am - 9:00 pm", es)).toBe("8:00 am - 9:00 pm");
  });

  it("leaves English as written", () => {
    expect(storeLocatorText("Invalid zipcode", en)).toBe("Invalid zipcode");
    expect(storeHoursText("Closed · Opens 8:00 am tomorrow", en)).toBe("Closed · Opens 8:00 am tomorrow");
  });
});
