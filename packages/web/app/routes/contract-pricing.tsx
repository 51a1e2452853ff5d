import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, Link, useLocation } from "react-router";
import { ContractPriceTable } from "../features/business-pricing/components/contract-price-table";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/contract-pricing";

// /cc/mmx/contract-pricing: the advantage marketing bar's "Contract pricing" (decision 042).

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Contract pricing | Quire") }, { name: "robots", content: "noindex" }];
}

// the account's own prices: never kept by a shared cache
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.tenant.id !== "advantage") throw data("We couldn't find that page.", { status: 404 });
  const url = new URL(request.url);
  const result = await context.doors.contractPricing.page({
    search: url.searchParams.get("search"),
    page: Number(url.searchParams.get("page") ?? "1") || 1,
  });
  if (!result.ok && result.status !== 401) throw data(result.message, { status: result.status });
  return { view: result.ok ? result.value : null, tenant: context.tenant.id };
}

export default function ContractPricingPage({ loaderData }: Route.ComponentProps) {
  const { view, tenant } = loaderData;
  const { t } = useT();
  const location = useLocation();
  return (
    <div className="page contract-pricing-page">
      <h1>{t("Contract pricing")}</h1>
      {view ? (
        <>
          <p>{t("The prices your account has agreed for these items. Items not listed are at the list price.")}</p>
          <ContractPriceTable view={view} />
        </>
      ) : (
        <>
          <p>{t("Please sign in with your business account to see its contract prices.")}</p>
          <p>
            <Link
              className="button"
              to={withReturnTarget(LOGIN_ROUTES.identityLogin, `${location.pathname}${location.search}`, tenant)}
            >
              {t("Sign in")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
