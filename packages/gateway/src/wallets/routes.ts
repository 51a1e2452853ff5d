import crypto from "node:crypto";
import { WALLET_MESSAGES, WALLET_NAMES, WALLET_RETURN_PARAMS, type WalletType } from "@quire/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { SandboxGateway } from "../sandbox-gateway";
import {
  type PaymentShown,
  WALLET_PATHS,
  WALLET_STYLESHEET,
  type WalletPageStyles,
  walletMessagePage,
  walletReviewPage,
  walletSignInPage,
} from "./pages";
import type { WalletSessionClaims } from "./sandbox-wallets";

// The sandbox wallets' approval pages on the gateway's origin. The store sends the shopper to
// GET /wallets/{paypal|klarna|apple-pay}?session=<client token>&returnUrl=<store page>; the
// shopper signs in, reviews, and Approve answers 303 to the return URL with ?wallet=&nonce=,
// Cancel with ?wallet=&cancelled=1. A session past its validity says so and links back with
// ?wallet=&expired=1. Return URLs must be on an accepted store origin, as the card page's.

export interface WalletRoutesOptions {
  gateway: SandboxGateway;
  /** the return URL when it is an http(s) URL on an accepted store origin, else null */
  acceptedReturnUrl: (value: unknown) => URL | null;
  /** the card pages' stylesheet URL */
  baseStyle: string;
  /**
   * the card page's Content-Security-Policy for a page that may answer 303 to `returnOrigin`
   * (Approve and Cancel do: Chromium checks that redirect against form-action too)
   */
  pageCsp: (returnOrigin: string | null) => string;
}

const WALLET_OF_PATH = new Map(Object.entries(WALLET_PATHS).map(([wallet, path]) => [path, wallet as WalletType]));
const STYLE_HASH = crypto.createHash("sha256").update(WALLET_STYLESHEET).digest("base64url").slice(0, 16);
const STYLE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const SIGN_IN_REFUSED = "The email or password is incorrect. Please try again.";
const SIGN_IN_LAPSED = "Your sign-in has timed out. Please sign in again.";

const pageQuery = z.object({ session: z.string().max(2048), returnUrl: z.string().max(2048) });
const signInBody = pageQuery.extend({ email: z.string().max(254).default(""), password: z.string().max(128).default("") });
const decisionBody = pageQuery.extend({ login: z.string().max(2048).default(""), decision: z.enum(["approve", "cancel"]) });

/** The store's return URL with this wallet's outcome (any outcome an earlier round left is replaced). */
export function walletReturnUrl(
  returnUrl: URL,
  wallet: WalletType,
  outcome: { nonce: string } | "cancelled" | "expired",
): string {
  const target = new URL(returnUrl.href);
  for (const name of Object.values(WALLET_RETURN_PARAMS)) target.searchParams.delete(name);
  target.searchParams.set(WALLET_RETURN_PARAMS.wallet, wallet);
  if (typeof outcome === "object") target.searchParams.set(WALLET_RETURN_PARAMS.nonce, outcome.nonce);
  else target.searchParams.set(WALLET_RETURN_PARAMS[outcome], "1");
  return target.href;
}

/** The approval page's address for a client token: what the store redirects the shopper to. */
export function walletApprovalUrl(gatewayOrigin: string, wallet: WalletType, session: string, returnUrl: string): string {
  const url = new URL(`/wallets/${WALLET_PATHS[wallet]}`, gatewayOrigin);
  url.searchParams.set("session", session);
  url.searchParams.set("returnUrl", returnUrl);
  return url.href;
}

