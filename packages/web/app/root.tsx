import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Suspense, lazy, useEffect, useReducer } from "react";
import { installAnalytics } from "./ui/analytics/track";
import { WordsContext, hasCatalogue, loadCatalogue, translatorFor, useT, wordsFor } from "./lib/i18n";
import { errorText, installClientErrorReporting, reportClientError } from "./lib/client-error-log";
import "./context";
import { type RootData, useRootData } from "./lib/root-data";
import { type CheckoutLinkProps, type CheckoutSignIn, CheckoutSignInProvider } from "./ui/checkout-sign-in";
import { hydrateLater, useShellHydrated } from "./ui/hydrate-later";
import { useCspNonce } from "./document-context";
import { FastLinkProvider } from "./ui/fast-link";
// The site's stylesheet, fingerprinted and cached for good (decision 053).
// The global styles and what every page shows (header, footer, the surfaces they open), as one sheet
// (shell.css imports them in order). A feature's page styles come with its route's chunk.
import shellStylesHref from "./shell.css?url";
import { deferredScriptsStarter } from "./deferred-scripts";
import type { Route } from "./+types/root";
import { AddToCartProvider } from "./features/add-to-cart/components/add-to-cart-provider";
import { DefaultDomainProvider } from "./ui/default-domain";
import { SiteHeader } from "./features/layout/components/site-header";
import { HeaderStore } from "./features/stores/components/header-store";
import { AddToListControl } from "./features/add-to-list/components/add-to-list-control";
import { ListsOpener } from "./features/lists-drawer/components/lists-opener";
import { type ListsSurfaces, ListsSurfacesProvider } from "./ui/add-to-list-slot";
import { type QuickOrderSurfaces, QuickOrderSurfacesProvider } from "./ui/quick-order-slot";
import { QuickOrderOpener } from "./features/quick-order/components/quick-order-opener";
import { type BecomeCustomerSurfaces, BecomeCustomerSurfacesProvider } from "./ui/become-customer-slot";
import { BecomeCustomerOpener } from "./features/business-applications/components/become-customer-opener";
import { StatusToastRegion } from "./ui/status-toast";
import { type ChatSurfaces, ChatSurfacesProvider } from "./ui/chat-slot";
import { ChatOpener } from "./features/chat/components/chat-opener";
import { ChatRoot } from "./features/chat/components/chat-root";
import { NOT_FOUND_TITLE, NotFoundView } from "./features/content/components/not-found-view";

const GENERIC_NOT_FOUND = /^$|^We couldn't find the page you were looking for\.$/;

/** Only an error gets the root's title: every page names itself. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = translatorFor(root?.language ?? "en");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: t(NOT_FOUND_TITLE) }, { name: "description", content: t("There is no page at this address.") }];
  }
  return [{ title: t("Something went wrong | Quire") }];
}

// The stylesheet is a file of its own, not inline in every page (decision 053, replacing part of 016),
// downloaded once and cached. React Router writes a route's own sheets after it, so a feature's rules
// still come after the global ones, as they did in a single sheet.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: shellStylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const cookie = request.headers.get("cookie");
  const url = new URL(request.url);
  const [categories, cartCount, session, hf] = await Promise.all([
    context.catalogue.categoryTree(),
    context.cart.count(cookie),
    context.session.read(cookie),
    context.headerFooter.read(cookie, `${url.pathname}${url.search}`),
  ]);
  const { id, siteName, tagline, cartPath, siteVariables } = context.tenant;
  return {
    tenant: { id, siteName, tagline, cartPath, siteVariables },
    language: context.language,
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, children: c.children })),
    // Re-read on every revalidation: cart changes call useRevalidator() so the header follows the server.
    cartCount,
    session,
    /** header and footer for this shopper on this page */
    hf,
    /** the host links are classified against (internal vs external) */
    host: url.hostname,
    /** what every form posts in its hidden csrf field (the quire_csrf cookie's value) */
    csrfToken: context.csrfToken,
    /** my store: the YourStore cookie, else the default store */
    yourStore: context.doors.stores.yourStore(),
    reference: context.requestId,
  };
}

// The header and footer depend on the page (page rules, the finder banner): read them again on
// every change of path, not only when the query changes or after a cart change.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return defaultShouldRevalidate;
}

// The footer (links and text), the merge notice (it speaks only after a sign-in merged carts), the
// checkout link and the header's cart button (a link to the cart until its mini cart has loaded)
// hydrate after the first view (ui/hydrate-later.ts).
const loadFooter = () => import("./features/layout/components/site-footer").then((m) => m.SiteFooter);
const loadMergeNotice = () => import("./features/session/components/merge-notice").then((m) => m.MergeNotice);
const loadCheckoutLink = () => import("./features/session/components/checkout-link").then((m) => m.CheckoutLink);
const loadMiniCart = () => import("./features/add-to-cart/components/mini-cart").then((m) => m.MiniCart);
const MiniCart = import.meta.env.SSR ? await loadMiniCart() : hydrateLater(loadMiniCart);
const SiteFooter = import.meta.env.SSR ? await loadFooter() : hydrateLater(loadFooter);
const MergeNotice = import.meta.env.SSR ? await loadMergeNotice() : hydrateLater(loadMergeNotice);
const CheckoutLinkLater = import.meta.env.SSR ? await loadCheckoutLink() : hydrateLater(loadCheckoutLink);

