import type { Catalogue } from "../catalogue-types";

// Spanish for the storefront's checkout words (decision 041). Keys are the English text exactly as the code passes it to t().
export default {
  // ---- The page and its steps
  "Checkout | Quire": "Pagar | Quire",
  "Your cart is empty.": "Su carrito está vacío.",
  "Back to cart": "Volver al carrito",
  completed: "completado",
  "in progress": "en curso",
  "not started": "sin empezar",
  "being changed": "en edición",
  Done: "Listo",
  Change: "Cambiar",
  Cancel: "Cancelar",
  Continue: "Continuar",
  "Something went wrong. Please try again.": "Algo salió mal. Vuelva a intentarlo.",

  // ---- Delivery
  Delivery: "Entrega",
  "How would you like to get your order?": "¿Cómo desea recibir su pedido?",
  "Ship to an address": "Enviar a una dirección",
  "Pick up in store": "Recoger en la tienda",
  "(no store near you offers pickup)": "(ninguna tienda cerca de usted ofrece recogida)",
  "Store for pickup": "Tienda para recoger",
  "Used when you pick up in store.": "Se usa cuando recoge en la tienda.",
  "Everything in your cart is picked up in store:": "Todo lo de su carrito se recoge en la tienda:",
  "Picked up in store:": "Se recoge en la tienda:",
  "(qty {{qty}}):": "(cant. {{qty}}):",
  "ship to ": "enviar a ",
  "pick up at ": "recoger en ",
  "the store you chose": "la tienda que eligió",

  // ---- Address
  "Shipping address": "Dirección de envío",
  "Pickup person": "Persona que recoge",
  "Shipping address and pickup person": "Dirección de envío y persona que recoge",
  "Ship to": "Enviar a",
  "Store pickup by": "Recoge en la tienda",
  "Change pickup person": "Cambiar la persona que recoge",
  "Tell us who will pick up your store pickup items. We'll send pickup details to this email.":
    "Díganos quién recogerá los artículos en la tienda. Enviaremos los detalles de la recogida a este correo electrónico.",
  "Tell us who will pick up the order. We'll send pickup details to this email.":
    "Díganos quién recogerá el pedido. Enviaremos los detalles de la recogida a este correo electrónico.",
  "Choose a shipping address": "Elija una dirección de envío",
  "Use a new address": "Usar una dirección nueva",
  "New address": "Dirección nueva",
  "Where should we ship your order?": "¿A dónde enviamos su pedido?",
  "Save pickup person": "Guardar persona que recoge",
  "Ship to this address": "Enviar a esta dirección",
  Select: "Seleccione",
  "5 digits, or ZIP+4": "5 dígitos, o ZIP+4",
  "First name": "Nombre",
  "Last name": "Apellido",
  "Company name": "Nombre de la empresa",
  "Street address": "Dirección",
  "Apt, suite, etc.": "Apto., suite, etc.",
  City: "Ciudad",
  State: "Estado",
  "Zip code": "Código postal",
  "Phone number": "Número de teléfono",
  Extension: "Extensión",
  "Email address": "Correo electrónico",
  "{{phone}} ext. {{extension}}": "{{phone}} ext. {{extension}}",
  // the address rules' words (packages/domain/src/checkout/address-rules.ts)
  "Invalid phone number": "Número de teléfono no válido",
  "Invalid zip code": "Código postal no válido",
  "Invalid state": "Estado no válido",
  "Invalid extension": "Extensión no válida",
  "{{label}} is required": "{{label}}: campo obligatorio",
  "{{label}} must be {{max}} characters or fewer": "{{label}}: máximo {{max}} caracteres",
  // the ZIP code's city and state (address-validation.ts)
  "We couldn't match that address": "No pudimos verificar esa dirección",
  "We couldn't match the city and state to ZIP code {{zipCode}}. Did you mean {{city}}, {{state}}?":
    "No pudimos hacer coincidir la ciudad y el estado con el código postal {{zipCode}}. ¿Quiso decir {{city}}, {{state}}?",
  "We saved your address as you entered it.": "Guardamos su dirección tal como la ingresó.",
  "You entered": "Usted ingresó",
  Suggested: "Sugerida",
  "Use suggested address": "Usar la dirección sugerida",
  "Keep the address I entered": "Conservar la dirección que ingresé",
  "ZIP code {{zipCode}} is in {{state}}. To use another state, correct the ZIP code in the form below.":
    "El código postal {{zipCode}} está en {{state}}. Para usar otro estado, corrija el código postal en el formulario de abajo.",

  // ---- Payment
  Payment: "Pago",
  "Payment method": "Forma de pago",
  "Credit Card": "Tarjeta de crédito",
  "Other Payment": "Otras formas de pago",
  "Gift & prepaid cards": "Tarjetas de regalo y prepagadas",
  "How would you like to pay?": "¿Cómo desea pagar?",
  "A new card": "Una tarjeta nueva",
  "Credit or debit card": "Tarjeta de crédito o débito",
  Card: "Tarjeta",
  "Card details": "Datos de la tarjeta",
  "{{brand}} ending in {{last4}}": "{{brand}} que termina en {{last4}}",
  "Expiry {{date}}": "Vencimiento {{date}}",
  "Expires {{date}}": "Vence {{date}}",
  ", expires {{date}}": ", vence {{date}}",
  Default: "Predeterminada",
  Expired: "Vencida",
  "Expires soon": "Vence pronto",
  "Make default": "Hacer predeterminada",
  Remove: "Eliminar",
  "Use a different card": "Usar otra tarjeta",
  "Card details received": "Datos de la tarjeta recibidos",
  "Enter different card details": "Ingresar otros datos de tarjeta",
  "Enter card details": "Ingresar los datos de la tarjeta",
  "Card entry is not available right now. Please try again in a few minutes.":
    "No se pueden ingresar tarjetas en este momento. Vuelva a intentarlo en unos minutos.",
  "Save this card for next time": "Guardar esta tarjeta para la próxima vez",
  Nickname: "Apodo",
  "Up to {{max}} characters, to tell your saved cards apart.":
    "Hasta {{max}} caracteres, para distinguir sus tarjetas guardadas.",
  "Same as shipping address": "Igual que la dirección de envío",
  "Billing address": "Dirección de facturación",
  "Edit billing address": "Editar la dirección de facturación",
  "Keep the saved billing address": "Conservar la dirección de facturación guardada",
  "Pay on account": "Pagar a cuenta",
  "Purchase order number": "Número de orden de compra",
  "Purchase order {{number}}": "Orden de compra {{number}}",
  Account: "Cuenta",
  "Account, purchase order {{number}}": "Cuenta, orden de compra {{number}}",
  "Use this payment": "Usar este pago",
  "Your order is paid for in full.": "Su pedido está pagado en su totalidad.",
  "Review your order": "Revise su pedido",
  // card messages (packages/domain/src/payments/cards.ts) and the gateway's refusals
  "Error occurred while processing your payment. Please try again.": "Ocurrió un error al procesar su pago. Vuelva a intentarlo.",
  "Please check that your credit card details are correct and try again.":
    "Verifique que los datos de su tarjeta de crédito sean correctos y vuelva a intentarlo.",
  "Your card was declined. Please check your card number, expiration date, security code and billing address, or use a different card.":
    "Su tarjeta fue rechazada. Verifique el número de tarjeta, la fecha de vencimiento, el código de seguridad y la dirección de facturación, o use otra tarjeta.",
  "This card has expired. Please use a different card.": "Esta tarjeta está vencida. Use otra tarjeta.",
  "Your card was declined. We couldn't verify the card number, expiration date and security code. Please verify and try again.":
    "Su tarjeta fue rechazada. No pudimos verificar el número, la fecha de vencimiento ni el código de seguridad de la tarjeta. Verifique los datos y vuelva a intentarlo.",
  "Your card was declined for insufficient funds. Please use a different card.":
    "Su tarjeta fue rechazada por fondos insuficientes. Use otra tarjeta.",
  "Please select a different card or add a new card to proceed with your order.":
    "Seleccione otra tarjeta o agregue una tarjeta nueva para continuar con su pedido.",
  "We're sorry, something went wrong. Click here to retry.":
    "Lo sentimos, algo salió mal. Haga clic aquí para volver a intentarlo.",
  "We are still experiencing problems. Please select Change payment.": "Seguimos teniendo problemas. Seleccione Cambiar pago.",
  "We're unable to process your payment at this time. Please try again or use a different payment method.":
    "No podemos procesar su pago en este momento. Vuelva a intentarlo o use otra forma de pago.",
  "Too many payment attempts. Please wait a few minutes and try again.":
    "Demasiados intentos de pago. Espere unos minutos y vuelva a intentarlo.",
  "You can save up to 10 cards. Please remove a saved card before adding a new one.":
    "Puede guardar hasta 10 tarjetas. Elimine una tarjeta guardada antes de agregar una nueva.",
  "A card nickname can have at most {{max}} characters.": "El apodo de una tarjeta puede tener como máximo {{max}} caracteres.",
  "Security codes are entered in the secure card form only.":
    "Los códigos de seguridad se ingresan solo en el formulario seguro de tarjeta.",
  "That card was not found.": "No se encontró esa tarjeta.",
  "Please enter a purchase order number.": "Ingrese un número de orden de compra.",
  "Please enter a purchase order number of up to 25 letters or digits.":
    "Ingrese un número de orden de compra de hasta 25 letras o dígitos.",
  "Paying on account is for business accounts.": "El pago a cuenta es para cuentas empresariales.",
  "Purchase order numbers are for business accounts.": "Los números de orden de compra son para cuentas empresariales.",
  // wallets (packages/domain/src/payments/wallets.ts, the server's wallet refusals)
  "PayPal declined this payment. Please use a different payment method.": "PayPal rechazó este pago. Use otra forma de pago.",
  "PayPal couldn't complete this payment. Please approve it in PayPal again or use a different payment method.":
    "PayPal no pudo completar este pago. Vuelva a aprobarlo en PayPal o use otra forma de pago.",
  "We are unable to process your Klarna payment at this time. Please try again or use a different payment method.":
    "No podemos procesar su pago con Klarna en este momento. Vuelva a intentarlo o use otra forma de pago.",
  "We are unable to process your Apple Pay payment at this time. Please try again or use a different payment method.":
    "No podemos procesar su pago con Apple Pay en este momento. Vuelva a intentarlo o use otra forma de pago.",
  "The card in your Apple Pay wallet was declined. Please choose a different card or payment method.":
    "La tarjeta de su billetera de Apple Pay fue rechazada. Elija otra tarjeta u otra forma de pago.",
  "Please choose PayPal, Klarna or Apple Pay.": "Elija PayPal, Klarna o Apple Pay.",
  "This PayPal approval belongs to someone else.": "Esta aprobación de PayPal pertenece a otra persona.",
  "This PayPal approval was for a different cart. Please choose PayPal again.":
    "Esta aprobación de PayPal era para otro carrito. Vuelva a elegir PayPal.",
  "We couldn't confirm your Klarna approval. Please choose Klarna again.":
    "No pudimos confirmar su aprobación de Klarna. Vuelva a elegir Klarna.",
  "Your Klarna approval has expired. Please choose Klarna again.": "Su aprobación de Klarna venció. Vuelva a elegir Klarna.",
  "Your order is paid for in full: there is nothing left for {{wallet}} to pay.":
    "Su pedido está pagado en su totalidad: no queda nada que pagar con {{wallet}}.",
  // gift and prepaid cards (packages/domain/src/payments/gift-cards.ts)
  "You can use up to 5 gift and prepaid cards on one order.": "Puede usar hasta 5 tarjetas de regalo y prepagadas en un pedido.",
  "This card is already applied to your order.": "Esta tarjeta ya está aplicada a su pedido.",
  "This card has no balance left. Please use a different card.": "Esta tarjeta no tiene saldo. Use otra tarjeta.",
  "This card is not active. Please use a different card.": "Esta tarjeta no está activa. Use otra tarjeta.",
  "Your order is already paid for in full.": "Su pedido ya está pagado en su totalidad.",
  "Gift cards can't be bought with a gift or prepaid card. Please pay for them by card or another way.":
    "Las tarjetas de regalo no se pueden comprar con una tarjeta de regalo o prepagada. Páguelas con tarjeta o de otra forma.",
  "Too many gift card attempts. Please wait a few minutes and try again.":
    "Demasiados intentos con tarjetas de regalo. Espere unos minutos y vuelva a intentarlo.",
  "Gift card ending in {{last4}} has a balance of {{amount}}.":
    "La tarjeta de regalo que termina en {{last4}} tiene un saldo de {{amount}}.",
  "Gift cards and rewards are for consumer orders. Please pay by card or on account.":
    "Las tarjetas de regalo y las recompensas son para pedidos de consumidores. Pague con tarjeta o a cuenta.",
  "That payment is not applied to your order.": "Ese pago no está aplicado a su pedido.",
  "There is nothing to pay for this order.": "No hay nada que pagar en este pedido.",
  // Easy Rewards and Membership Rewards points
  "Your rewards balance has changed. Please review the rewards applied to your order and place it again.":
    "Su saldo de recompensas cambió. Revise las recompensas aplicadas a su pedido y vuelva a realizarlo.",
  "Your Membership Rewards points could not be used. Please review your payment.":
    "No se pudieron usar sus puntos Membership Rewards. Revise su pago.",
  "Your Membership Rewards points are applied to this order.": "Sus puntos Membership Rewards están aplicados a este pedido.",
  "To use Membership Rewards points, pay with an American Express card first.":
    "Para usar puntos Membership Rewards, primero pague con una tarjeta American Express.",
  "You don't have enough Membership Rewards points for that amount.":
    "No tiene suficientes puntos Membership Rewards para ese monto.",
  "This American Express card is not enrolled in Membership Rewards. Please pay with the card instead.":
    "Esta tarjeta American Express no está inscrita en Membership Rewards. Pague con la tarjeta.",
  "Please enter a whole-dollar amount of at least $1.00.": "Ingrese un monto en dólares enteros de al menos $1.00.",
  "Only {{amount}} of points could be applied: the rest of the order is paid by card.":
    "Solo se pudieron aplicar {{amount}} en puntos: el resto del pedido se paga con tarjeta.",

  // ---- The server's other checkout refusals (packages/server/src/modules/checkout)
  "Please choose delivery or pickup.": "Elija envío o recogida.",
  "Please choose a store for pickup.": "Elija una tienda para recoger.",
  "Please choose one delivery for {{name}}.": "Elija una sola forma de entrega para {{name}}.",
  "Choose one delivery in your cart": "Elija una sola forma de entrega en su carrito",
  "Please check the address.": "Revise la dirección.",
  "That address was not found.": "No se encontró esa dirección.",
  "We're sorry, we can't deliver to this address. Please choose a different address or pick up in store.":
    "Lo sentimos, no podemos entregar en esta dirección. Elija otra dirección o recoja en la tienda.",
  "A field is too long.": "Un campo es demasiado largo.",
  "This is too long.": "Esto es demasiado largo.",
  "Please complete delivery, address and payment before placing your order.":
    "Complete la entrega, la dirección y el pago antes de realizar su pedido.",
  "Please review your order and place it again.": "Revise su pedido y vuelva a realizarlo.",
  "Your order total has changed. Please review your order before placing it.":
    "El total de su pedido cambió. Revise su pedido antes de realizarlo.",
  "Please sign in to check out.": "Inicie sesión para pagar.",
  "That checkout was not found. Please reload the page and try again.":
    "No se encontró ese proceso de pago. Vuelva a cargar la página e inténtelo de nuevo.",
  "This cart has already been ordered.": "Ya se realizó un pedido con este carrito.",
  "Sorry, {{name}} can't be ordered in that quantity.": "Lo sentimos, {{name}} no se puede pedir en esa cantidad.",
  "Sorry, {{name}} is out of stock in the quantity you chose.": "Lo sentimos, {{name}} está agotado en la cantidad que eligió.",
  "This is a credit card number. Please enter it in the Credit Card tab's secure card form.":
    "Este es un número de tarjeta de crédito. Ingréselo en el formulario seguro de la pestaña Tarjeta de crédito.",

  // ---- Gift cards, Easy Rewards and Membership Rewards points on the payment step
  "Gift and prepaid cards on this order": "Tarjetas de regalo y prepagadas de este pedido",
  "Pays {{amount}}": "Paga {{amount}}",
  "of {{balance}}": "de {{balance}}",
  "{{amount}} left to pay: choose a card or another payment for the rest.":
    "Quedan {{amount}} por pagar: elija una tarjeta u otra forma de pago para el resto.",
  "Your gift cards cover this order in full.": "Sus tarjetas de regalo cubren este pedido en su totalidad.",
  "{{card}} ending in {{last4}} has a balance of {{amount}}.": "{{card}} que termina en {{last4}} tiene un saldo de {{amount}}.",
  "You can use up to {{max}} gift and prepaid cards on one order.":
    "Puede usar hasta {{max}} tarjetas de regalo y prepagadas en un pedido.",
  "Gift or prepaid card number": "Número de tarjeta de regalo o prepagada",
  "Up to {{max}} digits, from the back of the card.": "Hasta {{max}} dígitos, del reverso de la tarjeta.",
  "Apply card": "Aplicar tarjeta",
  "Check balance": "Consultar saldo",
  "You have {{amount}} in rewards ({{points}} points).": "Tiene {{amount}} en recompensas ({{points}} puntos).",
  " This order earns {{points}} points.": " Este pedido gana {{points}} puntos.",
  "Easy Rewards applied": "Easy Rewards aplicadas",
  "Rewards to use": "Recompensas que desea usar",
  "Change rewards": "Cambiar recompensas",
  "Apply rewards": "Aplicar recompensas",
  "Pay with Membership Rewards points": "Pagar con puntos Membership Rewards",
  "Points to use": "Puntos que desea usar",
  "100 points pay $1.00. Use points in hundreds, e.g. 1000 for $10.00.":
    "100 puntos pagan $1.00. Use puntos en centenas, p. ej., 1000 por $10.00.",
  "Apply points": "Aplicar puntos",
  "Gift cards": "Tarjetas de regalo",
  "Prepaid cards": "Tarjetas prepagadas",
  "Balance to pay": "Saldo por pagar",
  "Join Quire Rewards to earn and redeem points.": "Únase a Quire Rewards para ganar y canjear puntos.",
  "You need at least 100 points ($1) to redeem.": "Necesita al menos 100 puntos ($1) para canjear.",
  "No item in your cart can be paid with Easy Rewards points.":
    "Ningún artículo de su carrito se puede pagar con puntos Easy Rewards.",
  "You can apply up to the rewards available.": "Puede aplicar hasta las recompensas disponibles.",
  "Please enter a whole-dollar amount to apply.": "Ingrese un monto en dólares enteros para aplicar.",
  "Your Easy Rewards points are applied to this order.": "Sus puntos Easy Rewards están aplicados a este pedido.",
  "Easy Rewards are for consumer rewards members.": "Easy Rewards es para miembros de recompensas de consumidores.",

  // ---- Wallets on the Other Payment tab
  "Sign in to PayPal to pay with your balance, bank or card.":
    "Inicie sesión en PayPal para pagar con su saldo, banco o tarjeta.",
  "Pay in 4 interest-free payments, or in 30 days.": "Pague en 4 cuotas sin intereses o en 30 días.",
  "Pay with a card in your Apple Pay wallet.": "Pague con una tarjeta de su billetera de Apple Pay.",
  "Confirm {{wallet}}": "Confirmar {{wallet}}",
  "{{wallet}} approved {{amount}}. Use {{wallet}} to pay for this order?":
    "{{wallet}} aprobó {{amount}}. ¿Desea usar {{wallet}} para pagar este pedido?",
  "{{wallet}} account": "Cuenta de {{wallet}}",
  "Use {{wallet}}": "Usar {{wallet}}",
  "Paying with {{wallet}}": "Pago con {{wallet}}",
  "Pay with a different {{wallet}} account": "Pagar con otra cuenta de {{wallet}}",
  "Pay with {{wallet}}": "Pagar con {{wallet}}",
  "You'll approve the payment on the wallet's own page, then come back here to review your order before it is placed.":
    "Aprobará el pago en la página de la billetera y luego volverá aquí para revisar su pedido antes de realizarlo.",
  "You cancelled {{wallet}}. Choose another way to pay, or try again.":
    "Canceló {{wallet}}. Elija otra forma de pago o vuelva a intentarlo.",
  "Your {{wallet}} session has expired. Please try again.": "Su sesión de {{wallet}} venció. Vuelva a intentarlo.",

  // ---- Review and the summary
  "Items in your order": "Artículos de su pedido",
  "Line total": "Total de la línea",
  "Price N/A": "Precio no disponible",
  "Coupons ({{count}})": "Cupones ({{count}})",
  Shipping: "Envío",
  "Handling fee": "Cargo por manejo",
  "Estimated tax": "Impuesto estimado",
  "Order summary": "Resumen del pedido",
  "Order total": "Total del pedido",
  "Tax will be calculated when your order is placed.": "El impuesto se calculará cuando realice su pedido.",
  "Your order total is now {{total}}. Please check it, then place your order again.":
    "El total de su pedido ahora es {{total}}. Revíselo y vuelva a realizar su pedido.",
  "Pick up at": "Recoger en",
  "Picked up by": "Recoge",
  "Pay with": "Pagar con",
  "Budget centre": "Centro de presupuesto",
  "Available balance": "Saldo disponible",
  "This order will be sent for approval": "Este pedido se enviará para su aprobación",
  "It is over your budget centre's available balance.": "Supera el saldo disponible de su centro de presupuesto.",
  "Your account asks for approval of every order.": "Su cuenta requiere la aprobación de cada pedido.",
  "Place order": "Realizar pedido",
  "Submit for approval": "Enviar para aprobación",
  "Submitting for approval…": "Enviando para aprobación…",
  "Placing your order…": "Realizando su pedido…",
  "Complete each step to place your order.": "Complete cada paso para realizar su pedido.",

  // ---- Confirmation and orders
  "Order {{number}} | Quire": "Pedido {{number}} | Quire",
  "Your order was sent for approval": "Su pedido se envió para su aprobación",
  "Thank you for your order": "Gracias por su pedido",
  "Order number": "Número de pedido",
  "An approver on your account will review it. We'll email you when it is approved or declined.":
    "Un aprobador de su cuenta lo revisará. Le enviaremos un correo electrónico cuando se apruebe o se rechace.",
  "We'll email you when your order is ready to pick up.":
    "Le enviaremos un correo electrónico cuando su pedido esté listo para recoger.",
  "We'll email you when your items ship and when your store pickup is ready.":
    "Le enviaremos un correo electrónico cuando se envíen sus artículos y cuando su recogida en la tienda esté lista.",
  "We'll email you when your order ships.": "Le enviaremos un correo electrónico cuando se envíe su pedido.",
  "View order details": "Ver detalles del pedido",
  "Recommended for you": "Recomendado para usted",
  "Your orders | Quire": "Sus pedidos | Quire",
  "Your orders": "Sus pedidos",
  "You haven't placed any orders yet.": "Todavía no ha realizado ningún pedido.",
  "There are no orders on this page.": "No hay pedidos en esta página.",
  "Start shopping": "Empezar a comprar",
  "See your latest orders": "Ver sus pedidos más recientes",
  "{{count}} orders_one": "{{count}} pedido",
  "{{count}} orders": "{{count}} pedidos",
  ", page {{current}} of {{pages}}": ", página {{current}} de {{pages}}",
  Date: "Fecha",
  Status: "Estado",
  Items: "Artículos",
  Total: "Total",
  "Order pages": "Páginas de pedidos",
  page: "página",
  Page: "Página",
  "Order {{number}}": "Pedido {{number}}",
  "Placed on": "Fecha del pedido",
  "Placed by": "Realizado por",
  "Ship to store: ": "Enviar a la tienda: ",
  "Pick up at ": "Recoger en ",
  Coupons: "Cupones",
  Tax: "Impuesto",
  Pickup: "Recogida",
  "This order earned {{points}} Easy Rewards points.": "Este pedido ganó {{points}} puntos Easy Rewards.",
  "Buy again": "Volver a comprar",
  "{{day}} of {{month}} of {{year}}": "{{day}} de {{month}} de {{year}}",
  // gift cards an order bought (bought-gift-cards.tsx)
  "Gift card ({{value}}): ships in 3-5 business days; activated when it ships.":
    "Tarjeta de regalo ({{value}}): se envía en 3 a 5 días hábiles; se activa cuando se envía.",
  "E-gift card ({{value}}): issued when the order is approved.":
    "Tarjeta de regalo electrónica ({{value}}): se emite cuando se aprueba el pedido.",
  "E-gift card ({{value}}): not issued.": "Tarjeta de regalo electrónica ({{value}}): no emitida.",
  " (not active)": " (no activa)",
  "E-gift card ending in {{last4}} — number {{number}}, PIN {{pin}}, balance {{balance}}":
    "Tarjeta de regalo electrónica que termina en {{last4}}: número {{number}}, PIN {{pin}}, saldo {{balance}}",
  "Anyone with a card's number and PIN can spend it: share them only with the person you are giving it to. Check what is left on a card with “Check a gift card balance” at the bottom of any page.":
    "Cualquier persona que tenga el número y el PIN de una tarjeta puede usarla: compártalos solo con la persona a quien se la regala. Consulte el saldo de una tarjeta con “Consultar el saldo de una tarjeta de regalo” al final de cualquier página.",
  // order status words (ORDER_STATUS_TEXT)
  "Order placed": "Pedido realizado",
  "Waiting for approval": "En espera de aprobación",
  Declined: "Rechazado",
  Shipped: "Enviado",
  Delivered: "Entregado",
  // how an order was paid (order-text.ts)
  "Gift card": "Tarjeta de regalo",
  "Prepaid card": "Tarjeta prepagada",
  "Membership Rewards points": "Puntos Membership Rewards",
  "Easy Rewards": "Easy Rewards",
  // guest checkout (decision 060)
  "Saved cards and Easy Rewards need an account. You can create one after you order.":
    "Las tarjetas guardadas y Easy Rewards requieren una cuenta. Puede crear una después de pedir.",
  "Please enter your email address. We send your order confirmation there.":
    "Ingrese su correo electrónico. Allí le enviamos la confirmación del pedido.",
  "Please enter the pickup person's email address. We tell them there when the order is ready.":
    "Ingrese el correo electrónico de quien recoge. Allí le avisamos cuando el pedido esté listo.",
  "Saved cards need an account. Sign in or create an account to save a card.":
    "Las tarjetas guardadas requieren una cuenta. Inicie sesión o cree una cuenta para guardar una tarjeta.",
  "Easy Rewards need an account. Sign in or create an account to use your rewards.":
    "Easy Rewards requiere una cuenta. Inicie sesión o cree una cuenta para usar sus recompensas.",
  "Track this order": "Seguir este pedido",
} satisfies Catalogue;
