import { DrawerLink, lazyDrawer } from "../../../ui/drawer-link";
import { GIFT_CARD_BALANCE_PATH } from "./gift-card-balance-form";

const GiftCardBalanceDrawer = lazyDrawer(() => import("./gift-card-balance-drawer").then((m) => m.GiftCardBalanceDrawer));

/**
 * A header or footer item whose action is the gift card balance check (actionType
 * "drawer:gift-card-balance"): a link to the balance page until the page is interactive (and
 * without JavaScript), then it opens the balance drawer instead.
 */
export function GiftCardBalanceLink({ text, className }: { text: string; className?: string }) {
  return (
    <DrawerLink
      to={GIFT_CARD_BALANCE_PATH}
      text={text}
      className={className}
      drawer={(drawer) => <GiftCardBalanceDrawer {...drawer} />}
    />
  );
}