// The session feature's sign-in surfaces, shown by the cart, the mini cart and the add-to-cart
// overlay (features do not import one another). The drawer and overlay load when first opened.
const checkoutSignIn: CheckoutSignIn = {
  CheckoutLink: (props: CheckoutLinkProps) => (
    <Suspense fallback={null}>
      <CheckoutLinkLater {...props} />
    </Suspense>
  ),
  LoginDrawer: lazy(() => import("./features/session/components/login-drawer").then((m) => ({ default: m.LoginDrawer }))),
};

// "Add to list" on the product page, tiles, cart lines, saved items and the add-to-cart overlay,
// and the header's lists drawer (decision 035): features reach them through this context.
const listsSurfaces: ListsSurfaces = { AddToListControl, ListsOpener };
// The header's "Quick order" opens the quick-order drawer (decision 043).
const quickOrderSurfaces: QuickOrderSurfaces = { QuickOrderOpener };
// "Open a business account" in the footer opens the become-customer drawer (decision 046).
const becomeCustomerSurfaces: BecomeCustomerSurfaces = { BecomeCustomerOpener };
// The header's "Chat" opens the chat, whose widget loads when first opened (decision 074).
const chatSurfaces: ChatSurfaces = { ChatOpener };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  useShellHydrated();
  // The page's unhandled errors go to the client error log (decision 028).
  useEffect(() => installClientErrorReporting(), []);
  // The adapter's events go to the dataLayer and our own collector (decision 050).
  useEffect(() => installAnalytics(), []);
  const language = data?.language ?? "en";
  useCatalogue(language);
  return (
    <WordsContext.Provider value={wordsFor(language)}>
      <FastLinkProvider>
        <Document language={language} tenantId={data?.tenant.id ?? "dotcom"}>
          {children}
        </Document>
      </FastLinkProvider>
    </WordsContext.Provider>
  );
}

/**
 * A page reached in another language without a full load (a link that switched it) renders again
 * once that language's words have arrived; a full load has them before it hydrates (entry.client).
 */
function useCatalogue(language: RootData["language"]) {
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!hasCatalogue(language)) void loadCatalogue(language).then(rendered);
  }, [language]);
}

function Document({ language, tenantId, children }: { language: string; tenantId: string; children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useCspNonce();
  const { t } = useT();
  return (
    <html lang={language} data-tenant={tenantId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b3261e" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("Skip to main content")}
        </a>
        <DefaultDomainProvider value={data?.host ?? null}>
          <CheckoutSignInProvider value={checkoutSignIn}>
            <ListsSurfacesProvider value={listsSurfaces}>
              <QuickOrderSurfacesProvider value={quickOrderSurfaces}>
                <BecomeCustomerSurfacesProvider value={becomeCustomerSurfaces}>
                  <ChatSurfacesProvider value={chatSurfaces}>
                    <AddToCartProvider tenantId={data?.tenant.id} cartPath={data?.tenant.cartPath ?? "/cart"}>
                      <SiteHeader
                        tenant={data?.tenant}
                        categories={data?.categories ?? []}
                        cart={
                          <Suspense fallback={null}>
                            <MiniCart cartPath={data?.tenant.cartPath ?? "/cart"} count={data?.cartCount ?? 0} />
                          </Suspense>
                        }
                        hf={data?.hf}
                        session={data?.session}
                        store={data?.yourStore ? <HeaderStore store={data.yourStore} /> : undefined}
                      />
                      <main id="main" tabIndex={-1}>
                        <Suspense fallback={null}>
                          <MergeNotice cartPath={data?.tenant.cartPath ?? "/cart"} />
                        </Suspense>
                        {children}
                      </main>
                      <Suspense fallback={null}>
                        <SiteFooter tenant={data?.tenant} footer={data?.hf.footer} />
                      </Suspense>
                    </AddToCartProvider>
                  </ChatSurfacesProvider>
                </BecomeCustomerSurfacesProvider>
                <StatusToastRegion />
                <ChatRoot signedIn={data?.session?.isLoggedIn ?? false} />
              </QuickOrderSurfacesProvider>
            </ListsSurfacesProvider>
          </CheckoutSignInProvider>
        </DefaultDomainProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The starter has run by the time the browser hydrates: its text stays in the server build. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? deferredScriptsStarter : "" }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // What the boundary shows because something failed (not a page that is not there) is reported.
  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status < 500) return;
    void reportClientError({ msg: "ROUTE_ERROR", error: errorText(error), info: window.location.pathname });
  }, [error]);
  const root = useRouteLoaderData("root") as RootData | undefined;
  const location = useLocation();
  const { t } = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A route's own words when they add something ("We couldn't find that product...").
    const detail = typeof error.data === "string" && !GENERIC_NOT_FOUND.test(error.data) ? error.data : undefined;
    return <NotFoundView path={location.pathname} detail={detail} categories={root?.categories ?? []} />;
  }
  let title = t("Something went wrong");
  let message = t("Sorry, something went wrong. It's us, not you. Try again in a few minutes.");
  if (isRouteErrorResponse(error)) {
    if (error.status === 400) {
      title = t("We couldn't read that request");
      message = t(typeof error.data === "string" ? error.data : "Please check the address and try again.");
    }
  }
  return (
    <div className="page page--narrow error-page">
      <h1>{title}</h1>
      <p>{message}</p>
      {root?.reference ? (
        <p className="error-page__reference">
          {`${t("If you contact us about this, please quote reference")} ${root.reference}.`}
        </p>
      ) : null}
      <p>
        <a className="button button--secondary" href="/">
          {t("Go to the home page")}
        </a>
      </p>
    </div>
  );
}
