import { DrawerLink, lazyDrawer } from "../../../ui/drawer-link";
import { QUICK_ORDER_PATH, type QuickOrderOpenerProps } from "../../../ui/quick-order-slot";

const QuickOrderDrawer = lazyDrawer(() => import("./quick-order-drawer").then((m) => m.QuickOrderDrawer));

/** Back to the link, unless the menu holding it has closed meanwhile (a hidden link takes no focus). */
function returnFocus(link: HTMLAnchorElement | null): void {
  if (link?.offsetParent !== null) link?.focus();
}

/**
 * The header's "Quick order" (actionType drawer:quick-order): a link to the quick-order page until
 * the page is interactive (and without JavaScript), then it opens the drawer instead.
 */
export function QuickOrderOpener({ text, className, onFollow }: QuickOrderOpenerProps) {
  return (
    <DrawerLink
      to={QUICK_ORDER_PATH}
      text={text}
      className={className}
      onFollow={onFollow}
      returnFocus={returnFocus}
      drawer={(drawer) => <QuickOrderDrawer {...drawer} />}
    />
  );
}
