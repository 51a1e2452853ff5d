import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AddToListAnswer, AddToListPageData } from "../../../lib/add-to-list-form";
import { AddToListForm, AddToListSignIn } from "./add-to-list-form";
import { useT } from "../../../lib/i18n";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** /lists/add?itemId=…: the page whose loader the modal reads */
  href: string;
  /** the add succeeded: the control closes the modal and shows the toast */
  onAdded: (answer: Extract<AddToListAnswer, { ok: true }>) => void;
  /** where the focus goes when the modal closes (the control that opened it) */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The add-to-list modal (decision 035): the /lists/add page's form in a dialog (focus moves in
 * and stays, Escape or Close closes it), loaded by a fetcher from the page's loader and posted by
 * a fetcher to its action. A refusal shows on the fields; a success closes it.
 */
export function AddToListModal({ open, onOpenChange, href, onAdded, onCloseAutoFocus }: Props) {
  const page = useFetcher<AddToListPageData>();
  const post = useFetcher<AddToListAnswer>();
  const quantity = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const reported = useRef<AddToListAnswer | null>(null);
  const { load } = page;
  const { t } = useT();

  useEffect(() => {
    void load(href);
  }, [load, href]);

  // Once the form arrives the focus moves to its first field.
  const loaded = page.data !== undefined;
  useEffect(() => {
    if (loaded) quantity.current?.focus();
  }, [loaded]);

  useEffect(() => {
    const answer = post.data;
    if (post.state !== "idle" || !answer?.ok || reported.current === answer) return;
    reported.current = answer;
    onAdded(answer);
  }, [post.state, post.data, onAdded]);

  const answer = post.state === "idle" ? (post.data ?? null) : null;
  const data = page.data;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop add-to-list-backdrop" />
        <Dialog.Content
          className="atc-dialog atc-dialog--overlay add-to-list-modal"
          aria-describedby={undefined}
          aria-busy={!data || undefined}
          onOpenAutoFocus={(event) => {
            // The form is not there yet: the Close button holds the focus until it arrives.
            event.preventDefault();
            (quantity.current ?? closeButton.current)?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="atc-dialog__title">{data && !data.item ? t("Create a list") : t("Add to list")}</Dialog.Title>
          {!data ? (
            <p className="atc-spinner" role="status">
              {t("Loading your lists…")}
            </p>
          ) : answer && !answer.ok && answer.signInHref ? (
            <AddToListSignIn data={{ ...data, signInHref: answer.signInHref }} message={answer.message} />
          ) : (
            <AddToListForm
              data={data}
              answer={answer}
              FormAs={post.Form}
              idPrefix="add-to-list-modal"
              pending={post.state !== "idle"}
              quantityRef={quantity}
            />
          )}
          <Dialog.Close ref={closeButton} className="atc-dialog__close" aria-label={t("Close")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
