import { useT } from "../../../lib/i18n";
import "../business-applications.css";

/** What an applicant sees once the application is in: its reference and what happens next. */
export function BecomeCustomerThanks({ reference }: { reference: string }) {
  const { t } = useT();
  return (
    <section className="become-customer-thanks" aria-labelledby="become-customer-thanks-title">
      <h1 id="become-customer-thanks-title">{t("Thank you for applying")}</h1>
      <p role="status">
        {t("Your application reference is")} <strong className="become-customer-thanks__reference">{reference}</strong>.
      </p>
      <h2>{t("What happens next")}</h2>
      <ol>
        <li>{t("We have e-mailed you a receipt with your reference.")}</li>
        <li>{t("Our business team reviews your application within two business days.")}</li>
        <li>
          {t(
            "Once it is approved we e-mail you your account number, and you sign in on the Quire Advantage site with your e-mail address as the account's administrator.",
          )}
        </li>
      </ol>
      <p>
        <a href="/">{t("Back to the home page")}</a>
      </p>
    </section>
  );
}
