import type { Catalogue } from "../catalogue-types";

// Spanish for the storefront's cart words (decision 041). Keys are the English text exactly as the code passes it to t().
export default {
  // --- the cart page ----------------------------------------------------------------------------
  "Cart | Quire": "Carrito | Quire",
  "Your cart": "Su carrito",
  "Item(s) in your cart requires attention. Please review before proceeding to checkout.":
    "Hay artículos en su carrito que requieren atención. Revíselos antes de continuar con el pago.",
  "Just added": "Recién agregado",
  "Covers up to {{cap}}, the quantity of the item it protects.": "Cubre hasta {{cap}}, la cantidad del artículo que protege.",
  Removed: "Eliminado",
  // --- the cart area's codes and confirmations (decision 072) -------------------------------------
  "Good news! This item is back in stock.": "¡Buenas noticias! Este artículo vuelve a estar disponible.",
  "This item is not available for pickup or ship to store.":
    "Este artículo no está disponible para recoger ni para envío a la tienda.",
  "Your cart is set for quick checkout. Please finish or leave quick checkout before adding other items.":
    "Su carrito está en pago rápido. Termine o salga del pago rápido antes de agregar otros artículos.",
  "We couldn't find your cart. Please refresh the page.": "No pudimos encontrar su carrito. Actualice la página.",
  "Please sign in to use quick checkout.": "Inicie sesión para usar el pago rápido.",
  "Please sign in to see your account's cart.": "Inicie sesión para ver el carrito de su cuenta.",
  "Oops, something went wrong on our side. Please refresh the page to continue.":
    "Uy, algo salió mal de nuestra parte. Actualice la página para continuar.",
  "Your cart's total is below zero, so it cannot be checked out. Please contact us.":
    "El total de su carrito es inferior a cero, por lo que no se puede pagar. Comuníquese con nosotros.",
  "We're sorry, the following item is out of stock.": "Lo sentimos, el siguiente artículo está agotado.",
  "One or more items in your cart is out of stock. Please remove the item to proceed.":
    "Uno o más artículos de su carrito están agotados. Elimine el artículo para continuar.",
  "Your SKU has been added to the cart.": "Su artículo se agregó al carrito.",
  "Your SKUs have been added to the cart.": "Sus artículos se agregaron al carrito.",
  "Your coupons have been added to the cart.": "Sus cupones se agregaron al carrito.",
  "Your SKU and coupon have been added to the cart.": "Su artículo y su cupón se agregaron al carrito.",
  "Your SKUs and coupon have been added to the cart.": "Sus artículos y su cupón se agregaron al carrito.",
  "Your SKU and coupons have been added to the cart.": "Su artículo y sus cupones se agregaron al carrito.",
  "Your SKUs and coupons have been added to the cart.": "Sus artículos y sus cupones se agregaron al carrito.",
  "Save for later: {{name}}": "Guardar para más tarde: {{name}}",
  "Save for later": "Guardar para más tarde",
  "Line total": "Total de la línea",
  "Protection plan for {{name}}": "Plan de protección para {{name}}",
  "Add-on for {{name}}": "Complemento para {{name}}",
  "Bundled with {{name}}": "En paquete con {{name}}",
  "Protection plan for {{name}} (covers {{room}})": "Plan de protección para {{name}} (cubre {{room}})",
  "Add protection plan": "Agregar plan de protección",
  "Add-ons for {{name}}": "Complementos para {{name}}",
  Add: "Agregar",
  "Add {{name}}": "Agregar {{name}}",
  "{{name}} removed from your cart.": "Se eliminó {{name}} de su carrito.",
  "Quantity of {{name}} is now {{qty}}.": "La cantidad de {{name}} ahora es {{qty}}.",

  // --- order summary ----------------------------------------------------------------------------
  "Order summary": "Resumen del pedido",
  "Coupons ({{count}})": "Cupones ({{count}})",
  Shipping: "Envío",
  Handling: "Manejo",
  TBD: "Por determinar",
  "Estimated tax": "Impuesto estimado",
  Total: "Total",
  "Prepaid cards": "Tarjetas prepagadas",
  "Easy Rewards": "Easy Rewards",
  "Membership Rewards points": "Puntos Membership Rewards",
  "Easy Rewards available": "Easy Rewards disponibles",
  "Tax will be calculated at checkout.": "El impuesto se calculará al pagar.",
  "This order earns {{points}} Easy Rewards points.": "Este pedido acumula {{points}} puntos Easy Rewards.",
  "FREE shipping when you spend {{amount}} to go": "Envío GRATIS si gasta {{amount}} más",

  // --- coupons ----------------------------------------------------------------------------------
  "Coupon code": "Código de cupón",
  "Applying…": "Aplicando…",
  Apply: "Aplicar",
  "Applied coupons": "Cupones aplicados",
  "You save {{amount}}": "Usted ahorra {{amount}}",
  "Remove coupon {{code}}": "Eliminar el cupón {{code}}",
  "Please enter a coupon code.": "Ingrese un código de cupón.",
  "Your coupon has been added to the cart.": "Su cupón se agregó al carrito.",
  "Your coupon has been removed from the cart.": "Su cupón se eliminó del carrito.",
  "That coupon is not on your cart.": "Ese cupón no está en su carrito.",
  "Enter a coupon code (letters and digits).": "Ingrese un código de cupón (letras y números).",
  "This coupon code is not valid.": "Este código de cupón no es válido.",
  "This coupon has expired.": "Este cupón venció.",
  "None of the items in your cart qualify for this coupon.": "Ninguno de los artículos de su carrito califica para este cupón.",
  "This coupon is worth more than the items it applies to.": "Este cupón vale más que los artículos a los que se aplica.",
  "Spend {{amount}} or more to use this coupon.": "Gaste {{amount}} o más para usar este cupón.",

  // --- the spec's cart messages (CART_MESSAGES) and the server's ----------------------------------
  "This item number is not valid.": "Este número de artículo no es válido.",
  "We couldn't find this item.": "No pudimos encontrar este artículo.",
  "This item is no longer available.": "Este artículo ya no está disponible.",
  "Sorry, but we are unable to display prices at this time. Please try again in a few minutes.":
    "Lo sentimos, no podemos mostrar los precios en este momento. Vuelva a intentarlo en unos minutos.",
  "This item is not available for pickup at this store.": "Este artículo no está disponible para recoger en esta tienda.",
  "You already have this item in cart with the maximum quantity available.":
    "Ya tiene este artículo en el carrito con la cantidad máxima disponible.",
  "We're sorry, but you have ordered more than we have in stock.": "Lo sentimos, pero pidió más de lo que tenemos en existencia.",
  "You can order a maximum of {{max}} of an item in one line.": "Puede pedir un máximo de {{max}} de un artículo en una línea.",
  "We're sorry, this item is sold in limited quantities. You can order a maximum of {{limit}}. Please update the quantity and click Add to cart to continue.":
    "Lo sentimos, este artículo se vende en cantidades limitadas. Puede pedir un máximo de {{limit}}. Actualice la cantidad y haga clic en Agregar al carrito para continuar.",
  "We couldn't find that item in your cart.": "No pudimos encontrar ese artículo en su carrito.",
  "We're sorry, this item is out of stock and is not added to cart.":
    "Lo sentimos, este artículo está agotado y no se agregó al carrito.",
  "The items are blocked for add to cart as per your organization policies":
    "Las políticas de su organización no permiten agregar estos artículos al carrito",
  "Your protection plan now covers {{count}} to match your item.":
    "Su plan de protección ahora cubre {{count}} para coincidir con su artículo.",
  "You are changing order {{number}}. Approve it on the approvals page when you are done.":
    "Está modificando el pedido {{number}}. Apruébelo en la página de aprobaciones cuando termine.",
  "Sorry, something went wrong. Please try again.": "Lo sentimos, algo salió mal. Vuelva a intentarlo.",
  "This form can't do that.": "Este formulario no puede hacer eso.",
  "Please sign in to check out.": "Inicie sesión para pagar.",
  "{{problems}} line could not move in full.": "{{problems}} línea no se pudo pasar completa.",
  "{{problems}} lines could not move in full.": "{{problems}} líneas no se pudieron pasar completas.",
  "Total quantity of plans cannot exceed quantity of items purchased.":
    "La cantidad total de planes no puede superar la cantidad de artículos comprados.",
  "This add-on can only be bought with the item it goes with. Add that item to your cart first.":
    "Este complemento solo se puede comprar con el artículo al que acompaña. Primero agregue ese artículo a su carrito.",

  // --- free items and samples -------------------------------------------------------------------
  "Free items for you": "Artículos gratis para usted",
  "Remove free item {{name}}": "Eliminar el artículo gratis {{name}}",
  "Your free item has been added to the cart.": "Su artículo gratis se agregó al carrito.",
  "Your free item has been removed from the cart.": "Su artículo gratis se eliminó del carrito.",
  "To proceed to checkout, please add another item that's not a sample to your cart.":
    "Para continuar con el pago, agregue a su carrito otro artículo que no sea una muestra.",
  "Free samples out of stock or ineligible for pickup or electronic delivery will not ship.":
    "Las muestras gratis agotadas o que no califican para recoger o para entrega electrónica no se enviarán.",

  // --- furniture assembly -----------------------------------------------------------------------
  "Furniture assembly": "Ensamblaje de muebles",
  "Close furniture assembly": "Cerrar ensamblaje de muebles",
  Assembly: "Ensamblaje",
  "Assembly added": "Ensamblaje agregado",
  "Add assembly": "Agregar ensamblaje",
  "Change assembly": "Cambiar ensamblaje",
  "{{action}} for {{name}}": "{{action}} para {{name}}",
  "Save assembly": "Guardar ensamblaje",
  "Basic assembly": "Ensamblaje básico",
  "Custom assembly": "Ensamblaje personalizado",
  "fee quoted after your order: {{tbd}}": "cargo cotizado después de su pedido: {{tbd}}",
  "Choose how many of your {{qty}} unit of {{name}} to have assembled.":
    "Elija cuántas de su {{qty}} unidad de {{name}} desea que se ensamblen.",
  "Choose how many of your {{qty}} units of {{name}} to have assembled.":
    "Elija cuántas de sus {{qty}} unidades de {{name}} desea que se ensamblen.",
  "Assembly isn't offered for this item.": "No se ofrece ensamblaje para este artículo.",
  "You can't choose assembly for more units than you have in your cart.":
    "No puede elegir ensamblaje para más unidades de las que tiene en su carrito.",

  // --- alternates and the sold-out drawer -------------------------------------------------------
  "See alternatives to {{name}}": "Ver alternativas para {{name}}",
  "Lighter choices without the carrier fee": "Opciones más livianas sin el cargo de transportista",
  "Add {{qty}} of {{name}} to cart": "Agregar {{qty}} de {{name}} al carrito",
  "Add {{qty}}": "Agregar {{qty}}",
  "Limited availability": "Disponibilidad limitada",
  "Limited quantities available": "Cantidades limitadas disponibles",
  "Please see some alternate choices below.": "Vea algunas opciones alternativas a continuación.",
  "Don't show alternatives": "No mostrar alternativas",
  "Alternatives stay hidden for 30 days.": "Las alternativas permanecen ocultas durante 30 días.",
  "Close alternatives": "Cerrar alternativas",
  "This item is not eligible for Easy Rewards points redemption.": "Este artículo no califica para canjear puntos Easy Rewards.",

  // --- a line's delivery ------------------------------------------------------------------------
  Delivery: "Entrega",
  Store: "Tienda",
  "for {{name}}": "para {{name}}",
  "delivery for {{name}}": "la entrega de {{name}}",
  "Ship to me": "Enviarme a mí",
  "Pick up at {{store}}": "Recoger en {{store}}",
  "Ship to {{store}}": "Enviar a {{store}}",
  "Not available for pickup today at {{store}}.": "No disponible para recoger hoy en {{store}}.",
  "{{quantity}} in stock at {{store}}.": "{{quantity}} disponibles en {{store}}.",
  "{{quantity}} in stock": "{{quantity}} disponibles",
  "none in stock": "ninguno disponible",
  "Updating…": "Actualizando…",
  Update: "Actualizar",
  "Choose store in cart to see availability.": "Elija una tienda en el carrito para ver la disponibilidad.",
  "Pickup in store is not available for your account. Your items can be shipped to you.":
    "Recoger en la tienda no está disponible para su cuenta. Sus artículos se le pueden enviar.",
  "This item is not available for pickup in store.": "Este artículo no está disponible para recoger en la tienda.",
  // an item set for two deliveries (SPLIT_DELIVERY_MESSAGES)
  "This item is set for both pickup and shipping. Choose one delivery for it.":
    "Este artículo está marcado para recoger y para envío. Elija una sola forma de entrega para él.",
  "This item is set for more than one store. Choose one delivery for it.":
    "Este artículo está marcado para más de una tienda. Elija una sola forma de entrega para él.",
  "An item in your cart is set for more than one delivery. Choose one delivery for it in your cart.":
    "Un artículo de su carrito está marcado para más de una forma de entrega. Elija una sola en su carrito.",
  "We couldn't find store {{store}}. Please choose another store.":
    "No pudimos encontrar la tienda {{store}}. Elija otra tienda.",

  // --- quick buy --------------------------------------------------------------------------------
  "Buy now": "Comprar ahora",
  "Quick buy": "Compra rápida",
  "Close quick buy": "Cerrar compra rápida",
  Items: "Artículos",
  "Pay with": "Pagar con",
  "Check out now": "Pagar ahora",

  // --- saved for later --------------------------------------------------------------------------
  "Saved for later ({{count}})": "Guardado para más tarde ({{count}})",
  "Moving…": "Moviendo…",
  "Move all to cart": "Mover todo al carrito",
  "Move {{qty}} to cart": "Mover {{qty}} al carrito",
  "Remove {{name}} from saved items": "Eliminar {{name}} de los artículos guardados",
  "Get it by {{weekday}}": "Recíbalo el {{weekday}}",
  "{{name}} saved for later.": "{{name}} se guardó para más tarde.",
  "{{name}} was saved for later.": "{{name}} se guardó para más tarde.",
  "{{count}} items were moved to your cart.": "Se movieron {{count}} artículos a su carrito.",
  "{{name}} was moved to your cart.": "{{name}} se movió a su carrito.",
  "The item": "El artículo",
  "{{name}} moved to your cart.": "{{name}} se movió a su carrito.",
  "Saved items moved to your cart.": "Los artículos guardados se movieron a su carrito.",
  "{{name}} removed from saved items.": "Se eliminó {{name}} de los artículos guardados.",
  "We couldn't find that item in your saved items.": "No pudimos encontrar ese artículo en sus artículos guardados.",
  "We couldn't find that item.": "No pudimos encontrar ese artículo.",
  "This item goes with another item in your cart and cannot be saved for later on its own.":
    "Este artículo acompaña a otro artículo de su carrito y no se puede guardar para más tarde por sí solo.",

  // --- list create fields -----------------------------------------------------------------------
  "Who can use it": "Quién puede usarla",
  "Only you can see it": "Solo usted puede verla",
  "Account members can use it and may edit": "Los miembros de la cuenta pueden usarla y editarla",

  // --- holiday notice, quick buy's ship-to link -----------------------------------------------
  "Holiday shipping": "Envíos de temporada navideña",
  "Order by {{date}} for delivery by Christmas.": "Haga su pedido a más tardar el {{date}} para recibirlo antes de Navidad.",
  "Dismiss the holiday shipping notice": "Descartar el aviso de envíos de temporada navideña",
  "Ship somewhere else?": "¿Enviar a otro lugar?",
  "Quick buy ships to your default shipping address.": "La compra rápida se envía a su dirección de envío predeterminada.",
  "Change your default shipping address": "Cambiar su dirección de envío predeterminada",
} satisfies Catalogue;
