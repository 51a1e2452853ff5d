import { useRootData } from "../../../lib/root-data";
import { type ListsOpenerProps, listsScreenPath } from "../../../ui/add-to-list-slot";
import { DrawerLink, lazyDrawer } from "../../../ui/drawer-link";

const ListsDrawer = lazyDrawer(() => import("./lists-drawer").then((m) => m.ListsDrawer));

/**
 * Back to the link that opened the drawer; when a menu holding it has closed meanwhile, to the
 * button that discloses that menu (the one whose aria-controls names the hidden panel).
 */
function returnFocus(link: HTMLAnchorElement | null): void {
  if (!link) return;
  if (link.offsetParent !== null) {
    link.focus();
    return;
  }
  const panel = link.closest<HTMLElement>("[id]");
  const discloser = panel ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`) : null;
  discloser?.focus();
}

/**
 * The header's "Lists (N)" and the account menu's "Lists" (actionType drawer:lists): a link to the
 * lists screen until the page is interactive (and without JavaScript), then it opens the lists
 * drawer instead (decision 035).
 */
export function ListsOpener({ text, className, onFollow }: ListsOpenerProps) {
  const root = useRootData();
  const tenant = root?.tenant.id ?? "dotcom";
  const signedIn = root?.session.isLoggedIn ?? false;
  return (
    <DrawerLink
      to={listsScreenPath(tenant)}
      text={text}
      className={className}
      onFollow={onFollow}
      returnFocus={returnFocus}
      drawer={(drawer, opened) => (
        // each opening starts afresh: the lists are asked for again
        <ListsDrawer key={opened} {...drawer} tenant={tenant} signedIn={signedIn} />
      )}
    />
  );
}
