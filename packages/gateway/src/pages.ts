// The gateway's HTML: the framed card form, the no-JavaScript card page and the refusal pages.
// Nothing here ever writes a card number or security code back into a page.
import { CARD_FIELD_LABELS, type CardFieldName } from "./client/card-fields";
import { type CardFormLanguage, cardWords } from "./client/card-words";
import { CARD_FORM_IDS } from "./client/messages";

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface AssetUrls {
  script: string;
  style: string;
}

const FIELD_IDS: Record<CardFieldName, string> = CARD_FORM_IDS.fields;

function errorId(field: CardFieldName): string {
  return `${FIELD_IDS[field]}-error`;
}

interface FieldsOptions {
  /** the no-JavaScript page posts the fields by name; the framed form's fields have no names, so a
   * native submission (script not loaded) can never carry them anywhere */
  named: boolean;
  errors?: Partial<Record<CardFieldName, string>>;
  /** the framed form's language (the store page's); English when not given */
  language?: CardFormLanguage;
}

function field(name: CardFieldName, options: FieldsOptions, attributes: string, hint?: { id: string; text: string }): string {
  const id = FIELD_IDS[name];
  const w = (text: string) => cardWords(text, options.language ?? "en");
  const error = options.errors?.[name] ?? "";
  const describedBy = [hint?.id, errorId(name)].filter(Boolean).join(" ");
  return `<div class="field">
  <label for="${id}">${escapeHtml(w(CARD_FIELD_LABELS[name]))}</label>
  ${hint ? `<p class="hint" id="${hint.id}">${escapeHtml(w(hint.text))}</p>` : ""}
  <input id="${id}"${options.named ? ` name="${name}"` : ""} type="text" ${attributes} aria-describedby="${describedBy}"${
    error ? ' aria-invalid="true"' : ""
  }>
  <p class="field-error" id="${errorId(name)}">${escapeHtml(w(error))}</p>
</div>`;
}

function cardFields(options: FieldsOptions): string {
  return [
    field("number", options, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"', {
      id: CARD_FORM_IDS.brand,
      text: "Visa, Mastercard, American Express, Discover or Quire Card",
    }),
    field("expiry", options, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" spellcheck="false"'),
    field("cvv", options, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" spellcheck="false"', {
      id: CARD_FORM_IDS.cvvHint,
      text: "3 digits on the back of the card; 4 on the front for American Express",
    }),
  ].join("\n");
}

function summary(message: string, errors: Partial<Record<CardFieldName, string>> = {}): string {
  const items = (Object.keys(errors) as CardFieldName[])
    .map((name) => `<li><a href="#${FIELD_IDS[name]}">${escapeHtml(errors[name] ?? "")}</a></li>`)
    .join("");
  if (!message) return "";
  return `<p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ""}`;
}

export function htmlDocument(options: {
  title: string;
  style: string;
  body: string;
  htmlAttributes?: string;
  script?: string;
  language?: CardFormLanguage;
}): string {
  return `<!doctype html>
<html lang="${options.language ?? "en"}"${options.htmlAttributes ?? ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${escapeHtml(options.style)}">
${options.script ? `<script src="${escapeHtml(options.script)}" defer></script>` : ""}
</head>
${options.body}
</html>
`;
}

/** The framed card form. Its script reads the parent's origin from the html element. */
export function hostedCardFormPage(options: { parentOrigin: string; assets: AssetUrls; language?: CardFormLanguage }): string {
  const origin = escapeHtml(options.parentOrigin);
  const language = options.language ?? "en";
  const w = (text: string) => escapeHtml(cardWords(text, language));
  return htmlDocument({
    title: cardWords("Card details", language),
    language,
    style: options.assets.style,
    script: options.assets.script,
    htmlAttributes: ` data-parent-origin="${origin}"`,
    // A div, not main: the frame is a part of the store's page, which has its own main landmark.
    body: `<body class="framed">
<div id="${CARD_FORM_IDS.frame}">
<form id="${CARD_FORM_IDS.form}" action="/hosted/card-form" method="get" novalidate>
<input type="hidden" name="origin" value="${origin}">${language === "en" ? "" : `\n<input type="hidden" name="lang" value="${language}">`}
<div class="error-summary" id="${CARD_FORM_IDS.summary}" role="alert" tabindex="-1"></div>
${cardFields({ named: false, language })}
<button type="submit" id="${CARD_FORM_IDS.submit}">${w("Use this card")}</button>
<p class="status" id="${CARD_FORM_IDS.status}" role="status"></p>
</form>
<noscript><p class="notice">${w("Turn on JavaScript to enter your card here.")}</p></noscript>
</div>
</body>`,
  });
}

/** The no-JavaScript card page: the same fields, posted to the gateway, which redirects back to the store. */
export function cardPage(options: {
  authToken: string;
  returnUrl: string;
  assets: AssetUrls;
  message?: string;
  errors?: Partial<Record<CardFieldName, string>>;
}): string {
  const errors = options.errors ?? {};
  return htmlDocument({
    title: options.message ? "Error: Card details - Quire" : "Card details - Quire",
    style: options.assets.style,
    body: `<body class="page">
<main id="${CARD_FORM_IDS.frame}">
<h1>Card details</h1>
<p class="intro">Your card details go straight to our card processor; the store only receives a token for them.</p>
<form id="${CARD_FORM_IDS.form}" action="/hosted/card-page/submit" method="post" novalidate>
<input type="hidden" name="authToken" value="${escapeHtml(options.authToken)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(options.returnUrl)}">
<div class="error-summary" id="${CARD_FORM_IDS.summary}" role="alert" tabindex="-1">${summary(options.message ?? "", errors)}</div>
${cardFields({ named: true, errors })}
<button type="submit" id="${CARD_FORM_IDS.submit}">Use this card</button>
</form>
<p><a href="${escapeHtml(options.returnUrl)}">Cancel and return to the store</a></p>
</main>
</body>`,
  });
}

/** A page that refuses: a bad origin or return address, an expired payment session. */
export function messagePage(options: {
  title: string;
  message: string;
  assets: AssetUrls;
  link?: { href: string; text: string };
}): string {
  return htmlDocument({
    title: `${options.title} - Quire`,
    style: options.assets.style,
    body: `<body class="page">
<main id="${CARD_FORM_IDS.frame}">
<h1>${escapeHtml(options.title)}</h1>
<p role="alert">${escapeHtml(options.message)}</p>
${options.link ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>` : ""}
</main>
</body>`,
  });
}
