import type { Catalogue } from "../catalogue-types";

// A list's own page, its print view and the list controls (favourite, rename, delete), the lists'
// notices and the lists service's refusals, translated at render (decision 041).
export default {
  // --- a list's page ----------------------------------------------------------------------------
  "Print this list": "Imprimir esta lista",
  "Price not available": "Precio no disponible",
  "Item {{number}}": "Artículo {{number}}",
  "No longer sold": "Ya no se vende",
  "Quantity: {{qty}}": "Cantidad: {{qty}}",
  "Add to cart: {{name}}": "Agregar al carrito: {{name}}",
  "Item number": "Número de artículo",
  Owner: "Propietario",
  You: "Usted",
  "This list is read-only: you can add its items to your cart, but not change it.":
    "Esta lista es de solo lectura: puede agregar sus artículos al carrito, pero no cambiarla.",
  "You can add this list's items to your cart, but only its owner can change it.":
    "Puede agregar los artículos de esta lista al carrito, pero solo su propietario puede cambiarla.",
  "Add all to cart": "Agregar todo al carrito",
  "Items, page {{page}} of {{pages}}": "Artículos, página {{page}} de {{pages}}",
  "This list is empty. Add products to it with Add to list on their pages.":
    "Esta lista está vacía. Agregue productos con Agregar a la lista en sus páginas.",
  "There are no items on this page.": "No hay artículos en esta página.",
  "Add an item": "Agregar un artículo",

  // --- the list controls ------------------------------------------------------------------------
  "Add to favorites": "Agregar a favoritas",
  "Remove from favorites": "Quitar de favoritas",
  "{{action}}: {{name}}": "{{action}}: {{name}}",
  Rename: "Cambiar nombre",
  "Rename {{name}}": "Cambiar nombre de {{name}}",
  "New name": "Nombre nuevo",
  "Save name": "Guardar nombre",
  "Delete {{name}}": "Eliminar {{name}}",
  "Delete “{{name}}” and its 1 item? This can’t be undone.":
    "¿Eliminar “{{name}}” y su artículo? Esta acción no se puede deshacer.",
  "Delete “{{name}}” and its {{count}} items? This can’t be undone.":
    "¿Eliminar “{{name}}” y sus {{count}} artículos? Esta acción no se puede deshacer.",
  "Yes, delete “{{name}}”": "Sí, eliminar “{{name}}”",

  // --- the print view ---------------------------------------------------------------------------
  "Back to the list": "Volver a la lista",
  "Use your browser’s Print command to print this page.": "Use el comando Imprimir de su navegador para imprimir esta página.",
  "{{type}} list · Owner: {{owner}} · Modified On {{date}} ·":
    "Lista {{type}} · Propietario: {{owner}} · Modificada el {{date}} ·",
  "Items on {{name}}": "Artículos de {{name}}",
  Item: "Artículo",
  "Not available": "No disponible",

  // --- the lists' notices (lib/list-pages.ts LIST_NOTICES) --------------------------------------
  "Created the list “{{name}}”.": "Se creó la lista “{{name}}”.",
  "Renamed the list to “{{name}}”.": "Se cambió el nombre de la lista a “{{name}}”.",
  "Deleted the list “{{name}}”.": "Se eliminó la lista “{{name}}”.",
  "Added “{{name}}” to your favorites.": "Se agregó “{{name}}” a sus favoritas.",
  "Removed “{{name}}” from your favorites.": "Se quitó “{{name}}” de sus favoritas.",
  "Added the item to “{{name}}”.": "Se agregó el artículo a “{{name}}”.",
  "Updated the quantity.": "Se actualizó la cantidad.",
  "Removed the item from the list.": "Se eliminó el artículo de la lista.",
  "“{{name}}” is shared: give its link to whoever should see it.": "“{{name}}” está compartida: dé su enlace a quien deba verla.",
  "“{{name}}” is no longer shared.": "“{{name}}” ya no está compartida.",
  // a consumer's list shared by its link (decision 077)
  "Anyone signed in who has this link can see the list and add its items to their cart:":
    "Cualquier persona con sesión iniciada que tenga este enlace puede ver la lista y agregar sus artículos a su carrito:",
  "Stop sharing": "Dejar de compartir",
  "Share this list": "Compartir esta lista",

  // --- the lists service's refusals (packages/server/src/modules/lists) -------------------------
  "Sign in to use shopping lists.": "Inicie sesión para usar las listas de compras.",
  "This list is read-only: only its owner can change it.": "Esta lista es de solo lectura: solo su propietario puede cambiarla.",
  "Only the list's owner can change it.": "Solo el propietario de la lista puede cambiarla.",
  "Only the list's owner can rename it.": "Solo el propietario de la lista puede cambiarle el nombre.",
  "Only the list's owner can change who can use it.": "Solo el propietario de la lista puede cambiar quién puede usarla.",
  "Only the list's owner can delete it.": "Solo el propietario de la lista puede eliminarla.",
  "You can't create a personal list.": "No puede crear una lista personal.",
  "You can't create a shared list.": "No puede crear una lista compartida.",
  "You can't create a global list.": "No puede crear una lista de la empresa.",
  "You can't make this a personal list.": "No puede convertir esta lista en personal.",
  "You can't make this a shared list.": "No puede convertir esta lista en compartida.",
  "You can't make this a global list.": "No puede convertir esta lista en una lista de la empresa.",
  "A list holds at most {{count}} items.": "Una lista tiene como máximo {{count}} artículos.",
  "That item is not on this list.": "Ese artículo no está en esta lista.",
  "You can mark at most {{count}} lists as favorites.": "Puede marcar como máximo {{count}} listas como favoritas.",
  "We couldn't find item {{item}}.": "No pudimos encontrar el artículo {{item}}.",
  "A quantity is a whole number from 1 to 9999.": "Una cantidad es un número entero del 1 al 9999.",
  // --- the content editor (routes/content-edit.tsx, content-edit-form.tsx): this helper's other
  // pages' words live here too, so the catalogue has one part per helper
  "Edit {{title}} | {{site}}": "Editar {{title}} | {{site}}",
  "Edit the {{title}} page.": "Editar la página {{title}}.",
  'Edit "{{title}}"': "Editar “{{title}}”",
  Address: "Dirección",
  "last saved {{date}} UTC by {{name}}": "guardada por última vez el {{date}} UTC por {{name}}",
  "last saved {{date}} UTC": "guardada por última vez el {{date}} UTC",
  Description: "Descripción",
  "Shown by search engines and link previews.": "La muestran los buscadores y las vistas previas de enlaces.",
  "Text (Markdown)": "Texto (Markdown)",
  "Headings with #, lists with -, links as [words](/path). HTML is shown as text. At most {{max}} characters.":
    "Encabezados con #, listas con -, enlaces como [palabras](/ruta). El HTML se muestra como texto. Como máximo {{max}} caracteres.",
  "Save page": "Guardar página",
  Preview: "Vista previa",
  "Preview (not saved)": "Vista previa (sin guardar)",
  "Enter a title.": "Ingrese un título.",
  "A title is at most 120 characters.": "Un título tiene como máximo 120 caracteres.",
  "A description is at most 300 characters.": "Una descripción tiene como máximo 300 caracteres.",
  "Enter the page's text.": "Ingrese el texto de la página.",
  "The page's text is at most 50,000 characters.": "El texto de la página tiene como máximo 50,000 caracteres.",
  "There is no page at that address.": "No hay ninguna página en esa dirección.",
  "Sign in as a store admin to edit this page.": "Inicie sesión como administrador de la tienda para editar esta página.",
  "Your account can't edit the store's pages.": "Su cuenta no puede editar las páginas de la tienda.",
} satisfies Catalogue;
