import { LOGIN_ROUTES, STORE_PICKUPS_PATH, withReturnTarget } from "@quire/domain";
import { data, redirect } from "react-router";
import { StorePickups, type StorePickupsRefusal } from "../features/pickup/components/store-pickups";
import { field } from "../lib/form-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/csr-pickups";

// /csr/pickups (decision 079): store staff see the in-store pickup orders waiting at a store
// (Natick, 0008, unless ?store= names another) and mark one ready with a plain form, which tells
// its shopper. Guests are sent to sign in and back; anyone but staff gets a 403 page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const store = url.searchParams.get("store");
  const ready = url.searchParams.get("ready");
  const list = await context.doors.storePickups.list(store);
  if (!list.ok) {
    if (list.status === 401)
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, `${url.pathname}${url.search}`, context.tenant.id));
    if (list.status === 403)
      return data({ list: null, forbidden: true, asked: store, ready: null, refusal: null }, { status: 403 });
    if (list.status === 400) {
      const refusal: StorePickupsRefusal = { code: list.code, message: list.message, storeNumber: store ?? "", orderNumber: "" };
      return data({ list: null, forbidden: false, asked: store, ready: null, refusal }, { status: 400 });
    }
    throw data("", { status: list.status });
  }
  // the order just marked (post/redirect/get), named only when it is a number
  const marked = ready && /^\d{1,20}$/.test(ready) ? ready : null;
  return { list: list.value, forbidden: false, asked: store, ready: marked, refusal: null };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Pickup orders | Quire") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const storeNumber = field(form, "storeNumber");
  const orderNumber = field(form, "orderNumber");
  const result = await context.commands.run("store-pickups.mark-ready", { storeNumber, orderNumber });
  if (!result.ok) {
    if (result.status === 401) {
      const back = `${STORE_PICKUPS_PATH}?store=${encodeURIComponent(storeNumber)}`;
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, back, context.tenant.id), 303);
    }
    const refusal: StorePickupsRefusal = { code: result.code, message: result.message, storeNumber, orderNumber };
    return data({ refusal }, { status: result.status });
  }
  const { storeNumber: store, orderNumber: ready } = result.value;
  return redirect(`${STORE_PICKUPS_PATH}?store=${encodeURIComponent(store)}&ready=${encodeURIComponent(ready)}`, 303);
}

export default function CsrPickupsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page store-pickups-page">
      <h1>{t("Pickup orders")}</h1>
      {loaderData.forbidden ? (
        <p className="notice">{t("Only store staff can see and mark pickup orders.")}</p>
      ) : (
        <StorePickups
          list={loaderData.list}
          asked={loaderData.asked}
          ready={loaderData.ready}
          refusal={actionData?.refusal ?? loaderData.refusal}
        />
      )}
    </div>
  );
}
