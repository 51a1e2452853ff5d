import * as Dialog from "@radix-ui/react-dialog";
import { LOGIN_ROUTES, type TenantId, headerLists, withReturnTarget } from "@quire/domain";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { AddToListAnswer } from "../../../lib/add-to-list-form";
import { type Translate, useT } from "../../../lib/i18n";
import { ADD_TO_LIST_PATH, listPagePath, listsScreenPath } from "../../../ui/add-to-list-slot";
import { CsrfField } from "../../../ui/csrf-field";
import { ListCreateFields } from "../../../ui/list-create-fields";
import { showToast } from "../../../ui/status-toast";
import { fetchListCard } from "../api/list-card-client";
import { type ListsDrawerView, firstView, viewAfterListCard } from "../drawer-view";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenant: TenantId;
  signedIn: boolean;
  /** where the focus goes when the drawer closes (the link that opened it) */
  onCloseAutoFocus?: (event: Event) => void;
}

const CREATE_FORM_ID = "lists-drawer-new";

/** The create answer's "Created Office" / "Added to Office and Desk" in the page's language. */
function toastText(message: string, t: Translate): string {
  const added = /^Added to (.+)$/.exec(message);
  if (added) return t("Added to {{lists}}", { lists: added[1]! });
  const created = /^Created (.+)$/.exec(message);
  if (created) return t("Created {{lists}}", { lists: created[1]! });
  return t(message);
}

const CREATE_LEADS = {
  none: "You have no lists yet. Name one to start keeping the things you order again and again.",
  failed: "We couldn't load your lists just now. You can still create a new one.",
  asked: "Name your new list.",
} as const;

/**
 * The header's lists drawer (decision 035): asks the list-card call when it opens, then shows at
 * most 5 lists (names cut to 25 characters) linking to their pages and "View all lists", or the
 * create-list drawer when there are none or the call failed; after creating, the lists again with
 * a toast. A guest gets the create-list flow, which asks them to sign in.
 */
export function ListsDrawer({ open, onOpenChange, tenant, signedIn, onCloseAutoFocus }: Props) {
  const { t } = useT();
  const [view, setView] = useState<ListsDrawerView>(() => firstView(signedIn));
  const create = useFetcher<AddToListAnswer>();
  const reported = useRef<AddToListAnswer | null>(null);
  const firstList = useRef<HTMLAnchorElement>(null);
  // after creating, the focus goes to the first list once the lists are back
  const focusListsRef = useRef(false);
  const leadId = useId();
  const location = useLocation();

  // The drawer opens busy (firstView): each opening is a new drawer (the opener keys it).
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchListCard(tenant, signal).then(
        (lists) => setView(viewAfterListCard(lists)),
        () => {
          if (!signal?.aborted) setView(viewAfterListCard(null));
        },
      ),
    [tenant],
  );

  useEffect(() => {
    // A guest's drawer starts on the sign-in flow (firstView) and asks nothing.
    if (!open || !signedIn) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [open, signedIn, load]);

  // Created: the toast says so and the drawer reopens on the lists, the new one among them.
  useEffect(() => {
    const answer = create.data;
    if (create.state !== "idle" || !answer?.ok || reported.current === answer) return;
    reported.current = answer;
    showToast(toastText(answer.message, t));
    focusListsRef.current = true;
    void load();
  }, [create.state, create.data, load, t]);

  useEffect(() => {
    if (view.kind === "lists" && focusListsRef.current) {
      firstList.current?.focus();
      focusListsRef.current = false;
    }
    if (view.kind === "create" && open) document.getElementById(`${CREATE_FORM_ID}-name`)?.focus();
  }, [view, open]);

  const close = () => onOpenChange(false);
  const refusal = create.state === "idle" && create.data && !create.data.ok ? create.data : null;
  const here = `${location.pathname}${location.search}`;
  const title = view.kind === "lists" || view.kind === "loading" ? t("Your lists") : t("Create a list");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop" />
        <Dialog.Content
          className="atc-dialog atc-dialog--drawer lists-drawer"
          aria-describedby={leadId}
          aria-busy={view.kind === "loading" || undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="atc-dialog__title">{title}</Dialog.Title>
          {view.kind === "loading" ? (
            <p id={leadId} className="atc-spinner" role="status">
              {t("Loading your lists…")}
            </p>
          ) : null}
          {view.kind === "lists" ? (
            <>
              <p id={leadId} className="lists-drawer__lead">
                {view.lists.length === 1
                  ? t("Your list")
                  : t("Your {{count}} most recent lists", { count: Math.min(view.lists.length, 5) })}
              </p>
              <ul className="lists-drawer__lists">
                {headerLists(view.lists).map((list, i) => (
                  <li key={list.id}>
                    <Link
                      ref={i === 0 ? firstList : undefined}
                      to={listPagePath(tenant, list.id)}
                      onClick={close}
                      title={list.displayName === list.name ? undefined : list.name}
                    >
                      {list.displayName}
                    </Link>
                    <span className="lists-drawer__count">{t("{{count}} items", { count: list.itemCount })}</span>
                  </li>
                ))}
              </ul>
              <div className="lists-drawer__actions">
                <Link to={listsScreenPath(tenant)} className="button" onClick={close}>
                  {t("View all lists")}
                </Link>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setView({ kind: "create", reason: "asked" })}
                >
                  {t("Create a new list")}
                </button>
              </div>
            </>
          ) : null}
          {view.kind === "create" ? (
            <>
              <p id={leadId} className="lists-drawer__lead">
                {t(CREATE_LEADS[view.reason])}
              </p>
              <create.Form method="post" action={ADD_TO_LIST_PATH} className="lists-drawer__create" noValidate>
                <CsrfField />
                <input type="hidden" name="intent" value="create" />
                {refusal && !refusal.fields.name ? (
                  <p className="form-error" role="alert">
                    {t(refusal.message)}
                  </p>
                ) : null}
                <ListCreateFields
                  formId={CREATE_FORM_ID}
                  allowed={tenant === "advantage" ? ["PERSONAL", "SHARED"] : ["PERSONAL"]}
                  error={refusal?.fields.name}
                  defaultName={refusal?.values.name}
                />
                <button type="submit" className="button" aria-disabled={create.state !== "idle" || undefined}>
                  {create.state !== "idle" ? t("Creating…") : t("Create list")}
                </button>
              </create.Form>
            </>
          ) : null}
          {view.kind === "guest" ? (
            <>
              <p id={leadId} className="lists-drawer__lead">
                {t("Lists keep the things you order again and again. Sign in to create one.")}
              </p>
              <p>
                <Link to={withReturnTarget(LOGIN_ROUTES.identityLogin, here, tenant)} className="button" onClick={close}>
                  {t("Sign in to create a list")}
                </Link>
              </p>
            </>
          ) : null}
          <Dialog.Close className="atc-dialog__close" aria-label={t("Close lists")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
