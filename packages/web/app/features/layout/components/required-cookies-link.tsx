import { REQUIRED_COOKIES_PATH } from "@quire/domain";
import { DrawerLink, lazyDrawer } from "../../../ui/drawer-link";

const RequiredCookiesDialog = lazyDrawer(() => import("./required-cookies-dialog").then((m) => m.RequiredCookiesDialog));

/**
 * The footer's "Required cookies" (actionType "modal:required-cookies"): a link to the cookies page
 * until the page is interactive (and without JavaScript), then it opens the cookies dialog.
 */
export function RequiredCookiesLink({ text, className }: { text: string; className?: string }) {
  return (
    <DrawerLink
      to={REQUIRED_COOKIES_PATH}
      text={text}
      className={className}
      drawer={(drawer) => <RequiredCookiesDialog {...drawer} />}
    />
  );
}
