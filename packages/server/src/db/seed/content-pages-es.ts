import { REQUIRED_COOKIES, type TenantId } from "@quire/domain";

// The content pages' Spanish (decision 077): each English page of content-pages.ts written again
// under "es/", which a shopper who chose Spanish gets at the page's own address. The same facts
// and promises as the English pages ({{delivery-promise}} is the header's promise in Spanish);
// product, brand and card names stay as the store names them. Fixed data.

interface SpanishPage {
  slug: string;
  title: string;
  description: string;
  body: string;
}

interface Facts {
  phone: string;
  email: string;
  siteName: string;
}

/** REQUIRED_COOKIES' purposes and lifetimes in Spanish, by cookie name (the header's dialog says the same). */
const COOKIES_ES: Record<string, { purpose: string; lifetime: string }> = {
  quire_session: {
    purpose: "Mantiene su sesión iniciada y la recuerda.",
    lifetime: "Hasta que cierre sesión; termina tras unas horas de inactividad",
  },
  quire_csrf: {
    purpose: "Comprueba que un formulario se envió desde esta tienda y no desde otro sitio.",
    lifetime: "La sesión",
  },
  quire_cart: { purpose: "Conserva su carrito entre visitas.", lifetime: "2 años" },
  quire_device: { purpose: "Reconoce un dispositivo en el que inició sesión, para proteger su cuenta.", lifetime: "1 año" },
  YourStore: { purpose: "Recuerda la tienda que eligió para recoger sus pedidos.", lifetime: "2 años" },
  quire_alt_opt_out: { purpose: "Recuerda que pidió no ver alternativas para los artículos agotados.", lifetime: "30 días" },
};

function contacto(f: Facts): string {
  return `Llámenos al [${f.phone}](tel:+1${f.phone.replace(/\D/g, "").slice(1)}) (de 7 a. m. a 9 p. m. ET, los 7 días de la semana) o escriba a [${f.email}](mailto:${f.email}).`;
}

function cookieTable(): string {
  const rows = REQUIRED_COOKIES.map((c) => {
    const es = COOKIES_ES[c.name];
    return `| ${c.name} | ${es?.purpose ?? c.purpose} | ${es?.lifetime ?? c.lifetime} |`;
  });
  return ["| Cookie | Para qué sirve | Duración |", "| --- | --- | --- |", ...rows].join("\n");
}

function envios(t: TenantId, f: Facts): string {
  const empresas =
    t === "advantage"
      ? `
## Cuentas empresariales

- Los pedidos se envían a las direcciones de envío de su cuenta; un administrador puede agregar más desde el menú de la cuenta.
- Los pedidos que necesitan un aprobador se envían cuando se aprueban. El tiempo de aprobación no cuenta en la fecha de entrega.
- El contrato de su cuenta puede fijar sus propias condiciones de entrega: consulte a su representante de cuenta.
`
      : "";
  return `{{delivery-promise}}.

## Entrega

- Los días hábiles son de lunes a viernes; los fines de semana y los feriados no cuentan.
- Los pedidos hechos después de las 5 p. m. hora local, en fin de semana o en un feriado se cuentan desde el siguiente día hábil.
- Los artículos grandes y pesados (muebles, cajas de papel) se envían por flete y tardan de 3 a 5 días hábiles; la página del producto y el carrito muestran la fecha de entrega de cada artículo.
- Las tarjetas de regalo físicas se envían en 3 a 5 días hábiles; las tarjetas de regalo electrónicas llegan al instante.

## Costos de envío

- **Envío estándar gratis** en pedidos de más de $49.99 (después de cupones).
- Por debajo de $49.99, el envío estándar cuesta $5.99. El carrito muestra cuánto le falta para el envío gratis.
- Algunos artículos pesados tienen un cargo del transportista, que el carrito muestra antes de pagar.

## Recoger en la tienda

Elija **Recoger** en un producto o en el carrito para recoger en su tienda, a menudo el mismo día. Le enviamos un correo cuando su pedido está listo. Consulte el [localizador de tiendas](/stores) para ver los horarios.
${empresas}
## Preguntas

${contacto(f)} También puede [rastrear un pedido](/orders/track).
`;
}

function devoluciones(t: TenantId, f: Facts): string {
  return `Puede devolver la mayoría de los artículos dentro de los **30 días** posteriores a la entrega y recibir el reembolso completo.

## Cómo devolver

1. Lleve el artículo y su recibo o número de pedido a cualquier [tienda ${f.siteName}](/stores), o
2. ${contacto(f)} Le enviamos por correo una etiqueta de devolución gratis.

Los reembolsos vuelven a la tarjeta o tarjeta de regalo con la que pagó, dentro de los 5 días hábiles siguientes a que recibamos el artículo.

## Lo que no se puede devolver

- Cartuchos de tinta y tóner abiertos que funcionan, software abierto y descargas digitales.
- Tarjetas de regalo y tarjetas de regalo electrónicas.
- Muebles que ya se armaron, salvo que hayan llegado dañados.
- Pedidos de impresión personalizada.

## Artículos dañados o equivocados

Avísenos dentro de los 14 días: le enviamos un reemplazo o le reembolsamos, y recogemos el artículo gratis.
${t === "advantage" ? "\nLas devoluciones de una cuenta empresarial se acreditan a la cuenta; su administrador las ve en los informes de la cuenta.\n" : ""}`;
}

