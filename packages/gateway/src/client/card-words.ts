// The card form's words in the store page's language (decision 041). The store's page
// asks for the framed form with ?lang=es; the page is then served with <html lang="es"> and its
// script reads the language from there. English is the words as written; Spanish comes from this
// small dictionary (no i18next in the gateway, and the gateway does not import the web app). A text
// without Spanish here is shown in English.
import { CARD_MESSAGES } from "@quire/domain";

export type CardFormLanguage = "en" | "es";

/** "es" for ?lang=es (or <html lang="es">), English for anything else. */
export function cardFormLanguageOf(value: unknown): CardFormLanguage {
  return typeof value === "string" && value.trim().toLowerCase() === "es" ? "es" : "en";
}

const SPANISH: Readonly<Record<string, string>> = {
  // the page and its fields
  "Card details": "Datos de la tarjeta",
  "Card number": "Número de tarjeta",
  "Expiration date (MM/YY)": "Fecha de vencimiento (MM/AA)",
  "Security code": "Código de seguridad",
  "Visa, Mastercard, American Express, Discover or Quire Card": "Visa, Mastercard, American Express, Discover o Quire Card",
  "3 digits on the back of the card; 4 on the front for American Express":
    "3 dígitos en el reverso de la tarjeta; 4 en el frente para American Express",
  "Use this card": "Usar esta tarjeta",
  "Checking card…": "Verificando la tarjeta…",
  "Turn on JavaScript to enter your card here.": "Active JavaScript para ingresar su tarjeta aquí.",
  "The expiration date is optional for this card.": "La fecha de vencimiento es opcional para esta tarjeta.",
  // the field checks (card-fields.ts)
  "Enter your card number.": "Ingrese el número de su tarjeta.",
  "Enter a valid card number.": "Ingrese un número de tarjeta válido.",
  "Enter the expiration date as MM/YY.": "Ingrese la fecha de vencimiento como MM/AA.",
  "Enter the expiration date as MM/YY, with a month from 01 to 12.":
    "Ingrese la fecha de vencimiento como MM/AA, con un mes del 01 al 12.",
  "Enter the security code.": "Ingrese el código de seguridad.",
  "The security code is 3 or 4 digits.": "El código de seguridad tiene 3 o 4 dígitos.",
  // the domain's card messages (the same Spanish as the store's checkout)
  [CARD_MESSAGES.generic]: "Ocurrió un error al procesar su pago. Vuelva a intentarlo.",
  [CARD_MESSAGES.operationFailed]: "Verifique que los datos de su tarjeta de crédito sean correctos y vuelva a intentarlo.",
  [CARD_MESSAGES.declined]:
    "Su tarjeta fue rechazada. Verifique el número de tarjeta, la fecha de vencimiento, el código de seguridad y la dirección de facturación, o use otra tarjeta.",
  [CARD_MESSAGES.expired]: "Esta tarjeta está vencida. Use otra tarjeta.",
  [CARD_MESSAGES.insufficientFunds]: "Su tarjeta fue rechazada por fondos insuficientes. Use otra tarjeta.",
  [CARD_MESSAGES.frameSubmit]: "No podemos procesar su pago en este momento. Vuelva a intentarlo o use otra forma de pago.",
  [CARD_MESSAGES.tooManyAttempts]: "Demasiados intentos de pago. Espere unos minutos y vuelva a intentarlo.",
};

/** Sentences with a value in them, matched by their shape. */
const SHAPES: { pattern: RegExp; spanish: (m: RegExpExecArray) => string }[] = [
  {
    pattern: /^The security code is (\d) digits for (.+)\.$/,
    spanish: (m) => `El código de seguridad tiene ${m[1]} dígitos para ${m[2]}.`,
  },
  { pattern: /^(\d) digits on the front of the card$/, spanish: (m) => `${m[1]} dígitos en el frente de la tarjeta` },
  { pattern: /^(\d) digits on the back of the card$/, spanish: (m) => `${m[1]} dígitos en el reverso de la tarjeta` },
  {
    pattern: /^(.+) ending in (\d{4}) added\.$/,
    spanish: (m) => `Se agregó ${m[1] === "Card" ? "la tarjeta" : m[1]} que termina en ${m[2]}.`,
  },
];

/** `text` in `language`: English as written; Spanish from the dictionary, or the English when it has none. */
export function cardWords(text: string, language: CardFormLanguage): string {
  if (language !== "es" || text === "") return text;
  const known = SPANISH[text];
  if (known !== undefined) return known;
  for (const shape of SHAPES) {
    const m = shape.pattern.exec(text);
    if (m) return shape.spanish(m);
  }
  return text;
}
