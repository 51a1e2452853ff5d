import { BUSINESS_APPLICATION_FIELDS } from "@quire/domain";
import { Form, data, redirect } from "react-router";
import { BecomeCustomerForm } from "../features/business-applications/components/become-customer-form";
import { BecomeCustomerThanks } from "../features/business-applications/components/become-customer-thanks";
import { formFields } from "../lib/form-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/become-customer";

// /account/become-customer (decision 046): a consumer signed in on dotcom, or a guest on either
// site, applies for a business account. The form posts here and works without JavaScript; the
// become-customer drawer posts the same form here. After an application, ?submitted=<reference>
// thanks the applicant (post/redirect/get, so a reload sends nothing twice).

const REFERENCE = /^BA-[2-9A-Z]{8}$/;
/** what the form keeps after a refusal: everything typed but the password */
const KEPT_FIELDS = BUSINESS_APPLICATION_FIELDS.filter((name) => name !== "password");

export async function loader({ request, context }: Route.LoaderArgs) {
  const submitted = new URL(request.url).searchParams.get("submitted");
  return {
    applicant: await context.doors.businessApplications.applicant(),
    submitted: submitted && REFERENCE.test(submitted) ? submitted : null,
    siteName: context.tenant.siteName,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  const title = loaderData?.submitted ? t("Thank you for applying") : t("Open a business account");
  return [
    { title: `${title} | ${loaderData?.siteName ?? "Quire"}` },
    {
      name: "description",
      content: t("Apply for a Quire Advantage business account: contract prices, approvals, budgets and reports."),
    },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.commands.run("business-applications.apply", formFields(form, BUSINESS_APPLICATION_FIELDS));
  if (!result.ok) {
    return data(
      { values: formFields(form, KEPT_FIELDS), refusal: { message: result.message, fields: result.fields } },
      { status: result.status },
    );
  }
  return redirect(`/account/become-customer?submitted=${encodeURIComponent(result.value.reference)}`, 303);
}

export default function BecomeCustomerRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { applicant, submitted } = loaderData;
  if (submitted) {
    return (
      <div className="page page--narrow become-customer-page">
        <BecomeCustomerThanks reference={submitted} />
      </div>
    );
  }
  return (
    <div className="page page--narrow become-customer-page">
      <h1>{t("Open a business account")}</h1>
      {applicant.kind === "BUSINESS" ? (
        <p className="notice">{t("You are signed in to a business account already.")}</p>
      ) : (
        <>
          <p>
            {t(
              "Quire Advantage gives your business contract prices, order approvals, budgets and reports. Tell us about your company: we review every application within two business days.",
            )}
          </p>
          <BecomeCustomerForm
            // a new answer is a new form, showing the fields as posted
            key={JSON.stringify(actionData?.values ?? null)}
            formId="become-customer"
            applicant={applicant}
            values={actionData?.values ?? null}
            refusal={actionData?.refusal ?? null}
            FormElement={Form}
          />
        </>
      )}
    </div>
  );
}
