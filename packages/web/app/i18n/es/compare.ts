import type { Catalogue } from "../catalogue-types";

// Compare items and colour swatches (decision 048), translated at render (decision 041).
export default {
  Compare: "Comparar",
  "Compare items": "Comparar artículos",
  "Compare ({{count}})": "Comparar ({{count}})",
  "{{count}} of {{limit}}": "{{count}} de {{limit}}",
  "{{name}} from compare": "{{name}} de la comparación",
  "You can compare up to 4 items. Remove one to add another.": "Puede comparar hasta 4 artículos. Quite uno para agregar otro.",
  "Choose an item to compare.": "Elija un artículo para comparar.",
  "{{count}} items side by side": "{{count}} artículos uno al lado del otro",
  Image: "Imagen",
  "{{rating}} out of 5 ({{count}} reviews)": "{{rating}} de 5 ({{count}} opiniones)",
  "Not listed": "No indicado",
  "Compare items | Quire": "Comparar artículos | Quire",
  "Nothing to compare yet. Tick Compare on up to 4 products, then come back here.":
    "Todavía no hay nada que comparar. Marque Comparar en hasta 4 productos y vuelva aquí.",
  "Browse products": "Ver productos",
  "Loading colours for {{name}}": "Cargando colores de {{name}}",
  Rating: "Valoración",
} satisfies Catalogue;
