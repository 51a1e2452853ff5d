import { DELIVERY_PROMISE } from "@quire/domain";
import type { Catalogue } from "../catalogue-types";

// Spanish for the storefront's layout words (decision 041): header, menu, footer, mini cart,
// drawers and the 404 page. Keys are the English text exactly as the code passes it to t().
export default {
  // --- header ---------------------------------------------------------------------------------
  "Sign in": "Iniciar sesión",
  "Hi there": "Hola",
  "Hi, {{name}}": "Hola, {{name}}",
  home: "inicio",
  "Account, stores and cart": "Cuenta, tiendas y carrito",
  Stores: "Tiendas",
  "Shop by category": "Comprar por categoría",
  ", account menu": ", menú de la cuenta",
  "Signing out…": "Cerrando sesión…",
  "Sign out": "Cerrar sesión",
  "Quick links": "Enlaces rápidos",
  "Search products": "Buscar productos",
  "Search paper, ink, staplers...": "Buscar papel, tinta, engrapadoras...",
  Search: "Buscar",
  Suggestions: "Sugerencias",
  Category: "Categoría",
  Brand: "Marca",
  Product: "Producto",
  "(opens in a new tab)": "(se abre en una pestaña nueva)",

  // the shopper's activity
  "You have 1 message.": "Tiene 1 mensaje.",
  "You have {{number}} messages.": "Tiene {{number}} mensajes.",
  "Rewards: {{points}} points · {{dollars}} to spend": "Recompensas: {{points}} puntos · {{dollars}} para gastar",
  "New offer": "Nueva oferta",
  Lists: "Listas",
  "Your account activity": "Actividad de su cuenta",
  "Approvals ({{count}})": "Aprobaciones ({{count}})",
  "Lists ({{count}})": "Listas ({{count}})",

  // the business account strip
  "Business account": "Cuenta empresarial",
  "Account {{number}}": "Cuenta {{number}}",
  Account: "Cuenta",
  "Budget centre": "Centro de presupuesto",
  "{{amount}} available": "{{amount}} disponibles",
  "Ship to": "Enviar a",
  "Sales rep": "Representante de ventas",

  // the menu drawer
  Menu: "Menú",
  "Close menu": "Cerrar menú",
  "All categories": "Todas las categorías",
  "All {{category}}": "Todo en {{category}}",

  // the store picker
  "My store: {{city}}": "Mi tienda: {{city}}",
  "Your store": "Su tienda",
  "store details": "detalles de la tienda",
  "Change store": "Cambiar de tienda",
  "Set your store": "Elija su tienda",
  "Set your store: ZIP code or city": "Elija su tienda: código postal o ciudad",
  Find: "Buscar",

  // --- cart button and mini cart ------------------------------------------------------------------
  "Cart, {{count}} items_one": "Carrito, {{count}} artículo",
  "Cart, {{count}} items": "Carrito, {{count}} artículos",
  "{{count}} items_one": "{{count}} artículo",
  "{{count}} items": "{{count}} artículos",
  "Removed {{items}}.": "Se eliminó {{items}}.",
  "Quantity raised by {{amount}}.": "Cantidad aumentada en {{amount}}.",
  "Quantity lowered by {{amount}}.": "Cantidad reducida en {{amount}}.",
  "Your cart ({{items}})": "Su carrito ({{items}})",
  "Close cart": "Cerrar carrito",
  "Loading your cart…": "Cargando su carrito…",
  "Updating your cart…": "Actualizando su carrito…",
  "Your cart is empty.": "Su carrito está vacío.",
  "Items in your cart": "Artículos en su carrito",
  "Removing…": "Eliminando…",
  "Remove {{name}}": "Eliminar {{name}}",
  Remove: "Eliminar",
  "Free items in your cart": "Artículos gratis en su carrito",
  FREE: "GRATIS",
  "Subtotal ({{items}})": "Subtotal ({{items}})",
  "View cart": "Ver carrito",
  Checkout: "Pagar",
  "Something went wrong. Please try again.": "Algo salió mal. Vuelva a intentarlo.",

  // --- sign-in drawer and overlay, merge notice -------------------------------------------------
  "Sign in to check out": "Inicie sesión para pagar",
  "Sign in for faster checkout, or continue as a guest.": "Inicie sesión para pagar más rápido o continúe como invitado.",
  "Close sign in": "Cerrar inicio de sesión",
  "New here?": "¿Es nuevo aquí?",
  "Create an account": "Crear una cuenta",
  Email: "Correo electrónico",
  Password: "Contraseña",
  "Signing in…": "Iniciando sesión…",
  "Show password": "Mostrar contraseña",
  "Hide password": "Ocultar contraseña",
  // the forms' shared words (ui/form-fields.tsx)
  "There is a problem": "Hay un problema",
  "(optional)": "(opcional)",
  // the sign-in checks (@quire/domain account-requests.ts) and the server's refusal
  "Enter your email address.": "Ingrese su dirección de correo electrónico.",
  "Email addresses have at most 254 characters.": "Las direcciones de correo electrónico tienen como máximo 254 caracteres.",
  "Invalid email address": "Dirección de correo electrónico no válida",
  "Enter your password.": "Ingrese su contraseña.",
  "Passwords have at most 128 characters.": "Las contraseñas tienen como máximo 128 caracteres.",
  "The email or password you entered is incorrect.": "El correo electrónico o la contraseña que ingresó no son correctos.",
  "We moved {{items}} from your earlier visit into your cart.": "Pasamos {{items}} de su visita anterior a su carrito.",
  "We couldn't move the items from your earlier visit into your cart.":
    "No pudimos pasar los artículos de su visita anterior a su carrito.",
  "This line could not move in full:": "No se pudo pasar completo este artículo:",
  "These lines could not move in full:": "No se pudieron pasar completos estos artículos:",
  "Item {{id}}": "Artículo {{id}}",
  Dismiss: "Descartar",
  "cart notice": "aviso del carrito",

  // --- lists drawer -------------------------------------------------------------------------------
  "Your lists": "Sus listas",
  "Create a list": "Crear una lista",
  "Loading your lists…": "Cargando sus listas…",
  "Your list": "Su lista",
  "Your {{count}} most recent lists": "Sus {{count}} listas más recientes",
  "View all lists": "Ver todas las listas",
  "Create a new list": "Crear una lista nueva",
  "Creating…": "Creando…",
  "Create list": "Crear lista",
  "You have no lists yet. Name one to start keeping the things you order again and again.":
    "Todavía no tiene listas. Ponga nombre a una para guardar lo que pide una y otra vez.",
  "We couldn't load your lists just now. You can still create a new one.":
    "No pudimos cargar sus listas en este momento. Aún puede crear una nueva.",
  "Name your new list.": "Ponga nombre a su nueva lista.",
  "Lists keep the things you order again and again. Sign in to create one.":
    "Las listas guardan lo que pide una y otra vez. Inicie sesión para crear una.",
  "Sign in to create a list": "Inicie sesión para crear una lista",
  "Close lists": "Cerrar listas",

  // --- gift card balance drawer -------------------------------------------------------------------
  "Check a gift card balance": "Consultar el saldo de una tarjeta de regalo",
  "Enter the number and PIN of a Quire gift or prepaid card.":
    "Ingrese el número y el PIN de una tarjeta de regalo o prepagada de Quire.",
  "Close gift card balance": "Cerrar saldo de tarjeta de regalo",
  "Prepaid card ending in {{last4}} has a balance of {{amount}}.":
    "La tarjeta prepagada que termina en {{last4}} tiene un saldo de {{amount}}.",
  "Gift card ending in {{last4}} has a balance of {{amount}}.":
    "La tarjeta de regalo que termina en {{last4}} tiene un saldo de {{amount}}.",
  "Gift card number": "Número de la tarjeta de regalo",
  "Up to {{digits}} digits, from the back of the card or your e-gift card.":
    "Hasta {{digits}} dígitos, del reverso de la tarjeta o de su tarjeta de regalo electrónica.",
  "Check balance": "Consultar saldo",
  "The {{digits}}-digit security code under the scratch-off strip.":
    "El código de seguridad de {{digits}} dígitos debajo de la franja para raspar.",
  "We couldn't check the balance just now. Please try again.":
    "No pudimos consultar el saldo en este momento. Vuelva a intentarlo.",
  "Please verify the card number and try again.": "Verifique el número de la tarjeta y vuelva a intentarlo.",
  "Please enter the 4-digit PIN from the back of the card.": "Ingrese el PIN de 4 dígitos del reverso de la tarjeta.",
  "This card has no balance left. Please use a different card.": "Esta tarjeta no tiene saldo. Use otra tarjeta.",
  "This card is not active. Please use a different card.": "Esta tarjeta no está activa. Use otra tarjeta.",
  "The PIN does not match this card. Please check it and try again.":
    "El PIN no coincide con esta tarjeta. Revíselo y vuelva a intentarlo.",

  // --- required cookies dialog --------------------------------------------------------------------
  "Required cookies": "Cookies necesarias",
  "The store needs these cookies to work, so they are always on. We set no advertising or tracking cookies.":
    "La tienda necesita estas cookies para funcionar, por eso siempre están activas. No usamos cookies de publicidad ni de seguimiento.",
  "Cookies the store sets": "Cookies que usa la tienda",
  Cookie: "Cookie",
  "What it does": "Para qué sirve",
  "How long": "Duración",
  "More about cookies": "Más información sobre las cookies",
  OK: "Aceptar",
  "Close required cookies": "Cerrar cookies necesarias",
  // REQUIRED_COOKIES (@quire/domain): purposes and lifetimes
  "Keeps you signed in and remembers your session.": "Mantiene su sesión iniciada y la recuerda.",
  "Until you sign out; ends after a few idle hours": "Hasta que cierre sesión; termina tras unas horas de inactividad",
  "Proves that a form was sent from this store, not from another site.":
    "Comprueba que un formulario se envió desde esta tienda y no desde otro sitio.",
  "The session": "La sesión",
  "Keeps your cart between visits.": "Conserva su carrito entre visitas.",
  "2 years": "2 años",
  "Recognises a device you have signed in on, to protect your account.":
    "Reconoce un dispositivo en el que inició sesión, para proteger su cuenta.",
  "1 year": "1 año",
  "Remembers the store you chose for pickup.": "Recuerda la tienda que eligió para recoger sus pedidos.",
  "Remembers that you asked not to see alternatives for sold-out items.":
    "Recuerda que pidió no ver alternativas para los artículos agotados.",
  "30 days": "30 días",

  // --- footer -------------------------------------------------------------------------------------
  Footer: "Pie de página",
  "Find a store": "Buscar una tienda",
  "Your account": "Su cuenta",
  Cart: "Carrito",
  "Prices in USD": "Precios en USD",
  More: "Más",
  // the tenants' taglines (@quire/domain site.ts)
  "Office supplies, delivered": "Artículos de oficina, a domicilio",
  "Supplies for business accounts": "Artículos para cuentas empresariales",

  // --- 404 page -----------------------------------------------------------------------------------
  "Page not found | Quire": "Página no encontrada | Quire",
  "There is no page at this address.": "No hay ninguna página en esta dirección.",
  "Something went wrong | Quire": "Algo salió mal | Quire",
  "We can't find that page": "No encontramos esa página",
  "There is no page at": "No hay ninguna página en",
  "The link may be old or the address mistyped.": "Es posible que el enlace sea antiguo o que la dirección esté mal escrita.",
  "Search the store": "Buscar en la tienda",
  "Ways on": "Por dónde seguir",
  "Home page": "Página de inicio",
  "Help centre": "Centro de ayuda",
  // the routes' own words under the 404 page's (the root's error boundary shows them)
  "We couldn't find that page.": "No encontramos esa página.",
  "We couldn't find that order.": "No encontramos ese pedido.",
  "We couldn't find that list.": "No encontramos esa lista.",
  "We couldn't find that product. It may have been removed or the address may be mistyped.":
    "No encontramos ese producto. Es posible que se haya eliminado o que la dirección esté mal escrita.",
  "We couldn't find that store. It may have closed or the address may be mistyped.":
    "No encontramos esa tienda. Es posible que haya cerrado o que la dirección esté mal escrita.",

  // --- the seeded header, footer and account menu of both tenants (header-footer-config.ts) -------
  // the store's one delivery promise (@quire/domain DELIVERY_PROMISE)
  [DELIVERY_PROMISE.en]: DELIVERY_PROMISE.es,
  "Weekends not counted": "Sin contar los fines de semana",
  "**Free shipping** on orders over $49.99. [Details](/help/shipping)":
    "**Envío gratis** en pedidos de más de $49.99. [Detalles](/help/shipping)",
  "Members earn __5% back__ in Rewards^1^\n- on ink & toner\n- on paper":
    "Los miembros reciben __5% de reembolso__ en Recompensas^1^\n- en tinta y tóner\n- en papel",
  "Store locator": "Localizador de tiendas",
  "Store locator: find a store near you": "Localizador de tiendas: encuentre una tienda cerca de usted",
  "Track order": "Rastrear pedido",
  Rewards: "Recompensas",
  "Join Rewards": "Únase a Recompensas",
  "Earn 5% back": "Reciba un 5% de reembolso",
  "Join free": "Únase gratis",
  Approvals: "Aprobaciones",
  "Manage budgets": "Administrar presupuestos",
  Reports: "Informes",
  "Customer service tools": "Herramientas de servicio al cliente",
  "Chat with us": "Chatee con nosotros",
  "Get the app": "Obtenga la aplicación",
  "Email us": "Envíenos un correo electrónico",
  "Call us": "Llámenos",
  "Call us: customer service": "Llámenos: servicio al cliente",
  "Print & marketing": "Impresión y marketing",
  "Print & marketing services": "Servicios de impresión y marketing",
  "Open 7am-9pm ET, 7 days a week": "Abierto de 7 a. m. a 9 p. m. (hora del Este), los 7 días de la semana",
  "Create account": "Crear cuenta",
  "My account": "Mi cuenta",
  "Order history": "Historial de pedidos",
  "Rewards dashboard": "Panel de Recompensas",
  "My membership": "Mi membresía",
  "Change password": "Cambiar contraseña",
  "Find exactly what your office needs": "Encuentre exactamente lo que su oficina necesita",
  "Shop by category, brand or item number": "Compre por categoría, marca o número de artículo",
  "Start shopping": "Empezar a comprar",
  "**Ink & toner finder**": "**Buscador de tinta y tóner**",
  "Enter your printer model to see every cartridge that fits":
    "Ingrese el modelo de su impresora para ver todos los cartuchos compatibles",
  "Find my ink": "Buscar mi tinta",
  "**Paper finder**": "**Buscador de papel**",
  "Copy, cardstock and photo paper by weight and brightness":
    "Papel para copiadora, cartulina y papel fotográfico por peso y brillo",
  "Find my paper": "Buscar mi papel",
  "Customer service": "Servicio al cliente",
  "Shipping information": "Información de envío",
  Returns: "Devoluciones",
  "Give feedback": "Enviar comentarios",
  Shop: "Comprar",
  "Gift cards": "Tarjetas de regalo",
  "Weekly deals": "Ofertas de la semana",
  "About Quire": "Acerca de Quire",
  "About us": "Quiénes somos",
  Careers: "Empleos",
  "1-800-555-0199: call us": "1-800-555-0199: llámenos",
  "1-800-555-0188: call us": "1-800-555-0188: llámenos",
  "Privacy notice": "Aviso de privacidad",
  "Terms of use": "Términos de uso",
  "AdChoices: how we choose what we show you": "AdChoices: cómo elegimos lo que le mostramos",
  "© 2026 Quire, Inc. All rights reserved.": "© 2026 Quire, Inc. Todos los derechos reservados.",
  // advantage only
  "Quick order": "Pedido rápido",
  "Budget overview": "Resumen del presupuesto",
  "Pick up in store": "Recoger en la tienda",
  "Manage users": "Administrar usuarios",
  "Add shipping location": "Agregar dirección de envío",
  "Talk to your account rep about **contract pricing** on breakroom supplies":
    "Hable con su representante de cuenta sobre **precios por contrato** en artículos para la sala de descanso",
  "Business solutions": "Soluciones para empresas",
  "Open a business account": "Abrir una cuenta empresarial",

  // --- guest checkout (decision 060) -----------------------------------------------------------
  "No account? You can check out without one.": "¿No tiene cuenta? Puede pagar sin una.",
  "Check out as a guest": "Pagar como invitado",
  "Check out as a guest | Quire": "Pagar como invitado | Quire",
  "Business accounts check out signed in. Please sign in.":
    "Las cuentas empresariales pagan con la sesión iniciada. Inicie sesión.",
  "Save your details for next time": "Guarde sus datos para la próxima vez",
  "Create an account with {{email}} to track this order and check out faster.":
    "Cree una cuenta con {{email}} para seguir este pedido y pagar más rápido.",
  "There is no guest order to create an account from. Check out as a guest first, or create an account.":
    "No hay un pedido de invitado con el que crear una cuenta. Pague primero como invitado o cree una cuenta.",
} satisfies Catalogue;