export function registerWalletRoutes(app: FastifyInstance, options: WalletRoutesOptions): void {
  const { gateway, acceptedReturnUrl, pageCsp } = options;
  const wallets = gateway.wallets;
  const styles: WalletPageStyles = { base: options.baseStyle, wallet: `/wallets/wallets.css?v=${STYLE_HASH}` };

  const sendPage = (reply: FastifyReply, status: number, html: string, returnUrl: URL | null) =>
    reply
      .status(status)
      .header("content-security-policy", pageCsp(returnUrl?.origin ?? null))
      .type("text/html; charset=utf-8")
      .send(html);

  /** Refused before anything else: a return address off the store, or fields missing. */
  const refuseRequest = (reply: FastifyReply, wallet: WalletType) =>
    sendPage(
      reply,
      400,
      walletMessagePage({
        wallet,
        title: "Payment page unavailable",
        message: `This ${WALLET_NAMES[wallet]} page can only be used from the Quire store.`,
        styles,
      }),
      null,
    );

  /** The session is over (or never was): say so, and offer the way back to the store. */
  const sessionEnded = (reply: FastifyReply, wallet: WalletType, returnUrl: URL, expired: boolean) =>
    sendPage(
      reply,
      401,
      walletMessagePage({
        wallet,
        title: expired ? "Session expired" : "Session not recognised",
        message: expired
          ? `${WALLET_MESSAGES.sessionExpired(wallet)} Return to the store to start again.`
          : `We couldn't open this ${WALLET_NAMES[wallet]} session. Return to the store to start again.`,
        styles,
        link: { href: walletReturnUrl(returnUrl, wallet, "expired"), text: "Return to the store" },
      }),
      returnUrl,
    );

  /** The path's wallet, the return URL and the session, or the page that refuses. */
  const open = (reply: FastifyReply, walletPath: string, fields: { session: string; returnUrl: string } | null) => {
    const wallet = WALLET_OF_PATH.get(walletPath);
    const returnUrl = acceptedReturnUrl(fields?.returnUrl);
    if (!wallet) {
      return { refused: reply.status(404).send({ code: "NOT_FOUND", message: "There is no such wallet here." }) } as const;
    }
    if (!fields || !returnUrl) return { refused: refuseRequest(reply, wallet) } as const;
    const check = wallets.openSession(fields.session, gateway.now());
    if (!check.ok || check.session.wallet !== wallet) {
      return { refused: sessionEnded(reply, wallet, returnUrl, !check.ok && check.reason === "EXPIRED") } as const;
    }
    return { wallet, returnUrl, session: check.session, sessionValue: fields.session } as const;
  };
  type Opened = Exclude<ReturnType<typeof open>, { refused: unknown }>;

  /** The sign-in form: on opening, after a refused sign-in (the e-mail kept), or when the sign-in lapsed. */
  const signInPage = (reply: FastifyReply, status: number, opened: Opened, problem: { email?: string; error?: string } = {}) =>
    sendPage(
      reply,
      status,
      walletSignInPage({
        wallet: opened.wallet,
        payment: shown(opened.session),
        session: opened.sessionValue,
        returnUrl: opened.returnUrl.href,
        cancelUrl: walletReturnUrl(opened.returnUrl, opened.wallet, "cancelled"),
        styles,
        ...problem,
      }),
      opened.returnUrl,
    );

  const shown = (session: WalletSessionClaims): PaymentShown => ({
    merchantName: session.merchantName,
    amountCents: session.amountCents,
  });

  app.get("/wallets/wallets.css", async (_request, reply) =>
    reply
      .header("cache-control", `public, max-age=${STYLE_MAX_AGE_SECONDS}, immutable`)
      .type("text/css; charset=utf-8")
      .send(WALLET_STYLESHEET),
  );

  app.get<{ Params: { wallet: string } }>("/wallets/:wallet", async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    const opened = open(reply, request.params.wallet, query.success ? query.data : null);
    if ("refused" in opened) return opened.refused;
    return signInPage(reply, 200, opened);
  });

  app.post<{ Params: { wallet: string } }>("/wallets/:wallet/sign-in", async (request, reply) => {
    const body = signInBody.safeParse(request.body ?? {});
    const opened = open(reply, request.params.wallet, body.success ? body.data : null);
    if ("refused" in opened) return opened.refused;
    if (!body.success) return refuseRequest(reply, opened.wallet);
    const { wallet, returnUrl, session } = opened;
    const signIn = wallets.signIn(body.data.session, body.data.email, body.data.password, gateway.now());
    if (!signIn.ok) {
      // The session ended between the pages: open() saw it valid a moment ago, so CREDENTIALS is the usual case.
      if (signIn.reason === "SESSION") return sessionEnded(reply, wallet, returnUrl, signIn.check.reason === "EXPIRED");
      return signInPage(reply, 400, opened, { email: body.data.email.trim().slice(0, 254), error: SIGN_IN_REFUSED });
    }
    const html = walletReviewPage({
      wallet,
      payment: shown(session),
      account: signIn.account,
      session: body.data.session,
      returnUrl: returnUrl.href,
      login: signIn.login,
      styles,
    });
    return sendPage(reply, 200, html, returnUrl);
  });

  app.post<{ Params: { wallet: string } }>("/wallets/:wallet/decision", async (request, reply) => {
    const body = decisionBody.safeParse(request.body ?? {});
    const opened = open(reply, request.params.wallet, body.success ? body.data : null);
    if ("refused" in opened) return opened.refused;
    if (!body.success) return refuseRequest(reply, opened.wallet);
    const { wallet, returnUrl } = opened;
    if (body.data.decision === "cancel") {
      return reply
        .status(303)
        .header("location", walletReturnUrl(returnUrl, wallet, "cancelled"))
        .send();
    }
    const approval = wallets.approve(body.data.session, body.data.login, gateway.now());
    if (!approval.ok) {
      if (approval.reason === "SESSION") return sessionEnded(reply, wallet, returnUrl, approval.check.reason === "EXPIRED");
      return signInPage(reply, 401, opened, { error: SIGN_IN_LAPSED });
    }
    return reply
      .status(303)
      .header("location", walletReturnUrl(returnUrl, wallet, { nonce: approval.nonce }))
      .send();
  });
}
