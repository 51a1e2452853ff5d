import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import "../stores.css";

// make-my-store: a real form post (works before hydration and without JavaScript). A guest's
// choice is the YourStore cookie; a signed-in shopper's is also their preferred store.

export function MakeMyStoreForm({
  storeNumber,
  storeName,
  returnTo,
}: {
  storeNumber: string;
  storeName: string;
  returnTo: string;
}) {
  const { t } = useT();
  return (
    <Form method="post" action="/stores" className="make-my-store">
      <CsrfField />
      <input type="hidden" name="intent" value="make-my-store" />
      <input type="hidden" name="storeNumber" value={storeNumber} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        className="button button--secondary"
        aria-label={t("Make this my store: {{store}}", { store: storeName })}
      >
        {t("Make this my store")}
      </button>
    </Form>
  );
}

export function MyStoreBadge() {
  const { t } = useT();
  return <span className="my-store-badge">{t("My store")}</span>;
}
