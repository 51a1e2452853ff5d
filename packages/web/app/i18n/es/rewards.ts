import type { Catalogue } from "../catalogue-types";

// The rewards pages: the program, joining, the member's dashboard, and the rewards service's words
// (offer titles and rewards, history entries, refusals), translated at render (decision 041).
export default {
  // --- the program page -------------------------------------------------------------------------
  "Quire Rewards: earn up to 5% back | Quire": "Recompensas de Quire: acumule hasta un 5% | Quire",
  "Join Quire Rewards free: earn up to 5% back in Rewards, tiers by yearly spend and offers every month.":
    "Únase gratis a Recompensas de Quire: acumule hasta un 5% en Recompensas, niveles según su gasto anual y ofertas cada mes.",
  "Quire Rewards": "Recompensas de Quire",
  "Members earn up to {{percent}}% back in Rewards": "Los miembros acumulan hasta un {{percent}}% en Recompensas",
  "Footnote 1": "Nota 1",
  "on what they buy, offers every month, and it's free to join.":
    "en lo que compran, reciben ofertas cada mes y unirse es gratis.",
  "Go to your Rewards": "Ir a sus Recompensas",
  "Tiers and what they earn": "Niveles y lo que acumulan",
  "Rewards tiers": "Niveles de Recompensas",
  Tier: "Nivel",
  "Spend in a calendar year": "Gasto en un año calendario",
  "Back in Rewards": "En Recompensas",
  "{{amount}} or more": "{{amount}} o más",
  "How points work": "Cómo funcionan los puntos",
  "Every order earns points at your tier's rate: one point for each cent of Rewards.":
    "Cada pedido acumula puntos según la tasa de su nivel: un punto por cada centavo de Recompensas.",
  "Points pay at checkout in whole dollars ({{points}} points make $1) with Easy Rewards: choose how much to use on the payment step.":
    "Los puntos se usan al pagar en dólares enteros ({{points}} puntos equivalen a $1) con Easy Rewards: elija cuánto usar en el paso de pago.",
  "Your spend this calendar year moves you up: reach a tier's spend and it is yours for the rest of the year and the next.":
    "Su gasto en este año calendario lo hace subir de nivel: alcance el gasto de un nivel y lo conservará el resto del año y el siguiente.",
  "Every month brings offers for your tier on your Rewards dashboard: activate one, then place a qualifying order.":
    "Cada mes hay ofertas para su nivel en su panel de Recompensas: active una y luego realice un pedido que califique.",
  "New members (in their first 90 days) get a welcome bonus to activate.":
    "Los miembros nuevos (en sus primeros 90 días) reciben un bono de bienvenida para activar.",
  Notes: "Notas",
  "{{earnsUpTo}}: Elite members earn {{elite}}%, Premier members {{premier}}% and Base members {{base}}% of eligible purchases, on ink & toner, paper and everything else, as points worth 1¢ each. Points are added once the order is placed and are redeemed in whole dollars.":
    "{{earnsUpTo}}: los miembros Elite acumulan el {{elite}}%, los miembros Premier el {{premier}}% y los miembros Base el {{base}}% de las compras que califican, en tinta y tóner, papel y todo lo demás, como puntos que valen 1¢ cada uno. Los puntos se agregan una vez realizado el pedido y se canjean en dólares enteros.",
  "Back to the text": "Volver al texto",

  // --- joining ----------------------------------------------------------------------------------
  "Join Quire Rewards free | Quire": "Únase gratis a Recompensas de Quire | Quire",
  "Join Quire Rewards": "Únase a Recompensas de Quire",
  "Mobile phone number": "Número de teléfono celular",
  "10 digits, e.g. (617) 555-0100": "10 dígitos, p. ej., (617) 555-0100",
  "Sign in to join": "Inicie sesión para unirse",
  "Quire Rewards is part of your Quire account. Sign in or create an account first, then join in one step.":
    "Recompensas de Quire es parte de su cuenta de Quire. Primero inicie sesión o cree una cuenta y luego únase en un solo paso.",
  "Quire Rewards is for personal accounts. Business accounts earn through their account terms.":
    "Recompensas de Quire es para cuentas personales. Las cuentas empresariales acumulan según los términos de su cuenta.",
  "You're a member (Rewards number {{number}}).": "Usted es miembro (número de Recompensas {{number}}).",
  "See your Rewards": "Ver sus Recompensas",
  "Where we send your offers": "Dónde enviamos sus ofertas",
  "Saved: your offers go to the email and phone below.":
    "Guardado: sus ofertas se envían al correo electrónico y al teléfono de abajo.",
  Save: "Guardar",
  "Tell us where to send your member offers. You start at Base and earn {{percent}}% back in Rewards at once.":
    "Díganos adónde enviar sus ofertas de miembro. Comienza en el nivel Base y acumula un {{percent}}% en Recompensas de inmediato.",

  // --- the dashboard ----------------------------------------------------------------------------
  "Your Rewards | Quire": "Sus Recompensas | Quire",
  "Your Rewards": "Sus Recompensas",
  Points: "Puntos",
  "Rewards to spend": "Recompensas para gastar",
  New: "Nuevo",
  "{{percent}}% back in Rewards": "{{percent}}% en Recompensas",
  "Rewards number": "Número de Recompensas",
  "Your tier": "Su nivel",
  "Spent this year:": "Gastado este año:",
  "Progress to {{tier}}": "Progreso hacia {{tier}}",
  "{{tier}} starts at {{amount}} a year.": "{{tier}} comienza en {{amount}} al año.",
  "You're {{tier}}, our top tier.": "Usted es {{tier}}, nuestro nivel más alto.",
  "You've reached {{tier}}.": "Alcanzó {{tier}}.",
  "Spend {{amount}} more this year to reach {{tier}}.": "Gaste {{amount}} más este año para alcanzar {{tier}}.",
  "Ends {{date}}": "Termina el {{date}}",
  "Reward added to your points": "Recompensa agregada a sus puntos",
  Activated: "Activada",
  "Activated: place an order of {{amount}} or more": "Activada: realice un pedido de {{amount}} o más",
  Activate: "Activar",
  "No points yet: your orders' points show here once they are placed.":
    "Todavía no tiene puntos: los puntos de sus pedidos aparecen aquí una vez realizados.",
  "Points history, newest first": "Historial de puntos, los más recientes primero",
  Activity: "Actividad",
  "Welcome to Quire Rewards! Your offers are below.": "¡Bienvenido a Recompensas de Quire! Sus ofertas están abajo.",
  "Activated: {{offer}}.": "Activada: {{offer}}.",
  "Your offers": "Sus ofertas",
  "No offers this month.": "No hay ofertas este mes.",
  "Points history": "Historial de puntos",
  "How Quire Rewards works": "Cómo funciona Recompensas de Quire",

  // --- the rewards service's words --------------------------------------------------------------
  "Earned on order {{number}}": "Acumulados en el pedido {{number}}",
  "Redeemed on order {{number}}": "Canjeados en el pedido {{number}}",
  "Reached {{tier}}": "Alcanzó {{tier}}",
  "{{offer}} (order {{number}})": "{{offer}} (pedido {{number}})",
  "{{count}} bonus points": "{{count}} puntos de bonificación",
  "{{amount}} in Rewards": "{{amount}} en Recompensas",
  "Joined Quire Rewards": "Se unió a Recompensas de Quire",
  "Welcome bonus": "Bono de bienvenida",
  "New members get 500 bonus points as soon as they activate this offer.":
    "Los miembros nuevos reciben 500 puntos de bonificación en cuanto activan esta oferta.",
  "We miss you: $5 in Rewards": "Lo extrañamos: $5 en Recompensas",
  "Get $5 in Rewards on your next order of $50 or more.": "Reciba $5 en Recompensas en su próximo pedido de $50 o más.",
  "Free Rewards: $5 back": "Recompensas gratis: $5 de reembolso",
  "Get $5 in Rewards back on an order of $30 or more.": "Reciba $5 en Recompensas en un pedido de $30 o más.",
  "250 bonus points": "250 puntos de bonificación",
  "Earn 250 bonus points on an order of $40 or more.": "Acumule 250 puntos de bonificación en un pedido de $40 o más.",
  "400 bonus points": "400 puntos de bonificación",
  "Earn 400 bonus points on an order of $75 or more.": "Acumule 400 puntos de bonificación en un pedido de $75 o más.",
  "Free Rewards: $10 back": "Recompensas gratis: $10 de reembolso",
  "Premier members get $10 in Rewards back on an order of $50 or more.":
    "Los miembros Premier reciben $10 en Recompensas en un pedido de $50 o más.",
  "500 bonus points": "500 puntos de bonificación",
  "Earn 500 bonus points on an order of $100 or more.": "Acumule 500 puntos de bonificación en un pedido de $100 o más.",
  "1,000 bonus points": "1,000 puntos de bonificación",
  "Earn 1,000 bonus points on an order of $150 or more.": "Acumule 1,000 puntos de bonificación en un pedido de $150 o más.",
  "Elite: $20 in Rewards": "Elite: $20 en Recompensas",
  "Elite members get $20 in Rewards on an order of $200 or more.":
    "Los miembros Elite reciben $20 en Recompensas en un pedido de $200 o más.",
  "Elite: 2,500 bonus points": "Elite: 2,500 puntos de bonificación",
  "Earn 2,500 bonus points on an order of $250 or more.": "Acumule 2,500 puntos de bonificación en un pedido de $250 o más.",
  "Quire Rewards is for personal accounts.": "Recompensas de Quire es para cuentas personales.",
  "Join Quire Rewards to see your points and offers.": "Únase a Recompensas de Quire para ver sus puntos y ofertas.",
  "We couldn't find that offer.": "No pudimos encontrar esa oferta.",
  "This offer has ended.": "Esta oferta terminó.",

  // --- paid memberships (/membership, decision 080) and their refusals -------------------------
  "Quire Select and Premium memberships | Quire": "Membresías Quire Select y Premium | Quire",
  "Quire memberships": "Membresías de Quire",
  "Member prices on every order for a year, shared with the people you choose.":
    "Precios de miembro en cada pedido durante un año, compartidos con las personas que elija.",
  "Your membership: {{program}}": "Su membresía: {{program}}",
  "{{price}} a year": "{{price}} al año",
  "{{percent}}% off the products in your cart": "{{percent}}% de descuento en los productos de su carrito",
  "Membership terms": "Términos de la membresía",
  "One year from the order that buys it, for one personal account.":
    "Un año desde el pedido que la compra, para una cuenta personal.",
  "{{percent}}% off what is left of your products after coupons, from that order on.":
    "{{percent}}% de descuento en lo que queda de sus productos después de los cupones, desde ese pedido.",
  "Not on gift cards, protection plans or memberships.": "No se aplica a tarjetas de regalo, planes de protección ni membresías.",
  "Share it with 1 person by e-mail.": "Compártala con 1 persona por correo electrónico.",
  "Share it with up to {{count}} people by e-mail.": "Compártala con hasta {{count}} personas por correo electrónico.",
  "Nothing ships: it is yours as soon as the order is placed.": "No se envía nada: es suya en cuanto se realiza el pedido.",
  "Your program": "Su programa",
  "Share your membership": "Comparta su membresía",
  "They share your membership now.": "Ahora comparte su membresía.",
  "No one shares it yet.": "Nadie la comparte todavía.",
  "E-mail address": "Correo electrónico",
  Share: "Compartir",
  "You already have a Quire Select membership. There's no need to buy it again.":
    "Ya tiene una membresía Quire Select. No es necesario comprarla de nuevo.",
  "You already have a Quire Premium membership. There's no need to buy it again.":
    "Ya tiene una membresía Quire Premium. No es necesario comprarla de nuevo.",
  "This person already shares your membership.": "Esta persona ya comparte su membresía.",
  "We couldn't make this change to your membership. Please check the details and try again.":
    "No pudimos hacer este cambio en su membresía. Revise los datos e inténtelo de nuevo.",
  "You already share a Quire membership through someone else's, so its member prices are yours. There's no need to buy one.":
    "Ya comparte una membresía de Quire a través de la de otra persona, así que sus precios de miembro son suyos. No es necesario comprar una.",
  "Please sign in to buy a Quire membership: it belongs to your account.":
    "Inicie sesión para comprar una membresía de Quire: pertenece a su cuenta.",
  "Quire Select can be shared with up to 1 person.": "Quire Select se puede compartir con hasta 1 persona.",
  "Quire Premium can be shared with up to 3 people.": "Quire Premium se puede compartir con hasta 3 personas.",
  "Membership savings": "Ahorro de miembro",
  "Member prices all year: Quire Select and Premium": "Precios de miembro todo el año: las membresías de Quire",
  Membership: "Membresía",
  "Quire Select and Premium: member prices all year": "Membresías de Quire: precios de miembro todo el año",
} satisfies Catalogue;
