import * as Dialog from "@radix-ui/react-dialog";
import type { BecomeCustomerApplicant } from "@quire/domain";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../../lib/i18n";
import { BECOME_CUSTOMER_PATH, BecomeCustomerForm, type BecomeCustomerRefusal } from "./become-customer-form";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes when the drawer closes (the link that opened it) */
  onCloseAutoFocus?: (event: Event) => void;
}

interface PageData {
  applicant: BecomeCustomerApplicant;
}

interface ActionData {
  values: Record<string, string>;
  refusal: BecomeCustomerRefusal;
}

/**
 * The become-customer drawer (spec storefront.md section 2): the page's form in a side drawer,
 * posted by a fetcher to the page's own action. A refusal comes back into the drawer beside its
 * fields; an application goes on to the thank-you page, where the drawer closes.
 */
export function BecomeCustomerDrawer({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const { t } = useT();
  const leadId = useId();
  const page = useFetcher<PageData>();
  const submit = useFetcher<ActionData>();
  const summary = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  // who applies (a consumer's e-mail, or a password to choose) is the page loader's answer
  const asked = useRef(false);
  useEffect(() => {
    // once per drawer: a failed load is not retried in a loop
    if (!open || asked.current) return;
    asked.current = true;
    void page.load(BECOME_CUSTOMER_PATH);
  }, [open, page]);
  useEffect(() => {
    if (page.data && open) first.current?.focus();
  }, [page.data, open]);
  const refusal = submit.state === "idle" ? (submit.data?.refusal ?? null) : null;
  useEffect(() => {
    if (refusal) summary.current?.focus();
  }, [refusal]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop" />
        <Dialog.Content
          className="atc-dialog atc-dialog--drawer become-customer-drawer"
          aria-describedby={leadId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            first.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="atc-dialog__title">{t("Open a business account")}</Dialog.Title>
          <p id={leadId} className="session-drawer__lead">
            {t(
              "Contract prices, order approvals, budgets and reports for your business. We review every application within two business days.",
            )}
          </p>
          {page.data ? (
            <BecomeCustomerForm
              key={JSON.stringify(submit.data?.values ?? null)}
              formId="become-customer-drawer"
              applicant={page.data.applicant}
              values={submit.data?.values ?? null}
              refusal={refusal}
              FormElement={submit.Form}
              pending={submit.state !== "idle"}
              summaryRef={summary}
              firstFieldRef={first}
            />
          ) : (
            <p role="status">{t("Loading…")}</p>
          )}
          <Dialog.Close className="atc-dialog__close" aria-label={t("Close business account application")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
