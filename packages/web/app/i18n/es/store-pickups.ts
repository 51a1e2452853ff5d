import type { Catalogue } from "../catalogue-types";

// In-store pickups (decision 079): the store staff's page, and what the shopper's order pages and
// messages say of a pickup being prepared or ready.
export default {
  "Pickup orders | Quire": "Pedidos para recoger | Quire",
  "Pickup orders": "Pedidos para recoger",
  "Only store staff can see and mark pickup orders.":
    "Solo el personal de la tienda puede ver y marcar los pedidos para recoger.",
  "Store number": "Número de tienda",
  "Show orders": "Mostrar pedidos",
  "Waiting at {{name}} (store {{storeNumber}})": "En espera en {{name}} (tienda {{storeNumber}})",
  "No pickup orders are waiting at this store.": "No hay pedidos para recoger en espera en esta tienda.",
  "Orders waiting: {{n}}. The longest waiting is first.":
    "Pedidos en espera: {{n}}. El que lleva más tiempo esperando va primero.",
  "Not given: ask for the order number": "No se indicó: pida el número de pedido",
  "Items to set aside": "Artículos para apartar",
  "Mark ready for pickup": "Marcar listo para recoger",
  "(order {{number}})": "(pedido {{number}})",
  "There is no pickup order {{orderNumber}} at store {{storeNumber}}.":
    "No hay ningún pedido para recoger {{orderNumber}} en la tienda {{storeNumber}}.",
  "Order {{orderNumber}} is already marked ready for pickup at store {{storeNumber}}.":
    "El pedido {{orderNumber}} ya está marcado como listo para recoger en la tienda {{storeNumber}}.",
  "Order {{orderNumber}} is marked ready. We've told the shopper.":
    "El pedido {{orderNumber}} está marcado como listo. Ya se lo avisamos al cliente.",
  "Preparing for pickup": "En preparación para recoger",
  "Ready for pickup": "Listo para recoger",
  "Partly ready for pickup": "Parcialmente listo para recoger",
  "Pickup at store {{storeNumber}}": "Recogida en la tienda {{storeNumber}}",
  "{{storeName}} is getting order {{orderNumber}} ready": "{{storeName}} está preparando el pedido {{orderNumber}}",
  "We'll send you a message as soon as your items are ready to pick up. Please wait for it before you come to the store.":
    "Le enviaremos un mensaje en cuanto sus artículos estén listos para recoger. Espere ese mensaje antes de venir a la tienda.",
} satisfies Catalogue;
