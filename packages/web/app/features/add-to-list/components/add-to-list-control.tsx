import { Suspense, lazy, useCallback, useRef, useState } from "react";
import { useLocation } from "react-router";
import { FastLink } from "../../../ui/fast-link";
import { type AddToListControlProps, addToListHref } from "../../../ui/add-to-list-slot";
import { showToast } from "../../../ui/status-toast";
import { useHydrated } from "../../../ui/use-hydrated";
import { useT } from "../../../lib/i18n";
import { addedToListText } from "../added-text";

// The modal (and the dialog library under it) loads when a shopper first asks for it.
const AddToListModal = lazy(() => import("./add-to-list-modal").then((m) => ({ default: m.AddToListModal })));

/**
 * "Add to list" (decision 035): a link to the /lists/add page until the page is interactive (and
 * without JavaScript), then it opens the add-to-list modal; a successful add closes it and the
 * page's toast says which lists the item went to.
 */
export function AddToListControl({ itemId, itemUrl, qty, itemName, className, onOpen }: AddToListControlProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  // A new key per opening: the modal starts from a fresh form each time.
  const [opened, setOpened] = useState(0);
  const link = useRef<HTMLAnchorElement>(null);
  const href = addToListHref({ itemId, itemUrl, qty, returnTo: `${location.pathname}${location.search}` });
  const onAdded = useCallback(
    (answer: { message: string }) => {
      setOpen(false);
      showToast(addedToListText(answer.message, t));
    },
    [t],
  );
  return (
    <>
      <FastLink
        ref={link}
        to={href}
        className={className ?? "add-to-list-control"}
        aria-label={itemName ? t("Add to list: {{name}}", { name: itemName }) : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          onOpen?.();
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {t("Add to list")}
      </FastLink>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <AddToListModal
            key={opened}
            open={open}
            onOpenChange={setOpen}
            href={href}
            onAdded={onAdded}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
