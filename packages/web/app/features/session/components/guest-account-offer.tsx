import { ACCOUNT_FIELD_LIMITS } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { PasswordField } from "../../../ui/password-field";

interface Props {
  /** the e-mail the guest gave at checkout: the new account's */
  email: string;
  /** the store's answer when it refused the password or the e-mail */
  refusal?: { code?: string; message: string; fields?: Record<string, string> } | null;
}

/**
 * After a guest's order: an account with the order's e-mail, so this order and the next ones are in
 * its history. Only a password to choose. A real form, posted to the confirmation page's action with
 * or without JavaScript; the store signs the shopper in and shows the order in the account.
 */
export function GuestAccountOffer({ email, refusal = null }: Props) {
  const { t } = useT();
  const passwordError = refusal?.fields?.password ?? (refusal && refusal.code !== "EMAIL_TAKEN" ? refusal.message : undefined);
  return (
    <section className="guest-account-offer" aria-labelledby="guest-account-offer-title">
      <h2 id="guest-account-offer-title">{t("Save your details for next time")}</h2>
      <p>{t("Create an account with {{email}} to track this order and check out faster.", { email })}</p>
      {refusal?.code === "EMAIL_TAKEN" ? (
        <p className="notice notice--error" role="alert">
          {t(refusal.message)}
        </p>
      ) : null}
      <form className="session-form" method="post" noValidate>
        <CsrfField />
        <PasswordField
          id="guest-account-password"
          name="password"
          label={t("Choose a password")}
          autoComplete="new-password"
          hint={t("8 to 128 characters, with at least one letter and one digit.")}
          maxLength={ACCOUNT_FIELD_LIMITS.password}
          required
          error={passwordError ? t(passwordError) : undefined}
        />
        <button type="submit" className="button session-form__submit">
          {t("Create account")}
        </button>
      </form>
    </section>
  );
}
