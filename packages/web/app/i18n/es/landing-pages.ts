import type { Catalogue } from "../catalogue-types";

// Landing pages (decision 071), translated at render (decision 041).
export default {
  "Availability and deals": "Disponibilidad y ofertas",
  "Pick up today at {{store}}": "Recoger hoy en {{store}}",
  "On sale": "En oferta",
  "1 product": "1 producto",
  "{{count}} products": "{{count}} productos",
  "No products match these filters.": "Ningún producto coincide con estos filtros.",
  "{{title}} | Quire": "{{title}} | Quire",
  "{{title}} (page {{page}}) | Quire": "{{title}} (página {{page}}) | Quire",
  "Shop by theme": "Comprar por tema",
} satisfies Catalogue;
