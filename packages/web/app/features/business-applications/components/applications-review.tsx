import { type BusinessApplicationView, formatCents, formatPhone } from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import "../business-applications.css";

// The store administrators' review of business applications (decision 046): pending first, each
// with Approve and a Decline that needs a reason; the decided below with their outcome.

export interface ReviewRefusal {
  reference: string;
  message: string;
  fields?: Record<string, string>;
}

interface Props {
  applications: BusinessApplicationView[];
  /** the application just decided (?decided=) */
  decided: string | null;
  refusal: ReviewRefusal | null;
  /** the decline reason as posted, kept after a refusal */
  reason: string;
}

function useDateText() {
  const { language } = useT();
  const format = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return (iso: string) => `${format.format(new Date(iso))} UTC`;
}

export function ApplicationsReview({ applications, decided, refusal, reason }: Props) {
  const { t } = useT();
  const dateText = useDateText();
  const pending = applications.filter((a) => a.status === "PENDING");
  const done = applications.filter((a) => a.status !== "PENDING");
  const justDecided = decided ? applications.find((a) => a.reference === decided) : undefined;
  const notice = !justDecided
    ? ""
    : justDecided.status === "APPROVED"
      ? t("Application {{reference}} approved: business account {{account}} is open and {{email}} has been e-mailed.", {
          reference: justDecided.reference,
          account: justDecided.accountNumber ?? "",
          email: justDecided.email,
        })
      : t("Application {{reference}} declined: {{email}} has been e-mailed the reason.", {
          reference: justDecided.reference,
          email: justDecided.email,
        });
  return (
    <>
      <p className="business-applications__status" role="status">
        {notice}
      </p>
      {refusal ? (
        <p className="business-applications__refusal" role="alert">
          {t(refusal.message)}
        </p>
      ) : null}
      <section aria-labelledby="pending-applications">
        <h2 id="pending-applications">{t("Waiting for a decision ({{count}})", { count: pending.length })}</h2>
        {pending.length === 0 ? (
          <p>{t("No applications are waiting.")}</p>
        ) : (
          <ul className="business-applications__list">
            {pending.map((application) => (
              <li key={application.reference}>
                <ApplicationCard application={application} dateText={dateText}>
                  <div className="business-applications__actions">
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="reference" value={application.reference} />
                      <button
                        type="submit"
                        name="intent"
                        value="approve"
                        className="button"
                        aria-label={t("Approve {{company}}", { company: application.companyName })}
                      >
                        {t("Approve")}
                      </button>
                    </Form>
                    <DeclineForm
                      application={application}
                      error={refusal?.reference === application.reference ? refusal.fields?.reason : undefined}
                      reason={refusal?.reference === application.reference ? reason : ""}
                    />
                  </div>
                </ApplicationCard>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="decided-applications">
        <h2 id="decided-applications">{t("Decided")}</h2>
        {done.length === 0 ? (
          <p>{t("No applications have been decided yet.")}</p>
        ) : (
          <ul className="business-applications__list">
            {done.map((application) => (
              <li key={application.reference}>
                <ApplicationCard application={application} dateText={dateText}>
                  <p className="business-applications__outcome">
                    {application.status === "APPROVED"
                      ? t("Approved by {{name}} on {{date}}: account {{account}}.", {
                          name: application.decidedBy ?? "",
                          date: dateText(application.decidedAt ?? application.submittedAt),
                          account: application.accountNumber ?? "",
                        })
                      : t("Declined by {{name}} on {{date}}: {{reason}}", {
                          name: application.decidedBy ?? "",
                          date: dateText(application.decidedAt ?? application.submittedAt),
                          reason: application.declineReason ?? "",
                        })}
                  </p>
                </ApplicationCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ApplicationCard({
  application: a,
  dateText,
  children,
}: {
  application: BusinessApplicationView;
  dateText: (iso: string) => string;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <article className="business-application" aria-labelledby={`application-${a.reference}`}>
      <h3 id={`application-${a.reference}`}>
        {a.companyName} <span className="business-application__reference">{a.reference}</span>
      </h3>
      <dl className="business-application__facts">
        <dt>{t("Contact")}</dt>
        <dd>
          {a.firstName} {a.lastName}, {a.email}, {formatPhone(a.phone)}
        </dd>
        <dt>{t("Address")}</dt>
        <dd>
          {[a.address1, a.address2].filter(Boolean).join(", ")}, {a.city}, {a.state} {a.zipCode}
        </dd>
        <dt>{t("Applicant")}</dt>
        <dd>{a.applicantKind === "CONSUMER" ? t("Quire customer") : t("New to Quire")}</dd>
        <dt>{t("Employees")}</dt>
        <dd>{a.employees}</dd>
        <dt>{t("Industry")}</dt>
        <dd>{t(a.industry)}</dd>
        <dt>{t("Estimated monthly spend")}</dt>
        <dd>{formatCents(a.monthlySpendCents)}</dd>
        <dt>{t("Applied")}</dt>
        <dd>{dateText(a.submittedAt)}</dd>
      </dl>
      {children}
    </article>
  );
}

function DeclineForm({ application, error, reason }: { application: BusinessApplicationView; error?: string; reason: string }) {
  const { t } = useT();
  const id = `decline-reason-${application.reference}`;
  return (
    <Form method="post" className="business-applications__decline">
      <CsrfField />
      <input type="hidden" name="reference" value={application.reference} />
      <div className={["field", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
        <label htmlFor={id}>{t("Reason for declining {{company}}", { company: application.companyName })}</label>
        {error ? (
          <span id={`${id}-error`} className="field__error">
            {t(error)}
          </span>
        ) : null}
        <textarea
          id={id}
          name="reason"
          rows={2}
          maxLength={500}
          defaultValue={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <button
        type="submit"
        name="intent"
        value="decline"
        className="button button--secondary"
        aria-label={t("Decline {{company}}", { company: application.companyName })}
      >
        {t("Decline")}
      </button>
    </Form>
  );
}
