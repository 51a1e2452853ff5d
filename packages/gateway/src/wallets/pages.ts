// The sandbox wallets' approval pages: sign in to the wallet, review the amount, the merchant and
// where it ships, then Approve or Cancel. Plain forms: they work without JavaScript, and every
// value the shopper typed other than the e-mail is never written back into a page.
import { WALLET_NAMES, type WalletAddress, type WalletType, formatCents } from "@quire/domain";
import { escapeHtml } from "../pages";
import type { SandboxWalletAccount } from "./test-accounts";

/** The wallets' paths on the gateway's origin: /wallets/paypal, /wallets/klarna, /wallets/apple-pay. */
export const WALLET_PATHS: Record<WalletType, string> = { PAYPAL: "paypal", KLARNA: "klarna", APPLE_PAY: "apple-pay" };

export interface WalletPageStyles {
  /** the card pages' stylesheet (fields, buttons, focus) */
  base: string;
  /** the wallets' own additions */
  wallet: string;
}

export const WALLET_PAGE_IDS = {
  main: "wallet-page",
  errors: "wallet-errors",
  email: "wallet-email",
  password: "wallet-password",
} as const;

function walletDocument(options: { wallet: WalletType; title: string; styles: WalletPageStyles; body: string }): string {
  const name = WALLET_NAMES[options.wallet];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)} - ${escapeHtml(name)} sandbox</title>
<link rel="stylesheet" href="${escapeHtml(options.styles.base)}">
<link rel="stylesheet" href="${escapeHtml(options.styles.wallet)}">
</head>
<body class="page wallet-page wallet-page--${WALLET_PATHS[options.wallet]}">
<header class="wallet-brand">
<p class="wallet-brand__name">${escapeHtml(name)}</p>
<p class="wallet-brand__sandbox">Sandbox: no money moves</p>
</header>
<main id="${WALLET_PAGE_IDS.main}">
${options.body}
</main>
</body>
</html>
`;
}

function summaryRows(rows: [string, string][]): string {
  return `<dl class="wallet-summary">${rows
    .map(([term, value]) => `<div><dt>${escapeHtml(term)}</dt><dd>${value}</dd></div>`)
    .join("")}</dl>`;
}

function addressHtml(address: WalletAddress): string {
  const lines = [
    address.name,
    address.address1,
    address.address2 ?? "",
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.phone,
  ].filter((line) => line !== "");
  return lines.map((line) => `<span class="wallet-summary__line">${escapeHtml(line)}</span>`).join("");
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("\n");
}

export interface PaymentShown {
  merchantName: string;
  amountCents: number;
}

/** Step 1: sign in to the wallet. `error` after a refused sign-in (the e-mail is kept, the password never). */
export function walletSignInPage(options: {
  wallet: WalletType;
  payment: PaymentShown;
  session: string;
  returnUrl: string;
  cancelUrl: string;
  styles: WalletPageStyles;
  email?: string;
  error?: string;
}): string {
  const name = WALLET_NAMES[options.wallet];
  const error = options.error ?? "";
  const invalid = error ? ' aria-invalid="true"' : "";
  const path = WALLET_PATHS[options.wallet];
  return walletDocument({
    wallet: options.wallet,
    title: error ? `Error: Sign in to ${name}` : `Sign in to ${name}`,
    styles: options.styles,
    body: `<h1>Pay with ${escapeHtml(name)}</h1>
${summaryRows([
  ["Merchant", escapeHtml(options.payment.merchantName)],
  ["Amount", escapeHtml(formatCents(options.payment.amountCents))],
])}
<h2>Sign in to ${escapeHtml(name)}</h2>
<div class="error-summary" id="${WALLET_PAGE_IDS.errors}" role="alert" tabindex="-1"${error ? " autofocus" : ""}>${
      error ? `<p>${escapeHtml(error)}</p>` : ""
    }</div>
