import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, redirect, useLocation } from "react-router";
import { ApplicationsReview } from "../features/business-applications/components/applications-review";
import { field } from "../lib/form-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/admin-business-applications";

// /admin/business-applications (decision 046): a store administrator with BUSINESS_APPLICATIONS
// approves or declines applications for a business account. Guests are sent to sign in and back;
// anyone else gets a 403 page. Approve and Decline are plain forms: they work without JavaScript.

const PATH = "/admin/business-applications";

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await context.doors.businessApplications.list();
  if (result.ok) return { applications: result.value, forbidden: false };
  if (result.status === 401)
    throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, new URL(request.url).pathname, context.tenant.id));
  if (result.status === 403) return data({ applications: [], forbidden: true }, { status: 403 });
  throw data("", { status: result.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Business applications | Quire") }, { name: "robots", content: "noindex" }];
}

// Decisions change the list: never let a shared cache keep it.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const reference = field(form, "reference");
  const reason = field(form, "reason");
  if (intent !== "approve" && intent !== "decline") {
    return data({ refusal: { reference, message: "This form can't do that.", fields: undefined }, reason }, { status: 400 });
  }
  const result = await context.commands.run("business-applications.decide", { reference, intent, reason });
  if (!result.ok) {
    if (result.status === 401) throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, PATH, context.tenant.id), 303);
    return data({ refusal: { reference, message: result.message, fields: result.fields }, reason }, { status: result.status });
  }
  return redirect(`${PATH}?decided=${encodeURIComponent(reference)}`, 303);
}

export default function AdminBusinessApplicationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const location = useLocation();
  const decided = new URLSearchParams(location.search).get("decided");
  return (
    <div className="page business-applications-page">
      <h1>{t("Business applications")}</h1>
      {loaderData.forbidden ? (
        <p className="notice">{t("Your account can't review business applications.")}</p>
      ) : (
        <ApplicationsReview
          applications={loaderData.applications}
          decided={decided}
          refusal={actionData?.refusal ?? null}
          reason={actionData?.reason ?? ""}
        />
      )}
    </div>
  );
}
