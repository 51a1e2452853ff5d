import type { AccountProfile } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { ACCOUNT_PATHS, listsPathFor, ordersPathFor, recentlyPurchasedPathFor } from "../account-paths";
import "../account.css";

/** The account area's destinations: orders, recently purchased, addresses, password, lists and (consumers) rewards and membership. */
export function AccountLinks({ profile }: { profile: AccountProfile }) {
  const { t } = useT();
  const links = [
    { to: ordersPathFor(profile.tenant), label: t("Orders"), text: t("Track, review and reorder") },
    {
      to: recentlyPurchasedPathFor(profile.tenant),
      label: t("Recently purchased"),
      text: t("Buy again what you ordered"),
    },
    { to: ACCOUNT_PATHS.messages, label: t("Messages"), text: t("Order, approval and pickup updates") },
    { to: ACCOUNT_PATHS.addresses, label: t("Addresses"), text: t("Where your orders go") },
    { to: ACCOUNT_PATHS.paymentMethods, label: t("Saved cards"), text: t("Add, remove and choose your default card") },
    { to: ACCOUNT_PATHS.password, label: t("Password"), text: t("Change your password") },
    { to: listsPathFor(profile.tenant), label: t("Lists"), text: t("Your shopping lists") },
    ...(profile.tenant === "dotcom"
      ? [
          profile.rewardsMember
            ? { to: "/rewards/dashboard", label: t("Rewards"), text: t("Your points and offers") }
            : { to: "/rewards", label: t("Rewards"), text: t("Join Quire Rewards free") },
          // paid memberships (decision 080)
          { to: "/membership", label: t("Membership"), text: t("Quire Select and Premium: member prices all year") },
        ]
      : []),
  ];
  return (
    <nav aria-label={t("Your account")} className="account-links">
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="account-links__link">
              <span className="account-links__label">{link.label}</span>
              <span className="account-links__text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
