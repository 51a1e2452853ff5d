import type { Catalogue } from "../catalogue-types";

// Become a customer and the store administrators' review of business applications (decision 046),
// with the form's choices and the service's refusals, translated at render (decision 041).
export default {
  // --- the page, the drawer and the thank-you page -----------------------------------------------
  "Apply for a Quire Advantage business account: contract prices, approvals, budgets and reports.":
    "Solicite una cuenta empresarial de Quire Advantage: precios de contrato, aprobaciones, presupuestos e informes.",
  "You are signed in to a business account already.": "Ya inició sesión en una cuenta empresarial.",
  "Quire Advantage gives your business contract prices, order approvals, budgets and reports. Tell us about your company: we review every application within two business days.":
    "Quire Advantage ofrece a su empresa precios de contrato, aprobación de pedidos, presupuestos e informes. Cuéntenos sobre su empresa: revisamos cada solicitud en un plazo de dos días hábiles.",
  "Contract prices, order approvals, budgets and reports for your business. We review every application within two business days.":
    "Precios de contrato, aprobación de pedidos, presupuestos e informes para su empresa. Revisamos cada solicitud en un plazo de dos días hábiles.",
  "Loading…": "Cargando…",
  "Close business account application": "Cerrar la solicitud de cuenta empresarial",
  "Your company": "Su empresa",
  "Number of employees": "Número de empleados",
  Industry: "Sector",
  "Estimated monthly spend": "Gasto mensual estimado",
  "In US dollars, such as 1,500.": "En dólares estadounidenses, por ejemplo 1,500.",
  Contact: "Contacto",
  "Your Quire account's e-mail: you will sign in to the business site with it and your password.":
    "El correo electrónico de su cuenta de Quire: con él y su contraseña iniciará sesión en el sitio empresarial.",
  "Business address": "Dirección de la empresa",
  "Sign-in": "Inicio de sesión",
  "Choose a password": "Elija una contraseña",
  "Sending…": "Enviando…",
  "Apply for a business account": "Solicitar una cuenta empresarial",
  "Thank you for applying": "Gracias por su solicitud",
  "Your application reference is": "La referencia de su solicitud es",
  "What happens next": "Qué sucede ahora",
  "We have e-mailed you a receipt with your reference.": "Le enviamos por correo electrónico un acuse con su referencia.",
  "Our business team reviews your application within two business days.":
    "Nuestro equipo empresarial revisa su solicitud en un plazo de dos días hábiles.",
  "Once it is approved we e-mail you your account number, and you sign in on the Quire Advantage site with your e-mail address as the account's administrator.":
    "Una vez aprobada, le enviamos por correo electrónico su número de cuenta e inicia sesión en el sitio de Quire Advantage con su correo electrónico como administrador de la cuenta.",
  // --- the form's choices ------------------------------------------------------------------------
  "Accounting and finance": "Contabilidad y finanzas",
  Construction: "Construcción",
  Education: "Educación",
  Government: "Gobierno",
  Healthcare: "Salud",
  Hospitality: "Hostelería",
  Legal: "Legal",
  Manufacturing: "Fabricación",
  "Non-profit": "Sin fines de lucro",
  "Real estate": "Bienes raíces",
  Retail: "Comercio minorista",
  Technology: "Tecnología",
  Other: "Otro",
  // --- the service's refusals --------------------------------------------------------------------
  "Enter your company name.": "Escriba el nombre de su empresa.",
  "Names can't hold characters such as < > { }.": "Los nombres no pueden contener caracteres como < > { }.",
  "Choose the number of employees.": "Elija el número de empleados.",
  "Choose an industry.": "Elija un sector.",
  "Enter an estimated monthly spend in dollars, such as 1,500.":
    "Escriba un gasto mensual estimado en dólares, por ejemplo 1,500.",
  "Enter an estimated monthly spend of at most $10,000,000.": "Escriba un gasto mensual estimado de $10,000,000 como máximo.",
  "Say why the application is declined.": "Indique por qué se rechaza la solicitud.",
  "We have had several applications from this connection in the last hour. Please try again later.":
    "Recibimos varias solicitudes desde esta conexión en la última hora. Vuelva a intentarlo más tarde.",
  // --- the administrators' review ----------------------------------------------------------------
  "Business applications | Quire": "Solicitudes empresariales | Quire",
  "Business applications": "Solicitudes empresariales",
  "Your account can't review business applications.": "Su cuenta no puede revisar solicitudes empresariales.",
  "Application {{reference}} approved: business account {{account}} is open and {{email}} has been e-mailed.":
    "Solicitud {{reference}} aprobada: la cuenta empresarial {{account}} está abierta y se envió un correo a {{email}}.",
  "Application {{reference}} declined: {{email}} has been e-mailed the reason.":
    "Solicitud {{reference}} rechazada: se envió el motivo por correo a {{email}}.",
  "Waiting for a decision ({{count}})": "Pendientes de decisión ({{count}})",
  "No applications are waiting.": "No hay solicitudes pendientes.",
  "Approve {{company}}": "Aprobar {{company}}",
  Approve: "Aprobar",
  Decided: "Decididas",
  "No applications have been decided yet.": "Todavía no se ha decidido ninguna solicitud.",
  "Approved by {{name}} on {{date}}: account {{account}}.": "Aprobada por {{name}} el {{date}}: cuenta {{account}}.",
  "Declined by {{name}} on {{date}}: {{reason}}": "Rechazada por {{name}} el {{date}}: {{reason}}",
  Applicant: "Solicitante",
  "Quire customer": "Cliente de Quire",
  "New to Quire": "Nuevo en Quire",
  Employees: "Empleados",
  Applied: "Solicitada",
  "Reason for declining {{company}}": "Motivo para rechazar a {{company}}",
  "Decline {{company}}": "Rechazar {{company}}",
  Decline: "Rechazar",
} satisfies Catalogue;
