import {
  LOGIN_ROUTES,
  REWARDS_EARN_RATE_PERCENT,
  type RewardsEnrolment,
  type TenantId,
  formatPhone,
  withReturnTarget,
} from "@quire/domain";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { ErrorSummary, type SummaryError, TextField, fieldId } from "../../../ui/form-fields";
import { DASHBOARD_PATH, JOIN_PATH, type RewardsFormRefusal } from "../rewards-form";
import { rewardsText } from "../rewards-text";
import "../rewards.css";

const FORM_ID = "rewards-enrolment";
const FIELD_ORDER = ["emailID", "phoneNumber"] as const;
const LABELS: Record<(typeof FIELD_ORDER)[number], string> = { emailID: "Email address", phoneNumber: "Mobile phone number" };

interface Props {
  enrolment: RewardsEnrolment;
  tenant: TenantId;
  /** the form's last post, when the service refused it */
  refusal?: RewardsFormRefusal | null;
  /** a member just changed where offers go */
  subscribed?: boolean;
}

/**
 * The loyalty enrolment form: where offers are sent. It joins a shopper who is not a member yet
 * (intent join) or changes a member's details (intent subscribe). A plain form: it works before
 * the page's script has loaded and without it.
 */
function EnrolmentForm({
  intent,
  submitText,
  initial,
  refusal,
}: {
  intent: "join" | "subscribe";
  submitText: string;
  initial: { emailID: string; phoneNumber: string };
  refusal: RewardsFormRefusal | null;
}) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const { t } = useT();
  const mine = refusal?.intent === intent ? refusal : null;
  const fields: Partial<Record<string, string>> = Object.fromEntries(
    Object.entries(mine?.fields ?? {}).map(([name, message]) => [name, message ? rewardsText(message, t) : message]),
  );
  const errors: SummaryError[] = FIELD_ORDER.flatMap((name) =>
    fields[name] ? [{ text: `${t(LABELS[name])}: ${fields[name]}`, fieldId: fieldId(FORM_ID, name) }] : [],
  );
  if (mine && errors.length === 0) errors.push({ text: rewardsText(mine.message, t) });
  // A refused post puts the focus on the summary, so a screen reader hears what to fix first.
  useEffect(() => {
    if (mine) summaryRef.current?.focus();
  }, [mine]);
  return (
    <Form method="post" className="rewards-form" noValidate aria-labelledby={`${FORM_ID}-title`}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <ErrorSummary id={`${FORM_ID}-errors`} errors={errors} summaryRef={summaryRef} />
      <TextField
        id={fieldId(FORM_ID, "emailID")}
        name="emailID"
        label={t(LABELS.emailID)}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={254}
        required
        defaultValue={mine?.values?.emailID ?? initial.emailID}
        error={fields.emailID}
      />
      <TextField
        id={fieldId(FORM_ID, "phoneNumber")}
        name="phoneNumber"
        label={t(LABELS.phoneNumber)}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        required
        hint={t("10 digits, e.g. (617) 555-0100")}
        defaultValue={mine?.values?.phoneNumber ?? initial.phoneNumber}
        error={fields.phoneNumber}
      />
      <button type="submit" className="button">
        {submitText}
      </button>
    </Form>
  );
}

/** /rewards/join: join free, or what a guest, a business account or a member can do here. */
export function JoinRewards({ enrolment, tenant, refusal = null, subscribed = false }: Props) {
  const { t } = useT();
  if (enrolment.standing === "GUEST") {
    return (
      <section className="rewards-join" aria-labelledby={`${FORM_ID}-title`}>
        <h2 id={`${FORM_ID}-title`}>{t("Sign in to join")}</h2>
        <p>{t("Quire Rewards is part of your Quire account. Sign in or create an account first, then join in one step.")}</p>
        <p className="rewards-join__actions">
          <Link className="button" to={withReturnTarget(LOGIN_ROUTES.identityLogin, JOIN_PATH, tenant)}>
            {t("Sign in")}
          </Link>
          <Link className="button button--secondary" to={withReturnTarget(LOGIN_ROUTES.identityCreateAccount, JOIN_PATH, tenant)}>
            {t("Create an account")}
          </Link>
        </p>
      </section>
    );
  }
  if (enrolment.standing === "BUSINESS") {
    return (
      <p className="notice">{t("Quire Rewards is for personal accounts. Business accounts earn through their account terms.")}</p>
    );
  }
  const saved = enrolment.subscription;
  const initial = {
    emailID: saved?.emailID ?? enrolment.accountEmail ?? "",
    phoneNumber: saved ? formatPhone(saved.phoneNumber) : "",
  };
  if (enrolment.standing === "MEMBER") {
    return (
      <section className="rewards-join" aria-labelledby={`${FORM_ID}-title`}>
        <p className="notice">
          {t("You're a member (Rewards number {{number}}).", { number: enrolment.rewardsNumber ?? "" })}{" "}
          <Link to={DASHBOARD_PATH}>{t("See your Rewards")}</Link>
        </p>
        <h2 id={`${FORM_ID}-title`}>{t("Where we send your offers")}</h2>
        <p role="status" className="rewards-join__status">
          {subscribed ? t("Saved: your offers go to the email and phone below.") : ""}
        </p>
        <EnrolmentForm intent="subscribe" submitText={t("Save")} initial={initial} refusal={refusal} />
      </section>
    );
  }
  return (
    <section className="rewards-join" aria-labelledby={`${FORM_ID}-title`}>
      <h2 id={`${FORM_ID}-title`}>{t("Join free")}</h2>
      <p>
        {t("Tell us where to send your member offers. You start at Base and earn {{percent}}% back in Rewards at once.", {
          percent: REWARDS_EARN_RATE_PERCENT.BASE,
        })}
      </p>
      <EnrolmentForm intent="join" submitText={t("Join free")} initial={initial} refusal={refusal} />
    </section>
  );
}
