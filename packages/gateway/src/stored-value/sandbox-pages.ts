import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { escapeHtml, htmlDocument } from "../pages";
import type { SandboxGateway } from "../sandbox-gateway";
import { SANDBOX_STORED_VALUE_CARDS } from "./stored-value";

// The sandbox's test gift cards page: a tester (or a journey) issues a fresh gift or prepaid card
// of their own and sees its number and PIN, as a processor's test dashboard would. The documented
// cards are listed too. Only the sandbox has this page.

const PAGE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const issueBody = z.object({
  type: z.enum(["GIFT_CARD", "PREPAID_CARD"]).default("GIFT_CARD"),
  amount: z
    .string()
    .max(12)
    .regex(/^\d{1,3}(\.\d{2})?$/),
});

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function groups(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formPage(style: string, error = ""): string {
  const rows = SANDBOX_STORED_VALUE_CARDS.map(
    (c) => `<tr><td>${escapeHtml(c.number)}</td><td>${c.pin}</td><td>${escapeHtml(c.outcome)}</td></tr>`,
  ).join("\n");
  return htmlDocument({
    title: `${error ? "Error: " : ""}Test gift cards - Quire sandbox`,
    style,
    body: `<body class="page">
<main>
<h1>Test gift cards</h1>
<p class="intro">This sandbox issues gift and prepaid cards for trying the store's checkout. They hold play money only.</p>
${error ? `<p class="error-summary" role="alert">${escapeHtml(error)}</p>` : ""}
<form action="/sandbox/gift-cards" method="post" novalidate>
<div class="field"><label for="type">Card type</label>
<select id="type" name="type"><option value="GIFT_CARD">Gift card</option><option value="PREPAID_CARD">Prepaid card</option></select></div>
<div class="field"><label for="amount">Amount in dollars</label>
<p class="hint" id="amount-hint">From 1 to 500, e.g. 25 or 25.00</p>
<input id="amount" name="amount" type="text" inputmode="decimal" aria-describedby="amount-hint" required></div>
<button type="submit">Issue a card</button>
</form>
<h2>Documented cards</h2>
<table><thead><tr><th scope="col">Number</th><th scope="col">PIN</th><th scope="col">What it does</th></tr></thead>
<tbody>${rows}</tbody></table>
</main>
</body>`,
  });
}

export function registerStoredValueSandbox(app: FastifyInstance, options: { gateway: SandboxGateway; style: string }) {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header("content-security-policy", PAGE_CSP)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(html);

  app.get("/sandbox/gift-cards", async (_request, reply) => send(reply, 200, formPage(options.style)));
  app.post("/sandbox/gift-cards", async (request, reply) => {
    const body = issueBody.safeParse(request.body);
    const cents = body.success ? Math.round(Number(body.data.amount) * 100) : 0;
    if (!body.success || cents < 100 || cents > 50_000) {
      return send(reply, 400, formPage(options.style, "Please enter an amount from $1.00 to $500.00."));
    }
    const card = await options.gateway.issueStoredValue({ type: body.data.type, amountCents: cents, seed: crypto.randomUUID() });
    const kind = card.type === "PREPAID_CARD" ? "prepaid card" : "gift card";
    return send(
      reply,
      201,
      htmlDocument({
        title: `Your test ${kind} - Quire sandbox`,
        style: options.style,
        body: `<body class="page">
<main>
<h1>Your test ${kind}</h1>
<dl class="issued-card">
<dt>Card number</dt><dd>${groups(card.number)}</dd>
<dt>PIN</dt><dd>${card.pin}</dd>
<dt>Balance</dt><dd>${dollars(card.balanceCents)}</dd>
</dl>
<p><a href="/sandbox/gift-cards">Issue another card</a></p>
</main>
</body>`,
      }),
    );
  });
}
