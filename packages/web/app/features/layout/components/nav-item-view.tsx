import { breakpointClasses, type NavItem } from "@quire/domain";
import { RichText } from "../../../ui/rich-text";
import { NavItemLink, isLinkKind, plainText, translatedItem, useClassifiedLink } from "../../../ui/nav-item-link";
import { useT } from "../../../lib/i18n";
import { useListsSurfaces } from "../../../ui/add-to-list-slot";
import { BecomeCustomerSlot } from "../../../ui/become-customer-slot";
import { CHAT_ACTION, useChatSurfaces } from "../../../ui/chat-slot";
import { FastLink } from "../../../ui/fast-link";
import { QUICK_ORDER_ACTION, useQuickOrderSurfaces } from "../../../ui/quick-order-slot";
import { GiftCardBalanceLink } from "./gift-card-balance-link";
import { RequiredCookiesLink } from "./required-cookies-link";

/** The item's action that opens the gift card balance check (spec section 2's drawers). */
export const GIFT_CARD_BALANCE_ACTION = "drawer:gift-card-balance";
/** The item's action that opens the required-cookies modal (spec section 2). */
export const REQUIRED_COOKIES_ACTION = "modal:required-cookies";
/** The item's action that asks for feedback: the feedback page (decision 036). */
export const FEEDBACK_ACTION = "feedback";
const FEEDBACK_PATH = "/feedback";
/** The item's action that opens the lists drawer (decision 035). */
export const LISTS_DRAWER_ACTION = "drawer:lists";

/** The item's action that opens the become-customer drawer (decision 046). */
export const BECOME_CUSTOMER_ACTION = "drawer:become-customer";

/** The language switch's items name their language in it ("English", "En español"): WCAG 3.1.2. */
const SWITCH_LANGUAGE: Record<string, string> = { "/en": "en", "/es": "es" };

/** The item's class with "hide-xs", "hide-sm"... for its bp: rules (CSS hides it there), or undefined. */
export function itemClassName(item: NavItem, base?: string): string | undefined {
  return [base, ...breakpointClasses(item.rules)].filter(Boolean).join(" ") || undefined;
}

interface Props {
  item: NavItem;
  /** block: the headliner may hold paragraphs and bullets (marketing bar, banners) */
  block?: boolean;
  linkClassName?: string;
  onFollow?: () => void;
}

/**
 * A header or footer item: its rich headliner, linked by the link rules. An item with a call to
 * action keeps its headliner as text (links in it work) and links the call to action instead;
 * an item that is no link shows its headliner with any links the text holds.
 */
export function NavItemView({ item: seeded, block = false, linkClassName, onFollow }: Props) {
  // The seeded words in the page's language (decision 041): each text looked up whole.
  const { t } = useT();
  const item = translatedItem(seeded, t);
  const language = seeded.destinationURL ? SWITCH_LANGUAGE[seeded.destinationURL] : undefined;
  const link = useClassifiedLink(item.destinationURL, item.targetWindow);
  const { ListsOpener } = useListsSurfaces();
  const { QuickOrderOpener } = useQuickOrderSurfaces();
  const { ChatOpener } = useChatSurfaces();
  if (item.actionType === LISTS_DRAWER_ACTION) {
    return <ListsOpener text={plainText(item.headliner)} className={linkClassName} onFollow={onFollow} />;
  }
  if (item.actionType === QUICK_ORDER_ACTION) {
    return <QuickOrderOpener text={plainText(item.headliner)} className={linkClassName} onFollow={onFollow} />;
  }
  if (item.actionType === CHAT_ACTION) {
    return <ChatOpener text={plainText(item.headliner)} className={linkClassName} onFollow={onFollow} />;
  }
  if (item.actionType === BECOME_CUSTOMER_ACTION) {
    return <BecomeCustomerSlot text={plainText(item.headliner)} className={linkClassName} />;
  }
  if (item.actionType === GIFT_CARD_BALANCE_ACTION) {
    return <GiftCardBalanceLink text={plainText(item.headliner)} className={linkClassName} />;
  }
  if (item.actionType === REQUIRED_COOKIES_ACTION) {
    return <RequiredCookiesLink text={plainText(item.headliner)} className={linkClassName} />;
  }
  if (item.actionType === FEEDBACK_ACTION) {
    return (
      <FastLink to={FEEDBACK_PATH} className={linkClassName} onClick={onFollow}>
        {plainText(item.headliner)}
      </FastLink>
    );
  }
  const sub = item.subHeadliner ? (
    <span className="nav-item__sub">
      <RichText source={item.subHeadliner} inline />
    </span>
  ) : null;
  if (!isLinkKind(link)) {
    return (
      <>
        <RichText source={item.headliner} inline={!block} />
        {sub}
      </>
    );
  }
  if (item.cta) {
    return (
      <>
        <RichText source={item.headliner} inline={!block} />
        {sub}{" "}
        <NavItemLink item={item} visibleText={item.cta} className={linkClassName ?? "nav-item__cta"} onFollow={onFollow}>
          {item.cta}
        </NavItemLink>
      </>
    );
  }
  return (
    <>
      <NavItemLink item={item} visibleText={item.headliner} className={linkClassName} onFollow={onFollow}>
        {language ? (
          <span lang={language}>
            <RichText source={item.headliner} inline links={false} />
          </span>
        ) : (
          <RichText source={item.headliner} inline links={false} />
        )}
      </NavItemLink>
      {sub}
    </>
  );
}
