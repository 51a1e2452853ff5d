import { REQUIRED_COOKIES, REQUIRED_COOKIES_PATH } from "@quire/domain";
import * as Dialog from "@radix-ui/react-dialog";
import { useId } from "react";
import { useT } from "../../../lib/i18n";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The required-cookies modal (spec section 2): each cookie the store sets, why, and for how long. */
export function RequiredCookiesDialog({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const { t } = useT();
  const leadId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop" />
        <Dialog.Content
          className="atc-dialog atc-dialog--overlay required-cookies"
          aria-describedby={leadId}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="atc-dialog__title">{t("Required cookies")}</Dialog.Title>
          <p id={leadId}>
            {t("The store needs these cookies to work, so they are always on. We set no advertising or tracking cookies.")}
          </p>
          <table className="required-cookies__table">
            <caption className="visually-hidden">{t("Cookies the store sets")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Cookie")}</th>
                <th scope="col">{t("What it does")}</th>
                <th scope="col">{t("How long")}</th>
              </tr>
            </thead>
            <tbody>
              {REQUIRED_COOKIES.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td>{t(cookie.purpose)}</td>
                  <td>{t(cookie.lifetime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <a href={REQUIRED_COOKIES_PATH}>{t("More about cookies")}</a>
          </p>
          <Dialog.Close className="button required-cookies__ok">{t("OK")}</Dialog.Close>
          <Dialog.Close className="atc-dialog__close" aria-label={t("Close required cookies")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
