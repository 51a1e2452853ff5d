// The framed card form (bundled by esbuild, served as /hosted/card-form.js). It talks to the store's
// page only by postMessage, to and from the origin the gateway validated; card data never leaves
// this frame except to the gateway's own POST /v1/tokens.
import {
  CARD_MESSAGES,
  type CardBrand,
  cardBrandLabel,
  formatExpiryInput,
  isExpiryRequired,
  securityCodeLength,
} from "@quire/domain";
import { type CardFieldName, CARD_FIELD_MESSAGES, checkCardFields, typedCardBrand } from "./card-fields";
import { cardFormLanguageOf, cardWords } from "./card-words";
import { CARD_FORM_IDS, GATEWAY_MESSAGE, type GatewayFrameMessage } from "./messages";

const IDS = CARD_FORM_IDS;
const FIELD_NAMES: CardFieldName[] = ["number", "expiry", "cvv"];

const parentOrigin = document.documentElement.dataset.parentOrigin ?? "";
// The store page's language, as the gateway served the page (<html lang>): what this frame says.
// The messages posted to the store's page stay English: the page words them itself.
const language = cardFormLanguageOf(document.documentElement.lang);
const w = (text: string) => cardWords(text, language);
let authToken: string | null = null;
let submitting = false;
/** The store's page may still be starting (the form shows with its HTML, before its scripts run): a
 * card sent before the auth token has come waits this long for it. */
const AUTH_WAIT_MS = 8000;
let authWaiters: Array<() => void> = [];

function authTokenSoon(): Promise<string | null> {
  if (authToken) return Promise.resolve(authToken);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      authWaiters = authWaiters.filter((w) => w !== done);
      resolve(authToken);
    };
    const timer = setTimeout(done, AUTH_WAIT_MS);
    authWaiters.push(done);
  });
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The card form has no #${id}.`);
  return element as T;
}

const form = byId<HTMLFormElement>(IDS.form);
const frame = byId<HTMLElement>(IDS.frame);
const summary = byId<HTMLElement>(IDS.summary);
const status = byId<HTMLElement>(IDS.status);
const submit = byId<HTMLButtonElement>(IDS.submit);
const brandHint = byId<HTMLElement>(IDS.brand);
const cvvHint = byId<HTMLElement>(IDS.cvvHint);
const inputs = Object.fromEntries(FIELD_NAMES.map((name) => [name, byId<HTMLInputElement>(IDS.fields[name])])) as Record<
  CardFieldName,
  HTMLInputElement
>;
const defaultBrandHint = brandHint.textContent ?? "";
const defaultCvvHint = cvvHint.textContent ?? "";

function post(message: GatewayFrameMessage): void {
  // Never "*": only the validated store origin may read what the frame says.
  if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
}

function setFieldError(name: CardFieldName, message: string): void {
  const input = inputs[name];
  byId(`${IDS.fields[name]}-error`).textContent = w(message);
  if (message) input.setAttribute("aria-invalid", "true");
  else input.removeAttribute("aria-invalid");
}

function showSummary(message: string, errors: Partial<Record<CardFieldName, string>> = {}): void {
  summary.replaceChildren();
  if (!message) return;
  const lead = document.createElement("p");
  lead.textContent = w(message);
  summary.append(lead);
  const names = FIELD_NAMES.filter((name) => errors[name]);
  if (names.length > 0) {
    const list = document.createElement("ul");
    for (const name of names) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = `#${IDS.fields[name]}`;
      link.textContent = w(errors[name] ?? "");
      link.addEventListener("click", (event) => {
        event.preventDefault();
        inputs[name].focus();
      });
      item.append(link);
      list.append(item);
    }
    summary.append(list);
  }
}

function clearMessages(): void {
  showSummary("");
  status.textContent = "";
  for (const name of FIELD_NAMES) setFieldError(name, "");
}

function setBusy(busy: boolean): void {
  submitting = busy;
  // aria-disabled keeps the button focusable and announced while the card is checked.
  if (busy) submit.setAttribute("aria-disabled", "true");
  else submit.removeAttribute("aria-disabled");
  submit.textContent = w(busy ? "Checking card…" : "Use this card");
}

function fail(code: string, message: string): void {
  showSummary(message);
  summary.focus();
  post({ type: GATEWAY_MESSAGE.error, code, message });
}

function updateBrand(): void {
  const brand = typedCardBrand(inputs.number.value);
  brandHint.textContent = brand ? cardBrandLabel(brand) : defaultBrandHint;
  const length = brand ? securityCodeLength(brand) : 4;
  inputs.cvv.maxLength = length;
  cvvHint.textContent = brand
    ? w(`${length} digits ${brand === "AMEX" ? "on the front" : "on the back"} of the card`) +
      (isExpiryRequired(brand) ? "" : `. ${w("The expiration date is optional for this card.")}`)
    : defaultCvvHint;
}