function ayuda(t: TenantId, f: Facts): SpanishPage[] {
  return [
    {
      slug: "es/help",
      title: "Centro de ayuda",
      description: `Respuestas sobre entregas, devoluciones, pedidos, tarjetas de regalo y su cuenta de ${f.siteName}.`,
      body: `Encuentre una respuesta abajo o busque en las páginas de ayuda.

## Temas frecuentes

- [Información de envío](/help/shipping): plazos de entrega, envío gratis en pedidos de más de $49.99, recoger en la tienda
- [Devoluciones](/help/returns): devoluciones en 30 días, cómo devolver un artículo, reembolsos
- [Rastrear un pedido](/orders/track): dónde está su pedido
- [Tarjetas de regalo](/gift-cards): compre una, consulte un saldo
- [Buscar una tienda](/stores): horarios, cómo llegar y recogida
- [Cookies necesarias](/legal/cookies): las cookies que la tienda necesita para funcionar

## Contáctenos

${contacto(f)}
`,
    },
    {
      slug: "es/help/shipping",
      title: "Información de envío",
      description: "Plazos de entrega, envío gratis en pedidos de más de $49.99, costos de envío y recoger en la tienda.",
      body: envios(t, f),
    },
    {
      slug: "es/help/returns",
      title: "Devoluciones",
      description:
        "Devuelva la mayoría de los artículos dentro de 30 días: cómo devolver, reembolsos y lo que no se puede devolver.",
      body: devoluciones(t, f),
    },
  ];
}

function acercaDe(f: Facts): SpanishPage {
  return {
    slug: "es/about",
    title: `Acerca de ${f.siteName}`,
    description: "Quiénes somos: artículos de oficina, muebles, tinta y tecnología con entrega a hogares y empresas.",
    body: `${f.siteName} vende todo lo que una oficina necesita: papel, tinta y tóner, artículos de escritura, carpetas y archivo, muebles, tecnología, artículos para la sala de descanso y de limpieza.

## Lo que prometemos

- {{delivery-promise}}; envío gratis en pedidos de más de $49.99.
- **Tiendas cerca de usted** para recoger, a menudo el mismo día.
- **Personas reales** al teléfono de 7 a. m. a 9 p. m. ET, los 7 días de la semana.

## Para empresas

Quire Advantage ofrece a las cuentas empresariales precios de contrato, aprobaciones, presupuestos y listas compartidas. [Abra una cuenta empresarial](/account/become-customer) o hable con su representante de cuenta.

## Contacto

${contacto(f)}
`,
  };
}

function legales(f: Facts): SpanishPage[] {
  return [
    {
      slug: "es/legal/privacy",
      title: "Aviso de privacidad",
      description: `Qué información personal recopila ${f.siteName}, para qué, y las opciones que usted tiene.`,
      body: `Este aviso explica qué recopilamos cuando compra en ${f.siteName} y cómo lo usamos.

## Qué recopilamos

- **Datos de la cuenta** que usted nos da: nombre, correo electrónico, teléfono, direcciones.
- **Pedidos**: lo que compró, las direcciones de entrega y un token de su tarjeta. Nunca guardamos números de tarjeta ni códigos de seguridad.
- **Actividad en la tienda**: páginas vistas y búsquedas, para recomendar productos y mantener la tienda en funcionamiento.

## Cómo lo usamos

Para entregar sus pedidos, administrar su cuenta y sus recompensas, responder sus preguntas, prevenir fraudes y, si usted acepta, enviarle ofertas. No vendemos su información personal.

## Sus opciones

Puede ver, corregir o eliminar los datos de su cuenta: ${contacto(f)} Puede darse de baja de las ofertas desde cualquier correo. Consulte [Cookies necesarias](/legal/cookies) para ver las cookies que usa la tienda.
`,
    },
    {
      slug: "es/legal/terms",
      title: "Condiciones de uso",
      description: `Las condiciones que se aplican cuando usa la tienda ${f.siteName} y nos compra.`,
      body: `Al usar esta tienda, usted acepta estas condiciones.

## Precios y disponibilidad

Los precios están en dólares estadounidenses y pueden cambiar. Confirmamos el precio cuando hace su pedido. Si un artículo tiene un precio equivocado, se lo decimos antes de enviarlo y puede cancelarlo.

## Pedidos

Un pedido se acepta cuando se envía. Podemos limitar las cantidades. Las fechas de entrega son estimadas: consulte la [información de envío](/help/shipping).

## Devoluciones

Consulte nuestra [política de devoluciones](/help/returns): la mayoría de los artículos dentro de 30 días.

## Su cuenta

No comparta su contraseña. Usted es responsable de los pedidos hechos con su cuenta.

## Contacto

${contacto(f)}
`,
    },
    {
      slug: "es/legal/cookies",
      title: "Cookies necesarias",
      description: "Las cookies que la tienda necesita para funcionar: para qué sirve cada una y cuánto dura.",
      body: `Estas cookies son necesarias: la tienda no funciona sin ellas, así que siempre están activas. No usamos cookies de publicidad.

${cookieTable()}

¿Preguntas? ${contacto(f)}
`,
    },
  ];
}

