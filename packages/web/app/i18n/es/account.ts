import type { Catalogue } from "../catalogue-types";

// Spanish for the storefront's account words (decision 041). Keys are the English text exactly as the code passes it to t().
export default {
  // --- sign-in page -------------------------------------------------------------------------------
  "Sign in | Quire": "Iniciar sesión | Quire",
  "Please sign in to continue.": "Inicie sesión para continuar.",
  "You're already signed in.": "Ya inició sesión.",
  Continue: "Continuar",
  "Forgot password?": "¿Olvidó su contraseña?",

  // --- account page -------------------------------------------------------------------------------
  "Your account | Quire": "Su cuenta | Quire",
  "Your Quire account: profile, addresses, password, orders and lists.":
    "Su cuenta de Quire: perfil, direcciones, contraseña, pedidos y listas.",
  Profile: "Perfil",
  "Your profile has been saved.": "Se guardó su perfil.",
  "Your password has been changed. You've been signed out everywhere else.":
    "Se cambió su contraseña. Se cerró su sesión en todos los demás dispositivos.",
  Orders: "Pedidos",
  "Track, review and reorder": "Rastree, revise y vuelva a pedir",
  Addresses: "Direcciones",
  "Where your orders go": "Adónde van sus pedidos",
  "Change your password": "Cambiar su contraseña",
  "Your shopping lists": "Sus listas de compras",
  "Your points and offers": "Sus puntos y ofertas",
  "Join Quire Rewards free": "Únase gratis a Recompensas de Quire",
  "First name": "Nombre",
  "Last name": "Apellido",
  "Phone number": "Número de teléfono",
  "10 digits, for example (617) 555-0100": "10 dígitos, por ejemplo (617) 555-0100",
  "Save profile": "Guardar perfil",

  // --- addresses ----------------------------------------------------------------------------------
  "Your addresses | Quire": "Sus direcciones | Quire",
  "The addresses kept on your Quire account: add, edit, delete and choose the default.":
    "Las direcciones guardadas en su cuenta de Quire: agregue, edite, elimine y elija la predeterminada.",
  "Your addresses": "Sus direcciones",
  "The address has been added.": "Se agregó la dirección.",
  "The address has been saved.": "Se guardó la dirección.",
  "The address has been deleted.": "Se eliminó la dirección.",
  "Your default address has been changed.": "Se cambió su dirección predeterminada.",
  "You have no saved addresses yet. Add one below, or at checkout.":
    "Todavía no tiene direcciones guardadas. Agregue una a continuación o al pagar.",
  "Saved addresses": "Direcciones guardadas",
  "Default address": "Dirección predeterminada",
  Edit: "Editar",
  "the address at {{street}}": "la dirección de {{street}}",
  "Make default": "Hacer predeterminada",
  Delete: "Eliminar",
  "Edit address": "Editar dirección",
  "Add an address": "Agregar una dirección",
  "Keep the address as I typed it": "Conservar la dirección como la escribí",
  "Choose…": "Elija…",
  "Save address": "Guardar dirección",
  "Add address": "Agregar dirección",
  Cancel: "Cancelar",
  // the address fields (@quire/domain ADDRESS_FIELD_LABELS)
  "Company name": "Nombre de la empresa",
  "Street address": "Dirección",
  "Apt, suite, etc.": "Apto., suite, etc.",
  City: "Ciudad",
  State: "Estado",
  "Zip code": "Código postal",
  Extension: "Extensión",
  // the address checks (@quire/domain address-rules.ts, address-validation.ts) and refusals
  "{{field}} is required": "{{field}}: este campo es obligatorio",
  "{{field}} must be {{max}} characters or fewer": "{{field}}: use como máximo {{max}} caracteres",
  "Invalid phone number": "Número de teléfono no válido",
  "Invalid zip code": "Código postal no válido",
  "Invalid state": "Estado no válido",
  "Invalid extension": "Extensión no válida",
  "Please check the address.": "Revise la dirección.",
  "You can keep up to {{count}} addresses. Delete one to add another.":
    "Puede guardar hasta {{count}} direcciones. Elimine una para agregar otra.",
  "That address was not found.": "No se encontró esa dirección.",
  "We couldn't match the city and state to ZIP code {{zip}}. Did you mean {{city}}, {{state}}?":
    "No pudimos hacer coincidir la ciudad y el estado con el código postal {{zip}}. ¿Quiso decir {{city}}, {{state}}?",

  // --- profile and password checks (@quire/domain account-requests.ts) and refusals ---------------
  "first name": "nombre",
  "last name": "apellido",
  "company name": "nombre de la empresa",
  "Enter your {{field}}.": "Ingrese su {{field}}.",
  "Your {{field}} can have at most {{max}} characters.": "Su {{field}} puede tener como máximo {{max}} caracteres.",
  "Your {{field}} has characters we can't accept.": "Su {{field}} tiene caracteres que no podemos aceptar.",
  "Company names have at most 100 characters.": "Los nombres de empresa tienen como máximo 100 caracteres.",
  "Your company name has characters we can't accept.": "El nombre de su empresa tiene caracteres que no podemos aceptar.",
  "Enter a 10-digit US phone number, such as (617) 555-0100.":
    "Ingrese un número de teléfono de EE. UU. de 10 dígitos, como (617) 555-0100.",
  "Another account uses this email.": "Otra cuenta usa este correo electrónico.",
  "Enter a password.": "Ingrese una contraseña.",
  "Password must be 8 to 128 characters and include a letter and a digit.":
    "La contraseña debe tener de 8 a 128 caracteres e incluir una letra y un dígito.",
  "8 to 128 characters, with at least one letter and one digit.": "De 8 a 128 caracteres, con al menos una letra y un dígito.",
  "Enter the new password again.": "Vuelva a ingresar la contraseña nueva.",
  "The two new passwords are not the same.": "Las dos contraseñas nuevas no coinciden.",
  "Enter your current password.": "Ingrese su contraseña actual.",
  "The current password you entered is incorrect.": "La contraseña actual que ingresó no es correcta.",
  "Please sign in.": "Inicie sesión.",
  "This reset link is not valid.": "Este enlace para restablecer la contraseña no es válido.",
  "This reset link is not valid. Ask for a new one below.":
    "Este enlace para restablecer la contraseña no es válido. Pida uno nuevo a continuación.",
  "This reset link has already been used. Ask for a new one below if you need it.":
    "Este enlace para restablecer la contraseña ya se usó. Pida uno nuevo a continuación si lo necesita.",
  "This reset link has expired (links work for 30 minutes). Ask for a new one below.":
    "Este enlace para restablecer la contraseña venció (los enlaces funcionan durante 30 minutos). Pida uno nuevo a continuación.",

  // --- change password ----------------------------------------------------------------------------
  "Change your password | Quire": "Cambiar su contraseña | Quire",
  "Change the password of your Quire account.": "Cambie la contraseña de su cuenta de Quire.",
  "For {{email}}": "Para {{email}}",
  "New password": "Contraseña nueva",
  "Confirm new password": "Confirmar contraseña nueva",
  "Current password": "Contraseña actual",
  "Changing your password signs you out everywhere else.":
    "Al cambiar su contraseña, se cerrará su sesión en todos los demás dispositivos.",
  "Send reset link": "Enviar enlace para restablecer",
  "Set new password": "Establecer contraseña nueva",

  // --- track an order -----------------------------------------------------------------------------
  "Track an order | Quire": "Rastrear un pedido | Quire",
  "See where your Quire order is with its order number and e-mail, no sign-in needed.":
    "Vea dónde está su pedido de Quire con su número de pedido y correo electrónico, sin iniciar sesión.",
  "Track an order": "Rastrear un pedido",
  "Enter your order number and the email you used. You don't need to sign in.":
    "Ingrese su número de pedido y el correo electrónico que usó. No necesita iniciar sesión.",
  "We couldn't find an order with that number and e-mail": "No pudimos encontrar un pedido con ese número y correo electrónico",
  "Order number": "Número de pedido",
  "On your order confirmation, for example 7012345678": "En la confirmación de su pedido, por ejemplo 7012345678",
  "Email used for the order": "Correo electrónico usado para el pedido",
  "Enter your order number.": "Ingrese su número de pedido.",
  "Order numbers are 6 to 12 digits.": "Los números de pedido tienen de 6 a 12 dígitos.",
  "Order {{number}}": "Pedido {{number}}",
  Status: "Estado",
  "Order placed": "Pedido realizado",
  "Waiting for approval": "En espera de aprobación",
  Declined: "Rechazado",
  Shipped: "Enviado",
  Delivered: "Entregado",
  Placed: "Realizado",
  "Shipping to": "Se envía a",
  Items: "Artículos",
  "and {{count}} more": "y {{count}} más",

  // --- content pages and the help centre ----------------------------------------------------------
  "Edit this page": "Editar esta página",
  "Last updated {{date}} by {{name}}": "Última actualización: {{date}}, por {{name}}",
  "Last updated {{date}}": "Última actualización: {{date}}",
  "Help pages": "Páginas de ayuda",
  "Search help": "Buscar en la ayuda",
  'No help articles match "{{query}}"': 'Ningún artículo de ayuda coincide con "{{query}}"',
  '{{count}} help articles match "{{query}}"_one': '{{count}} artículo de ayuda coincide con "{{query}}"',
  '{{count}} help articles match "{{query}}"': '{{count}} artículos de ayuda coinciden con "{{query}}"',
  "Try other words, or see the topics below.": "Pruebe con otras palabras o consulte los temas a continuación.",
  '"{{query}}" in Help': '"{{query}}" en Ayuda',

  // --- stores -------------------------------------------------------------------------------------
  "Find a store | Quire": "Buscar una tienda | Quire",
  "Stores near {{place}} | Quire": "Tiendas cerca de {{place}} | Quire",
  "Find a Quire store near you: addresses, opening hours, directions.":
    "Encuentre una tienda Quire cerca de usted: direcciones, horarios y cómo llegar.",
  'We can\'t search for "{{query}}". {{reason}}': 'No podemos buscar "{{query}}". {{reason}}',
  'No stores found near "{{query}}": that ZIP code is not known.':
    'No se encontraron tiendas cerca de "{{query}}": no conocemos ese código postal.',
  'No stores found near "{{query}}". Try another ZIP code or city, or a wider radius.':
    'No se encontraron tiendas cerca de "{{query}}". Pruebe con otro código postal o ciudad, o con un radio más amplio.',
  "Enter a ZIP code, a city, or a city and state (letters, digits, spaces and commas).":
    "Ingrese un código postal, una ciudad o una ciudad y un estado (letras, dígitos, espacios y comas).",
  "No Local Business": "No hay tiendas en la zona",
  "A store number is 1 to 6 digits.": "Un número de tienda tiene de 1 a 6 dígitos.",
  "There is no store with that number.": "No hay ninguna tienda con ese número.",
  "Sign in to save your preferred store.": "Inicie sesión para guardar su tienda preferida.",
  "your store": "su tienda",
  "1 store within {{miles}} miles of {{place}}": "1 tienda a menos de {{miles}} millas de {{place}}",
  "{{count}} stores within {{miles}} miles of {{place}}": "{{count}} tiendas a menos de {{miles}} millas de {{place}}",
  "Stores near your store in {{city}}": "Tiendas cerca de su tienda en {{city}}",
  "Map of the 1 store found near {{place}}. Numbered markers match the list; the cross marks the place searched.":
    "Mapa de la tienda encontrada cerca de {{place}}. Los marcadores numerados corresponden a la lista; la cruz marca el lugar buscado.",
  "Map of the {{count}} stores found near {{place}}. Numbered markers match the list; the cross marks the place searched.":
    "Mapa de las {{count}} tiendas encontradas cerca de {{place}}. Los marcadores numerados corresponden a la lista; la cruz marca el lugar buscado.",
  "ZIP code, city, or city and state": "Código postal, ciudad, o ciudad y estado",
  Within: "A menos de",
  "{{count}} miles": "{{count}} millas",
  "Stores, nearest first": "Tiendas, de la más cercana a la más lejana",
  away: "de distancia",
  "Store #{{number}}": "Tienda n.º {{number}}",
  "Today: {{hours}}": "Hoy: {{hours}}",
  "Make this my store: {{store}}": "Elegir como mi tienda: {{store}}",
  "Make this my store": "Elegir como mi tienda",
  "My store": "Mi tienda",
  "Store not found | Quire": "Tienda no encontrada | Quire",
  "{{store}}: {{address}}. Hours, phone and directions.": "{{store}}: {{address}}. Horario, teléfono y cómo llegar.",
  "Find other stores": "Buscar otras tiendas",
  Directions: "Cómo llegar",
  "to {{store}} (opens in a new tab)": "a {{store}} (se abre en una pestaña nueva)",
  "This is your store.": "Esta es su tienda.",
  "Store hours": "Horario de la tienda",
  "Opening hours, {{zone}} time": "Horario de apertura, hora de {{zone}}",

  // --- create an account, forgot and reset password ----------------------------------------------
  "Create an account | Quire": "Crear una cuenta | Quire",
  "Order for your business with its own prices and approvals.":
    "Haga pedidos para su empresa con sus propios precios y aprobaciones.",
  "Check out faster and keep your lists.": "Pague más rápido y guarde sus listas.",
  "Already have an account?": "¿Ya tiene una cuenta?",
  "Creating your account…": "Creando su cuenta…",
  "Create account": "Crear cuenta",
  "An account with this email already exists. Sign in instead.":
    "Ya existe una cuenta con este correo electrónico. Inicie sesión.",
  "Your session has expired. Please refresh the page and try again.":
    "Su sesión venció. Actualice la página y vuelva a intentarlo.",
  "Forgot your password? | Quire": "¿Olvidó su contraseña? | Quire",
  "Get a link to reset the password of your Quire account.":
    "Reciba un enlace para restablecer la contraseña de su cuenta de Quire.",
  "Forgot your password?": "¿Olvidó su contraseña?",
  "If an account uses that e-mail, we've sent a link to reset your password. It works once, for 30 minutes.":
    "Si alguna cuenta usa ese correo electrónico, le enviamos un enlace para restablecer su contraseña. Funciona una sola vez, durante 30 minutos.",
  "Enter the email of your account and we'll send you a link to choose a new password.":
    "Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.",
  "Remembered it?": "¿La recordó?",
  "Choose a new password | Quire": "Elegir una contraseña nueva | Quire",
  "Set a new password for your Quire account with the link we e-mailed you.":
    "Establezca una contraseña nueva para su cuenta de Quire con el enlace que le enviamos por correo electrónico.",
  "Choose a new password": "Elegir una contraseña nueva",
  "Your password has been changed and you've been signed out everywhere.":
    "Se cambió su contraseña y se cerró su sesión en todos los dispositivos.",
  "Sign in with your new password": "Inicie sesión con su contraseña nueva",
  "Get a new reset link": "Obtener un enlace nuevo para restablecer",

  // --- feedback and gift cards pages --------------------------------------------------------------
  "Thank you for your feedback": "Gracias por sus comentarios",
  "Tell us what works and what doesn't on the store: we read every message.":
    "Díganos qué funciona y qué no en la tienda: leemos todos los mensajes.",
  "We read every message. If you gave your e-mail address and asked a question, we will answer within two business days.":
    "Leemos todos los mensajes. Si nos dio su correo electrónico e hizo una pregunta, le responderemos en un plazo de dos días hábiles.",
  "Back to the home page": "Volver a la página de inicio",
  "Tell us what works and what doesn't. For help with an order, see the":
    "Díganos qué funciona y qué no. Para obtener ayuda con un pedido, consulte el",
  "help centre": "centro de ayuda",
  Topic: "Tema",
  Website: "Sitio web",
  Products: "Productos",
  Delivery: "Entrega",
  "Orders and returns": "Pedidos y devoluciones",
  "Something else": "Otro tema",
  "Your feedback": "Sus comentarios",
  "What worked, what didn't, what you missed. At most {{max}} characters.":
    "Qué funcionó, qué no y qué echó de menos. Como máximo {{max}} caracteres.",
  "E-mail": "Correo electrónico",
  "Only if you would like an answer.": "Solo si desea una respuesta.",
  "Send feedback": "Enviar comentarios",
  "Choose a topic.": "Elija un tema.",
  "Tell us what you think.": "Díganos qué opina.",
  "A message is at most 2,000 characters.": "Un mensaje tiene como máximo 2,000 caracteres.",
  "Enter a shorter e-mail address.": "Ingrese un correo electrónico más corto.",
  "Enter an e-mail address like name@example.com.": "Ingrese un correo electrónico como nombre@example.com.",
  "Check the form.": "Revise el formulario.",
  "Thanks: we have had several messages from you this hour. Try again later.":
    "Gracias: hemos recibido varios mensajes suyos en esta hora. Vuelva a intentarlo más tarde.",
  "Shop eGift cards": "Comprar tarjetas de regalo electrónicas",
  "Shop gift cards by mail": "Comprar tarjetas de regalo por correo",
  "Check a balance": "Consultar un saldo",
  "Check a gift card balance | Quire": "Consultar el saldo de una tarjeta de regalo | Quire",
  "Enter the number and PIN of a Quire gift or prepaid card.":
    "Ingrese el número y el PIN de una tarjeta de regalo o prepagada de Quire.",

  // --- the lists screen ---------------------------------------------------------------------------
  "No lists match “{{search}}”.": "Ninguna lista coincide con “{{search}}”.",
  "You have no favorite lists yet. Add one with its Add to favorites button.":
    "Todavía no tiene listas favoritas. Agregue una con su botón Agregar a favoritos.",
  "No one has shared a list with your account yet.": "Todavía nadie ha compartido una lista con su cuenta.",
  "You have no personal lists yet.": "Todavía no tiene listas personales.",
  "There are no lists on this page.": "No hay listas en esta página.",
  "You don't have any lists yet. Create one here, or add a product to a new list from its page.":
    "Todavía no tiene listas. Cree una aquí o agregue un producto a una lista nueva desde su página.",
  "Find a list": "Buscar una lista",
  "Search lists": "Buscar listas",
  "A-Z/0-9": "A-Z/0-9",
  "Z-A/9-0": "Z-A/9-0",
  "Last updated": "Última actualización",
  Show: "Mostrar",
  "All lists": "Todas las listas",
  "My personal lists": "Mis listas personales",
  "Shared lists": "Listas compartidas",
  "My favorites": "Mis favoritas",
  "Show lists": "Mostrar listas",
  "No matching lists": "No hay listas que coincidan",
  "No lists yet": "Todavía no hay listas",
  "1 list": "1 lista",
  "{{count}} lists": "{{count}} listas",
  "1 list, page {{page}} of {{pages}}": "1 lista, página {{page}} de {{pages}}",
  "{{count}} lists, page {{page}} of {{pages}}": "{{count}} listas, página {{page}} de {{pages}}",
  "You have {{count}} favorite lists, the most you can have. Remove one from your favorites to add another.":
    "Tiene {{count}} listas favoritas, el máximo permitido. Quite una de sus favoritas para agregar otra.",
  "Show all lists": "Mostrar todas las listas",
  "Recommended lists": "Listas recomendadas",
  "Create a list | Quire": "Crear una lista | Quire",
  "Add {{name}} to a list | Quire": "Agregar {{name}} a una lista | Quire",
  List: "Lista",
  "{{type}} (read-only)": "{{type}} (solo lectura)",
  "Modified On": "Modificada el",
  "List type": "Tipo de lista",
  Actions: "Acciones",
  Company: "Empresa",
  Shared: "Compartida",
  "by {{name}}": "de {{name}}",
  "List name is required": "El nombre de la lista es obligatorio",
  "List name can be at most 60 characters": "El nombre de la lista puede tener como máximo 60 caracteres",
  "Recently purchased": "Comprado recientemente",
  "Buy again what you ordered": "Vuelva a comprar lo que pidió",

  // --- saved cards (/account/payment-methods) ----------------------------------------------------
  "Saved cards | Quire": "Tarjetas guardadas | Quire",
  "The cards saved on your Quire account: add, remove and choose the default.":
    "Las tarjetas guardadas en su cuenta de Quire: agregue, elimine y elija la predeterminada.",
  "Saved cards": "Tarjetas guardadas",
  "Add, remove and choose your default card": "Agregue, elimine y elija su tarjeta predeterminada",
  "The card has been saved.": "Se guardó la tarjeta.",
  "Your default card has been changed.": "Se cambió su tarjeta predeterminada.",
  "The card has been removed.": "Se eliminó la tarjeta.",
  "You have no saved cards yet. Add one below, or save one at checkout.":
    "Todavía no tiene tarjetas guardadas. Agregue una abajo o guarde una al pagar.",
  "Add a card": "Agregar una tarjeta",
  "Remove {{card}}?": "¿Eliminar {{card}}?",
  "To pay with it again you will need to enter it again.": "Para volver a pagar con ella tendrá que ingresarla de nuevo.",
  "Remove card": "Eliminar tarjeta",
  "Keep card": "Conservar tarjeta",
  "Make this my default card": "Usar esta tarjeta como predeterminada",
  "Save card": "Guardar tarjeta",
  "This card is already saved.": "Esta tarjeta ya está guardada.",
  // --- the message centre (/account/messages, decision 073) --------------------------------------
  "Your messages | Quire": "Sus mensajes | Quire",
  "Your order, approval and pickup updates from Quire.": "Las novedades de sus pedidos, aprobaciones y recogidas en Quire.",
  "Your messages": "Sus mensajes",
  Messages: "Mensajes",
  "Order, approval and pickup updates": "Novedades de pedidos, aprobaciones y recogidas",
  "You have 1 unread message.": "Tiene 1 mensaje sin leer.",
  "You have {{count}} unread messages.": "Tiene {{count}} mensajes sin leer.",
  "Mark all as read": "Marcar todos como leídos",
  "Mark as read": "Marcar como leído",
  Unread: "No leído",
  "View order": "Ver pedido",
  "Go to approvals": "Ir a aprobaciones",
  "You have no messages yet. Order updates, approvals and pickups will show here.":
    "Todavía no tiene mensajes. Aquí verá las novedades de sus pedidos, aprobaciones y recogidas.",
  "That is not a message id.": "Ese no es un identificador de mensaje.",
  "We couldn't find that message.": "No encontramos ese mensaje.",
  "Order {{orderNumber}} has been placed": "Se realizó el pedido {{orderNumber}}",
  "Thanks for your order. We'll let you know when it's on its way.":
    "Gracias por su pedido. Le avisaremos cuando esté en camino.",
  "Order {{orderNumber}} is waiting for approval": "El pedido {{orderNumber}} espera aprobación",
  "Your order has been sent to an approver on your account. We'll tell you when it's decided.":
    "Su pedido se envió a un aprobador de su cuenta. Le avisaremos cuando se decida.",
  "Order {{orderNumber}} needs your approval": "El pedido {{orderNumber}} necesita su aprobación",
  "A buyer on your account placed an order that needs an approver. Approve or decline it from Approvals.":
    "Un comprador de su cuenta hizo un pedido que necesita un aprobador. Apruébelo o rechácelo en Aprobaciones.",
  "Order {{orderNumber}} has been approved": "Se aprobó el pedido {{orderNumber}}",
  "An approver on your account approved your order. It is now placed.":
    "Un aprobador de su cuenta aprobó su pedido. Ya está realizado.",
  "Order {{orderNumber}} has been declined": "Se rechazó el pedido {{orderNumber}}",
  "An approver on your account declined your order. Nothing was charged.":
    "Un aprobador de su cuenta rechazó su pedido. No se cobró nada.",
  "Order {{orderNumber}} is ready for pickup": "El pedido {{orderNumber}} está listo para recoger",
  "Your items are set aside at {{storeName}}. Bring your order number and a photo ID.":
    "Sus artículos están apartados en {{storeName}}. Traiga su número de pedido y una identificación con foto.",
} satisfies Catalogue;
