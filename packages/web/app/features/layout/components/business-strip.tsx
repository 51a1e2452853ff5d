import { formatCents, type HeaderFooterData } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { ClassifiedAnchor } from "../../../ui/nav-item-link";

export type BusinessAccount = NonNullable<HeaderFooterData["header"]["account"]>;

/** "tel:" with the digits of a written phone number ("(508) 555-0147" -> "tel:5085550147"). */
function telUrl(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

/**
 * The business account strip (header items): account number, budget
 * centre with its available balance, ship-to and the sales rep's name, email and phone, each
 * shown only when the session holds it. On a phone it folds into one summary line ("Account
 * 1049527 · Litigation") that expands; wider, CSS hides the summary and shows the details open.
 */
export function BusinessStrip({ account }: { account: BusinessAccount }) {
  const { t } = useT();
  const rep = account.salesRep;
  const hasRep = Boolean(rep && (rep.name || rep.email || rep.phone));
  return (
    <section className="business-strip" aria-label={t("Business account")}>
      <details className="business-strip__fold">
        <summary className="business-strip__summary">
          {t("Account {{number}}", { number: account.accountNumber })}
          {account.budgetCenter ? ` · ${account.budgetCenter.name}` : null}
        </summary>
        <dl className="business-strip__list">
          <div className="business-strip__item">
            <dt>{t("Account")}</dt>
            <dd>
              {account.accountNumber}
              {account.accountName ? <span className="business-strip__muted"> · {account.accountName}</span> : null}
            </dd>
          </div>
          {account.budgetCenter ? (
            <div className="business-strip__item">
              <dt>{t("Budget centre")}</dt>
              <dd>
                {account.budgetCenter.name}
                <span className="business-strip__muted">
                  {" "}
                  · {t("{{amount}} available", { amount: formatCents(account.budgetCenter.availableBalanceCents) })}
                </span>
              </dd>
            </div>
          ) : null}
          {account.shipTo ? (
            <div className="business-strip__item">
              <dt>{t("Ship to")}</dt>
              <dd>{account.shipTo.name}</dd>
            </div>
          ) : null}
          {rep && hasRep ? (
            <div className="business-strip__item">
              <dt>{t("Sales rep")}</dt>
              <dd className="business-strip__rep">
                {rep.name ? <span>{rep.name}</span> : null}
                {rep.email ? <ClassifiedAnchor url={`mailto:${rep.email}`}>{rep.email}</ClassifiedAnchor> : null}
                {rep.phone ? <ClassifiedAnchor url={telUrl(rep.phone)}>{rep.phone}</ClassifiedAnchor> : null}
              </dd>
            </div>
          ) : null}
        </dl>
      </details>
    </section>
  );
}
