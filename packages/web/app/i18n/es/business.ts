import type { Catalogue } from "../catalogue-types";

// Business buying on the advantage site: contract prices, the On contract filter and the
// contract-pricing page (decision 042).
export default {
  "Contract price": "Precio de contrato",
  "Market price": "Precio de mercado",
  Contract: "Contrato",
  "On contract": "En contrato",
  "Contract pricing | Quire": "Precios de contrato | Quire",
  "Contract pricing": "Precios de contrato",
  "The prices your account has agreed for these items. Items not listed are at the list price.":
    "Los precios que su cuenta ha acordado para estos artículos. Los artículos que no aparecen tienen el precio de lista.",
  "Please sign in with your business account to see its contract prices.":
    "Inicie sesión con su cuenta de empresa para ver sus precios de contrato.",
  "Search your contract by item name or number": "Buscar en su contrato por nombre o número de artículo",
  "Contract items matching {{search}}: {{count}}": "Artículos del contrato que coinciden con {{search}}: {{count}}",
  "{{count}} items on your contract": "{{count}} artículos en su contrato",
  "No contract items match your search.": "Ningún artículo del contrato coincide con su búsqueda.",
  "Contract prices, page {{page}} of {{pages}}": "Precios de contrato, página {{page}} de {{pages}}",
  "Search contract": "Buscar en el contrato",
  "List price": "Precio de lista",
  "Your price": "Su precio",
  "Item {{itemId}}": "Artículo {{itemId}}",
  "Contract pages": "Páginas del contrato",
  "Previous page": "Página anterior",
  "Page {{page}} of {{pages}}": "Página {{page}} de {{pages}}",
  "Next page": "Página siguiente",
} satisfies Catalogue;
