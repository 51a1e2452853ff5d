import type { HeaderFooterData, NavItem, TenantId } from "@quire/domain";
import { useEffect, useRef, useState } from "react";
import { FastLink } from "../../../ui/fast-link";
import type { RootData } from "../../../lib/root-data";
import { useT } from "../../../lib/i18n";
import { useHydrated } from "../../../ui/use-hydrated";
import { HeaderBanners, QuickLinks } from "./header-extras";
import { HeaderActivity } from "./header-activity";

/** The drawer's id: the link that opens it before hydration points at it (#site-menu, CSS :target). */
export const SITE_MENU_ID = "site-menu";

interface Props {
  categories: RootData["categories"];
  items: NavItem[];
  hf: HeaderFooterData | undefined;
  tenant: TenantId;
  signedIn: boolean;
  customerNumber?: string | null;
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Leaves a pre-hydration #site-menu in the address (which keeps the CSS fallback open) behind. */
function dropMenuHash(): void {
  if (window.location.hash !== `#${SITE_MENU_ID}`) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
}

const FOCUSABLE = "a[href], button:not(:disabled), summary, input:not(:disabled), [tabindex]:not([tabindex='-1'])";

function closeMenu(setOpen: (open: boolean) => void): void {
  dropMenuHash();
  setOpen(false);
}

/**
 * The header's menu button and its drawer: the whole category tree (each top category a
 * disclosure holding its subcategories) and, on a phone, the rows the header has no room for
 * (quick links, the shopper's activity, the top hat and marketing bar). Until the page is
 * interactive (and without JavaScript) the button is a link to #site-menu, which CSS opens; then
 * it opens a modal <dialog>: focus stays inside, Escape closes it, the focus goes back to the button.
 */
export function SiteMenu({ categories, items, hf, tenant, signedIn, customerNumber = null }: Props) {
  const hydrated = useHydrated();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  /** once opened, the drawer's content stays: a drawer one of its items opened lives in that item */
  const [opened, setOpened] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);

  // A followed link (or an item opening a drawer of its own) closes the menu first: another
  // dialog cannot take the focus while this modal one holds the page. A click beside the drawer
  // (on the backdrop) closes it too; Escape is the dialog's own.
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const box = node.getBoundingClientRect();
      const outside =
        event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if ((target === node && outside) || target.closest("a")) closeMenu(setOpen);
    };
    // The page behind a modal dialog is inert; Tab past either end comes round inside the drawer
    // rather than leaving the page for the browser's own controls.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const stops = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener("click", onClick);
    node.addEventListener("keydown", onKeyDown);
    return () => {
      node.removeEventListener("click", onClick);
      node.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const label = <span className="header-action__label">{t("Menu")}</span>;
  return (
    <>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className="header-action site-menu__open"
          aria-expanded={open}
          aria-controls={SITE_MENU_ID}
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <MenuIcon />
          {label}
        </button>
      ) : (
        <a id={`${SITE_MENU_ID}-link`} href={`#${SITE_MENU_ID}`} className="header-action site-menu__open">
          <MenuIcon />
          {label}
        </a>
      )}
      <dialog
        ref={dialog}
        id={SITE_MENU_ID}
        className="site-menu"
        aria-labelledby={`${SITE_MENU_ID}-title`}
        onClose={() => {
          setOpen(false);
          // Back to the button, unless a drawer opened from the menu has taken the focus meanwhile.
          const active = document.activeElement;
          if (active === null || active === document.body || dialog.current?.contains(active)) button.current?.focus();
        }}
      >
        {/* Interactive and never opened, the drawer holds nothing: its links are not the page's twice over. */}
        {open || opened || !hydrated ? (
          <>
            <div className="site-menu__head">
              <h2 id={`${SITE_MENU_ID}-title`} className="site-menu__title">
                {t("Menu")}
              </h2>
              {hydrated ? (
                <button
                  type="button"
                  className="site-menu__close"
                  aria-label={t("Close menu")}
                  onClick={() => closeMenu(setOpen)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : (
                <a href={`#${SITE_MENU_ID}-link`} className="site-menu__close" aria-label={t("Close menu")}>
                  <span aria-hidden="true">×</span>
                </a>
              )}
            </div>
            <nav aria-label={t("All categories")} className="site-menu__categories">
              <ul className="site-menu__tree">
                {categories.map((c) => (
                  <li key={c.slug}>
                    {c.children.length > 0 ? (
                      <details className="site-menu__category">
                        <summary>{t(c.name)}</summary>
                        <ul className="site-menu__children">
                          <li>
                            <FastLink to={`/c/${c.slug}`}>{t("All {{category}}", { category: t(c.name) })}</FastLink>
                          </li>
                          {c.children.map((child) => (
                            <li key={child.slug}>
                              <FastLink to={`/c/${child.slug}`}>{t(child.name)}</FastLink>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <FastLink to={`/c/${c.slug}`} className="site-menu__leaf">
                        {t(c.name)}
                      </FastLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            {/* On a phone the header's own rows fold in here (CSS shows this part at xs only), once
                the page is interactive: the server's copy would put their words on the page twice. */}
            {hydrated ? (
              <div className="site-menu__phone">
                <QuickLinks items={items} />
                {hf ? (
                  <HeaderActivity
                    tenant={tenant}
                    signedIn={signedIn}
                    counts={hf.header.counts}
                    rewards={hf.header.rewards}
                    customerNumber={customerNumber}
                  />
                ) : null}
                <HeaderBanners items={items} />
              </div>
            ) : null}
          </>
        ) : null}
      </dialog>
    </>
  );
}
