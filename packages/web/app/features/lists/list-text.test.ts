import { describe, expect, it } from "vitest";
import { translatorFor } from "../../lib/i18n";
import { listMessageText } from "./list-text";

describe("the lists' notices and refusals", () => {
  it("reads them in Spanish by their shape, and leaves English as written", () => {
    const es = translatorFor("es");
    expect(listMessageText("Renamed the list to “Office”.", es)).toBe("Se cambió el nombre de la lista a “Office”.");
    expect(listMessageText("We couldn't find item 999.", es)).toBe("No pudimos encontrar el artículo 999.");
    expect(listMessageText("Updated the quantity.", es)).toBe("Se actualizó la cantidad.");
    expect(listMessageText("Renamed the list to “Office”.", translatorFor("en"))).toBe("Renamed the list to “Office”.");
    expect(listMessageText(null, es)).toBe("");
  });
});
