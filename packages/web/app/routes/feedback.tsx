import { type FeedbackFields, feedbackInitEvent } from "@quire/domain";
import { useEffect } from "react";
import { data, redirect } from "react-router";
import { FeedbackForm } from "../features/content/components/feedback-form";
import { field } from "../lib/form-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import { analyticsSite, track } from "../ui/analytics/track";
import type { Route } from "./+types/feedback";

// /feedback: the footer's "Give feedback" as a page (stored; decision 036). After a message is
// sent, ?sent=1 thanks the shopper (post/redirect/get, so a reload sends nothing twice).

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1", siteName: context.tenant.siteName };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: `${loaderData?.sent ? t("Thank you for your feedback") : t("Give feedback")} | ${loaderData?.siteName ?? "Quire"}` },
    { name: "description", content: t("Tell us what works and what doesn't on the store: we read every message.") },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: FeedbackFields = { topic: field(form, "topic"), message: field(form, "message"), email: field(form, "email") };
  const result = await context.commands.run("content.send-feedback", { ...values });
  if (!result.ok) return data({ values, refusal: { message: result.message, fields: result.fields } }, { status: result.status });
  return redirect("/feedback?sent=1", 303);
}

export default function FeedbackRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  // the form is open: analytics' "feedback init" (spec section 7)
  useEffect(() => {
    if (!loaderData.sent) track(feedbackInitEvent(analyticsSite()));
  }, [loaderData.sent]);
  if (loaderData.sent) {
    return (
      <div className="page page--narrow feedback-page">
        <h1>{t("Thank you for your feedback")}</h1>
        <p role="status">
          {t(
            "We read every message. If you gave your e-mail address and asked a question, we will answer within two business days.",
          )}
        </p>
        <p>
          <a href="/">{t("Back to the home page")}</a> · <a href="/help">{t("Help centre")}</a>
        </p>
      </div>
    );
  }
  return (
    <div className="page page--narrow feedback-page">
      <h1>{t("Give feedback")}</h1>
      <p>
        {t("Tell us what works and what doesn't. For help with an order, see the")} <a href="/help">{t("help centre")}</a>.
      </p>
      <FeedbackForm
        key={JSON.stringify(actionData?.values ?? null)}
        values={actionData?.values ?? null}
        refusal={actionData?.refusal ?? null}
      />
    </div>
  );
}
