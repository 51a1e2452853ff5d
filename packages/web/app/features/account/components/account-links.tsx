import type { AccountProfile } from "@quire/domain";
import { Link } from "react-router";
import { ACCOUNT_PATHS, listsPathFor, ordersPathFor } from "../account-paths";

/** The account area's destinations: orders, addresses, password, lists and (consumers) rewards. */
export function AccountLinks({ profile }: { profile: AccountProfile }) {
  const links = [
    { to: ordersPathFor(profile.tenant), label: "Orders", text: "Track, review and reorder" },
    { to: ACCOUNT_PATHS.addresses, label: "Addresses", text: "Where your orders go" },
    { to: ACCOUNT_PATHS.password, label: "Password", text: "Change your password" },
    { to: listsPathFor(profile.tenant), label: "Lists", text: "Your shopping lists" },
    ...(profile.tenant === "dotcom"
      ? [
          profile.rewardsMember
            ? { to: "/rewards/dashboard", label: "Rewards", text: "Your points and offers" }
            : { to: "/rewards", label: "Rewards", text: "Join Quire Rewards free" },
        ]
      : []),
  ];
  return (
    <nav aria-label="Your account" className="account-links">
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