let previousExpiry = inputs.expiry.value;
inputs.expiry.addEventListener("input", () => {
  const formatted = formatExpiryInput(inputs.expiry.value, previousExpiry);
  if (formatted !== inputs.expiry.value) inputs.expiry.value = formatted;
  previousExpiry = formatted;
});
inputs.number.addEventListener("input", updateBrand);
inputs.cvv.addEventListener("input", () => {
  const digits = inputs.cvv.value.replace(/\D/g, "");
  if (digits !== inputs.cvv.value) inputs.cvv.value = digits;
});

interface TokenAnswer {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

async function tokenise(): Promise<void> {
  clearMessages();
  const check = checkCardFields({ number: inputs.number.value, expiry: inputs.expiry.value, cvv: inputs.cvv.value }, new Date());
  if (!check.ok) {
    for (const name of FIELD_NAMES) setFieldError(name, check.errors[name] ?? "");
    showSummary(CARD_FIELD_MESSAGES.summary, check.errors);
    const first = FIELD_NAMES.find((name) => check.errors[name]);
    if (first) inputs[first].focus();
    return;
  }
  setBusy(true);
  const bearer = await authTokenSoon();
  if (!bearer) {
    // The store's page has not sent the payment auth token: it is told, and may send it.
    setBusy(false);
    fail("AUTH_DATA_NOT_AVAILABLE", CARD_MESSAGES.frameSubmit);
    return;
  }
  let response: Response;
  try {
    response = await fetch("/v1/tokens", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
      body: JSON.stringify(check.body),
      credentials: "omit",
      cache: "no-store",
    });
  } catch {
    setBusy(false);
    fail("SPAY_API_FAILURE", CARD_MESSAGES.frameSubmit);
    return;
  }
  setBusy(false);
  const answer: unknown = await response.json().catch(() => null);
  if (response.status === 201 && isTokenAnswer(answer)) {
    // The card is now the token's business: nothing of it stays in the form.
    form.reset();
    previousExpiry = "";
    updateBrand();
    const label = cardBrandLabel(answer.brand as CardBrand) ?? "Card";
    status.textContent = w(`${label} ending in ${answer.last4} added.`);
    post({
      type: GATEWAY_MESSAGE.token,
      token: answer.token,
      brand: answer.brand,
      last4: answer.last4,
      expiryMonth: answer.expiryMonth,
      expiryYear: answer.expiryYear,
    });
    return;
  }
  if (response.status >= 400 && response.status < 500 && isErrorAnswer(answer)) {
    if (answer.code === "PAYMENT_OPERATION_FAILED" || answer.code === "PAYMENT_EXPIRED") {
      inputs.cvv.value = "";
    }
    fail(answer.code, answer.message);
    return;
  }
  fail("SPAY_API_FAILURE", CARD_MESSAGES.frameSubmit);
}

function isTokenAnswer(value: unknown): value is TokenAnswer {
  const answer = value as Partial<TokenAnswer> | null;
  return (
    typeof answer?.token === "string" &&
    typeof answer.brand === "string" &&
    typeof answer.last4 === "string" &&
    typeof answer.expiryMonth === "number" &&
    typeof answer.expiryYear === "number"
  );
}

function isErrorAnswer(value: unknown): value is { code: string; message: string } {
  const answer = value as { code?: unknown; message?: unknown } | null;
  return typeof answer?.code === "string" && typeof answer.message === "string";
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (submitting) return;
  void tokenise();
});

window.addEventListener("message", (event: MessageEvent) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data as { type?: unknown; authToken?: unknown } | null;
  if (data?.type === GATEWAY_MESSAGE.auth && typeof data.authToken === "string" && data.authToken.trim()) {
    authToken = data.authToken.trim();
    for (const waiter of authWaiters) waiter();
  } else if (data?.type === GATEWAY_MESSAGE.hello) {
    // The page saw this document load: what it may have missed is said again.
    post({ type: GATEWAY_MESSAGE.ready });
    reportHeight(true);
  }
});

let lastHeight = 0;
function reportHeight(again = false): void {
  const height = Math.ceil(frame.getBoundingClientRect().height);
  if (again || height !== lastHeight) {
    lastHeight = height;
    post({ type: GATEWAY_MESSAGE.height, height });
  }
}
if (typeof ResizeObserver === "function") new ResizeObserver(() => reportHeight()).observe(frame);
else window.addEventListener("resize", () => reportHeight());

updateBrand();
post({ type: GATEWAY_MESSAGE.ready });
reportHeight();
// Until here the form is the plain one the page was served with; a test (or a tool) that must not
// click before the script has taken the form waits for this mark, as the store's pages mark hydration.
document.documentElement.dataset.ready = "true";
