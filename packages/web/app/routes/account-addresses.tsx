import { LOGIN_ROUTES, readAddressSuggestion, withReturnTarget } from "@quire/domain";
import { Link, data, redirect } from "react-router";
import { AddressBook } from "../features/account/components/address-book";
import { addressesAction } from "../features/account/account-actions.server";
import { ACCOUNT_PATHS } from "../features/account/account-paths";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/account-addresses";

const SAVED_WORDS: Record<string, string> = {
  added: "The address has been added.",
  changed: "The address has been saved.",
  deleted: "The address has been deleted.",
  default: "Your default address has been changed.",
};

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Your addresses | Quire") },
    {
      name: "description",
      content: t("The addresses kept on your Quire account: add, edit, delete and choose the default."),
    },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await context.doors.account.addresses();
  if (!result.ok) {
    if (result.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, url.pathname, context.tenant.id));
    throw data(result.message, { status: result.status });
  }
  const editId = url.searchParams.get("edit");
  return {
    addresses: result.value,
    editing: result.value.find((a) => a.id === editId) ?? null,
    saved: SAVED_WORDS[url.searchParams.get("saved") ?? ""] ?? null,
  };
}

export const action = (args: Route.ActionArgs) => addressesAction(args);

export default function AccountAddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const refusal = actionData?.refusal ?? null;
  const suggestion = actionData && "suggestion" in actionData ? readAddressSuggestion(actionData.suggestion) : null;
  return (
    <div className="page account-page">
      <p className="account-page__back">
        <Link to={ACCOUNT_PATHS.home}>{t("Your account")}</Link>
      </p>
      <h1>{t("Your addresses")}</h1>
      {loaderData.saved && !actionData ? (
        <p className="notice" role="status">
          {t(loaderData.saved)}
        </p>
      ) : null}
      <AddressBook addresses={loaderData.addresses} editing={loaderData.editing} refusal={refusal} suggestion={suggestion} />
    </div>
  );
}
