import {
  CART_MESSAGES,
  COUPON_MESSAGES,
  LINE_DELIVERY_MESSAGES,
  SPLIT_DELIVERY_MESSAGES,
  freeShippingMessage,
  moveToCartText,
} from "@quire/domain";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../lib/i18n";
import { cartText } from "./cart-text";

const es = translatorFor("es");
const en = translatorFor("en");

describe("cartText", () => {
  it("translates the domain's fixed sentences as they are", () => {
    expect(cartText(CART_MESSAGES.PARTIAL_QTY_AVAILABLE, es)).toBe(
      "Lo sentimos, pero pidió más de lo que tenemos en existencia.",
    );
    expect(cartText(COUPON_MESSAGES.INVALID_COUPON, es)).toBe("Este código de cupón no es válido.");
    // an item set for two deliveries, on its lines and on the cart
    for (const text of Object.values(SPLIT_DELIVERY_MESSAGES)) {
      expect(cartText(text, es)).not.toBe(text);
      expect(cartText(text, en)).toBe(text);
    }
  });

  it("matches the sentences with a number or a name by their shape", () => {
    expect(cartText(CART_MESSAGES.QTY_LIMIT(3), es)).toBe(
      "Lo sentimos, este artículo se vende en cantidades limitadas. Puede pedir un máximo de 3. Actualice la cantidad y haga clic en Agregar al carrito para continuar.",
    );
    expect(cartText(CART_MESSAGES.EXCEEDS_MAX_LINE_QTY, es)).toMatch(
      /^Puede pedir un máximo de \d+ de un artículo en una línea\.$/,
    );
    expect(cartText(COUPON_MESSAGES.ORDER_TOTAL_NOT_MET_ERROR(5000), es)).toBe("Gaste $50.00 o más para usar este cupón.");
    expect(cartText(LINE_DELIVERY_MESSAGES.invalidStore("0042"), es)).toBe(
      "No pudimos encontrar la tienda 0042. Elija otra tienda.",
    );
    expect(cartText(freeShippingMessage(1250), es)).toBe("Envío GRATIS si gasta $12.50 más");
    expect(cartText(moveToCartText(2), es)).toBe("Mover 2 al carrito");
    expect(cartText("Protection plan for Laser Printer", es)).toBe("Plan de protección para Laser Printer");
    expect(cartText("Get it by Monday", es)).toBe("Recíbalo el lunes");
    expect(cartText("We moved 3 items from your earlier visit into your cart. 1 line could not move in full.", es)).toBe(
      "Pasamos 3 artículos de su visita anterior a su carrito. 1 línea no se pudo pasar completa.",
    );
  });

  it("leaves English as the domain wrote it, and nothing as nothing", () => {
    for (const text of [
      CART_MESSAGES.QTY_LIMIT(3),
      CART_MESSAGES.EXCEEDS_MAX_LINE_QTY,
      COUPON_MESSAGES.ORDER_TOTAL_NOT_MET_ERROR(5000),
      freeShippingMessage(1250),
      moveToCartText(1),
      "We moved 1 item from your earlier visit into your cart.",
      "Get it by Monday",
    ]) {
      expect(cartText(text, en)).toBe(text);
    }
    expect(cartText(null, es)).toBe("");
  });
});
