import type { Catalogue } from "../catalogue-types";

// Spanish for words every page shares (decision 041). Keys are the English text exactly as the code
// passes it to t(); {{name}} placeholders are filled in by lib/i18n.ts.
export default {
  "Skip to main content": "Saltar al contenido principal",
  "Something went wrong": "Algo salió mal",
  "If you contact us about this, please quote reference": "Si nos contacta por esto, indique la referencia",
  "Sorry, something went wrong. It's us, not you. Try again in a few minutes.":
    "Lo sentimos, algo salió mal. Es culpa nuestra, no suya. Vuelva a intentarlo en unos minutos.",
  "We couldn't read that request": "No pudimos leer esa solicitud",
  "Please check the address and try again.": "Revise la dirección e inténtelo de nuevo.",
  "Go to the home page": "Ir a la página de inicio",
  // a card number typed in any text field (@quire/domain CARD_NUMBER_IN_TEXT)
  "Card numbers are entered in the secure card form only.":
    "Los números de tarjeta se ingresan solo en el formulario seguro de tarjeta.",
} satisfies Catalogue;
