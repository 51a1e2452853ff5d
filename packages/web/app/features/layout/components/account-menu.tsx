import { type NavItem, SIGN_OUT_PATH } from "@quire/domain";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { REQUEST_FAILED, useActionPost } from "../../../lib/action-post";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { useHydrated } from "../../../ui/use-hydrated";
import { NavItemView } from "./nav-item-view";
import { AccountIcon } from "./account-icon";

/** The site data's own "Sign out" entry (actionType sign-out) becomes the sign-out button, where it stands. */
function isSignOut(item: NavItem): boolean {
  return item.actionType === "sign-out";
}

interface Props {
  /** the welcome text ("Hi, Riley") */
  welcome: string;
  /** the accountMenu items for this shopper */
  items: NavItem[];
}

/**
 * The signed-in shopper's account menu: a disclosure button (the welcome text) showing the
 * account links and "Sign out". Escape or a click elsewhere closes it. Signing out ends the
 * session on the server, drops this browser's cart caches, tells the other tabs and loads "/".
 */
export function AccountMenu({ welcome, items }: Props) {
  const hydrated = useHydrated();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const post = useActionPost<null>();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    // Tabbing out of the menu closes it.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next !== null && !root.current?.contains(next)) setOpen(false);
    };
    const node = root.current;
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    node?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      node?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  // The same form and action as without JavaScript, answered with data: the page then drops this
  // browser's caches and tells the other tabs before it loads "/".
  const signOut = async (form: HTMLFormElement | null) => {
    if (busy || !form) return;
    setBusy(true);
    setError("");
    const [answer, { afterSignOut }] = await Promise.all([
      post(new FormData(form), SIGN_OUT_PATH),
      import("../../../lib/session-sync"),
    ]);
    if (!answer || "refusal" in answer) {
      setBusy(false);
      setError(answer?.refusal.message ?? REQUEST_FAILED);
      return;
    }
    afterSignOut();
    window.location.assign("/");
  };

  // A real form: before hydration (or without JavaScript) it posts to the sign-out page's action.
  const signOutButton = (
    <Form method="post" action={SIGN_OUT_PATH} className="account-menu__sign-out-form">
      <CsrfField />
      <button
        type="submit"
        className="account-menu__sign-out"
        aria-disabled={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          void signOut(event.currentTarget.form);
        }}
      >
        {busy ? t("Signing out…") : t("Sign out")}
      </button>
    </Form>
  );

  return (
    // Until hydrated, CSS opens the panel while the menu holds the focus (data-hydrated unset).
    <div ref={root} className="account-menu" data-hydrated={hydrated || undefined}>
      <button
        ref={button}
        type="button"
        className="header-action account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <AccountIcon />
        <span className="header-action__label">{welcome}</span>
        <span className="visually-hidden">{t(", account menu")}</span>
        <svg className="account-menu__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <ul className="account-menu__list">
          {items.map((item) => (
            <li key={item.id}>
              {isSignOut(item) ? (
                signOutButton
              ) : (
                <NavItemView item={item} linkClassName="account-menu__link" onFollow={() => setOpen(false)} />
              )}
            </li>
          ))}
          {items.some(isSignOut) ? null : <li>{signOutButton}</li>}
        </ul>
        {error ? (
          <p className="account-menu__error" role="alert">
            {t(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