<form action="/wallets/${path}/sign-in" method="post" novalidate>
${hiddenFields({ session: options.session, returnUrl: options.returnUrl })}
<div class="field">
<label for="${WALLET_PAGE_IDS.email}">Email</label>
<input id="${WALLET_PAGE_IDS.email}" name="email" type="email" autocomplete="username" spellcheck="false" maxlength="254" required value="${escapeHtml(
      options.email ?? "",
    )}"${invalid}${error ? ` aria-describedby="${WALLET_PAGE_IDS.errors}"` : ""}>
</div>
<div class="field">
<label for="${WALLET_PAGE_IDS.password}">Password</label>
<input id="${WALLET_PAGE_IDS.password}" name="password" type="password" autocomplete="current-password" maxlength="128" required${invalid}${
      error ? ` aria-describedby="${WALLET_PAGE_IDS.errors}"` : ""
    }>
</div>
<button type="submit">Sign in</button>
</form>
<p class="wallet-cancel"><a href="${escapeHtml(options.cancelUrl)}">Cancel and return to ${escapeHtml(options.payment.merchantName)}</a></p>
<p class="wallet-note">This is the store's sandbox ${escapeHtml(name)}. Sign in with one of its test accounts.</p>`,
  });
}

/** Step 2: the amount, the merchant, what pays and where it ships; Approve or Cancel. */
export function walletReviewPage(options: {
  wallet: WalletType;
  payment: PaymentShown;
  account: SandboxWalletAccount;
  session: string;
  returnUrl: string;
  login: string;
  styles: WalletPageStyles;
}): string {
  const name = WALLET_NAMES[options.wallet];
  const merchant = escapeHtml(options.payment.merchantName);
  return walletDocument({
    wallet: options.wallet,
    title: "Review your payment",
    styles: options.styles,
    body: `<h1>Review your payment</h1>
<p>Signed in to ${escapeHtml(name)} as <strong>${escapeHtml(options.account.email)}</strong>.</p>
${summaryRows([
  ["Merchant", merchant],
  ["Amount", escapeHtml(formatCents(options.payment.amountCents))],
  ["Pay with", escapeHtml(options.account.fundingSource)],
  ["Ship to", addressHtml(options.account.shippingAddress)],
])}
<p>You'll review your order at ${merchant} before it is placed. Nothing is charged until then.</p>
<form action="/wallets/${WALLET_PATHS[options.wallet]}/decision" method="post">
${hiddenFields({ session: options.session, returnUrl: options.returnUrl, login: options.login })}
<div class="wallet-actions">
<button type="submit" name="decision" value="approve">Approve and return to ${merchant}</button>
<button type="submit" name="decision" value="cancel" class="wallet-secondary">Cancel and return to ${merchant}</button>
</div>
</form>`,
  });
}

/** A page that cannot go on: the session ended or is not one, or the sign-in lapsed. */
export function walletMessagePage(options: {
  wallet: WalletType;
  title: string;
  message: string;
  styles: WalletPageStyles;
  link?: { href: string; text: string };
}): string {
  return walletDocument({
    wallet: options.wallet,
    title: options.title,
    styles: options.styles,
    body: `<h1>${escapeHtml(options.title)}</h1>
<p role="alert">${escapeHtml(options.message)}</p>
${options.link ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>` : ""}`,
  });
}

/** The wallets' additions to the card pages' stylesheet. */
export const WALLET_STYLESHEET = `.wallet-brand {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid var(--line);
}
.wallet-brand p {
  margin: 0;
}
.wallet-brand__name {
  font-size: 1.25rem;
  font-weight: 700;
}
.wallet-brand__sandbox,
.wallet-note {
  color: var(--muted);
}
h2 {
  font-size: 1.125rem;
  margin: 1.5rem 0 0.75rem;
}
.wallet-summary {
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--line);
  border-radius: 6px;
}
.wallet-summary div {
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  padding: 0.25rem 0;
}
.wallet-summary dt {
  font-weight: 600;
  min-width: 6rem;
}
.wallet-summary dd {
  margin: 0;
}
.wallet-summary__line {
  display: block;
}
.wallet-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}
button.wallet-secondary {
  background: #fff;
  color: var(--button);
}
.wallet-cancel {
  margin: 1rem 0 0;
}
`;