const APP_MOVIL: SpanishPage = {
  slug: "es/mobile-app",
  title: "Descargue la app de Quire",
  description: "Compre, vuelva a pedir y rastree sus pedidos desde su teléfono con la app de Quire.",
  body: `La app de Quire pone toda la tienda en su bolsillo.

- **Vuelva a pedir con dos toques** desde su historial de pedidos y sus listas.
- **Escanee el código de barras** de un cartucho de tinta para encontrar el repuesto correcto.
- **Rastree sus pedidos** y reciba un aviso cuando se envían o están listos para recoger.
- **Recompensas** en su billetera, escaneadas en la caja.

La app es gratis para iPhone y Android: busque "Quire" en su tienda de apps. Mientras tanto, este sitio funciona en cualquier teléfono.
`,
};

const TARJETAS_DE_REGALO: SpanishPage = {
  slug: "es/gift-cards",
  title: "Tarjetas de regalo",
  description:
    "Tarjetas de regalo y tarjetas de regalo electrónicas de Quire: compre una, consulte un saldo y úsela en línea o en la tienda.",
  body: `Regale una tarjeta de regalo de Quire: sirve para cualquier cosa de la tienda, en línea o en una tienda Quire.

## Compre una tarjeta de regalo

- [Tarjetas de regalo electrónicas](/c/e-gift-cards): se entregan al instante; el número y el PIN aparecen en la confirmación de su pedido.
- [Tarjetas de regalo físicas](/c/physical-gift-cards): en un sobre de felicitación, se envían en 3 a 5 días hábiles.

Las tarjetas de regalo no se pueden comprar con tarjetas de regalo ni pagar con puntos de recompensas, y no se pueden devolver.

## Pague con una tarjeta de regalo

En el pago, abra la pestaña **Tarjetas de regalo y prepagadas** y escriba el número y el PIN de la tarjeta. Una tarjeta puede pagar parte de un pedido; el resto se paga con otra tarjeta.

## Consulte un saldo

[Consulte el saldo de una tarjeta de regalo](/gift-cards/balance) con su número y su PIN.
`,
};

/** The pages the header's and footer's print, careers and AdChoices links open. */
function enlazadas(f: Facts): SpanishPage[] {
  return [
    {
      slug: "es/help/print-marketing",
      title: "Servicios de impresión y marketing",
      description: "Tarjetas de presentación, copias, volantes, pancartas y letreros, impresos en una tienda Quire.",
      body: `Nuestras tiendas imprimen lo que su negocio reparte y exhibe.

- **Copias y documentos**: en blanco y negro o a color, encuadernados o engrapados, a menudo mientras espera.
- **Tarjetas de presentación, volantes y folletos** a partir de su propio archivo.
- **Pancartas, pósteres y letreros** en formatos grandes.

Lleve su archivo en una memoria USB o envíelo por correo a la tienda, y recoja su pedido allí. [Busque una tienda](/stores) para ver su horario y sus servicios.

## Preguntas

${contacto(f)}
`,
    },
    {
      slug: "es/about/careers",
      title: "Empleos en Quire",
      description: "Trabaje en nuestras tiendas, nuestros centros de distribución y nuestras oficinas.",
      body: `Contratamos en nuestras tiendas, nuestros centros de distribución y nuestro equipo de atención al cliente.

- **Tiendas**: asociados de ventas, asociados de impresión y marketing, gerentes de tienda.
- **Centros de distribución**: asociados de almacén y conductores.
- **Atención al cliente**: personas que contestan el teléfono de 7 a. m. a 9 p. m. ET.

Pregunte en su [tienda local](/stores) por las vacantes, o escriba a careers@quire.test con el tipo de trabajo que busca.
`,
    },
    {
      slug: "es/legal/ad-choices",
      title: "AdChoices",
      description: "Cómo elegimos los productos que le mostramos y cómo desactivarlo.",
      body: `Le mostramos productos y ofertas elegidos a partir de lo que ve, busca y compra en ${f.siteName}: las recomendaciones de la propia tienda, nunca publicidad de otros sitios. No usamos cookies de publicidad (consulte [Cookies necesarias](/legal/cookies)).

## Sus opciones

- Con su sesión iniciada, puede pedirnos que dejemos de elegir ofertas para usted: ${contacto(f)}
- Las recomendaciones también siguen lo que ve como invitado; si borra los datos de su navegador para este sitio, empiezan de nuevo.
`,
    },
  ];
}

/** The Spanish pages of a tenant, each under "es/" and its English page's address. */
export function spanishPages(t: TenantId, f: Facts): SpanishPage[] {
  return [...ayuda(t, f), acercaDe(f), ...legales(f), APP_MOVIL, TARJETAS_DE_REGALO, ...enlazadas(f)];
}
