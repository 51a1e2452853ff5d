import { type ClassifiedLink, classifyLink, linkAccessibleName, type NavItem, richTextPlain } from "@quire/domain";
import { remembered } from "../lib/remembered";
import type { ReactNode } from "react";
import { FastLink } from "./fast-link";
import { type Translate, useT } from "../lib/i18n";
import { DefaultDomainProvider, useDefaultDomain } from "./default-domain";

// Every header, footer and rich-text link goes through classifyLink: an internal url is a client-side route change, an external one a full
// page load (a new tab when the item says so), mail and phone links are plain anchors and are
// not page links, and a script url or "N/A" is no link at all, only its text.

export { DefaultDomainProvider };

// The header's and footer's links and texts are the same on every page: each classified and made
// plain once per process (decision 053). Arguments are joined with a character no url or text holds.
const classified = remembered((key) => {
  const [url, domain, targetWindow] = key.split("\u0000");
  return classifyLink(url, domain ?? "", targetWindow === "" ? undefined : targetWindow);
});

/** richTextPlain, remembered */
export const plainText = remembered(richTextPlain);

export function useClassifiedLink(url: string | null | undefined, targetWindow?: string): ClassifiedLink {
  const domain = useDefaultDomain();
  if (typeof url !== "string" || url.includes("\u0000")) return classifyLink(url, domain, targetWindow);
  return classified(`${url}\u0000${domain}\u0000${targetWindow ?? ""}`);
}

export function isLinkKind(link: ClassifiedLink): boolean {
  return link.kind !== "none" && link.kind !== "script";
}

/**
 * A seeded header or footer item in the page's language (decision 041): its words are the
 * seeded English text, each looked up whole in the layout catalogue; English pages keep them as they are.
 */
export function translatedItem<T extends Pick<NavItem, "headliner" | "subHeadliner" | "cta" | "ariaLabel">>(
  item: T,
  t: Translate,
): T {
  return {
    ...item,
    headliner: t(item.headliner),
    ...(item.subHeadliner ? { subHeadliner: t(item.subHeadliner) } : {}),
    ...(item.cta ? { cta: t(item.cta) } : {}),
    ...(item.ariaLabel ? { ariaLabel: t(item.ariaLabel) } : {}),
  };
}

interface ClassifiedAnchorProps {
  url: string | null | undefined;
  /** "new-page" opens a new tab; "N/A" makes it no link */
  targetWindow?: string;
  className?: string;
  ariaLabel?: string;
  /** after a click that follows the link (to close a menu, say) */
  onFollow?: () => void;
  children: ReactNode;
}

/** A link by the link rules: <Link> (a FastLink), <a> or, for script and "no link" urls, the text alone. */
export function ClassifiedAnchor({ url, targetWindow, className, ariaLabel, onFollow, children }: ClassifiedAnchorProps) {
  const { t } = useT();
  const link = useClassifiedLink(url, targetWindow);
  const newTab = link.newTab && (link.kind === "internal" || link.kind === "external");
  const newTabText = t("(opens in a new tab)");
  const label = ariaLabel && newTab && !ariaLabel.includes(newTabText) ? `${ariaLabel} ${newTabText}` : ariaLabel || undefined;
  const content = (
    <>
      {children}
      {newTab && !label ? <span className="visually-hidden"> {newTabText}</span> : null}
    </>
  );
  // data-analytics: a followed navigation link is the adapter's link event (decision 050)
  const tab = { ...(newTab ? { target: "_blank", rel: "noopener" } : {}), "data-analytics": "nav" };
  switch (link.kind) {
    case "internal":
      return (
        <FastLink to={link.path ?? "/"} className={className} aria-label={label} onClick={onFollow} {...tab}>
          {content}
        </FastLink>
      );
    case "external":
    case "mailto":
    case "tel":
      return (
        <a href={link.href ?? undefined} className={className} aria-label={label} onClick={onFollow} {...tab}>
          {content}
        </a>
      );
    default:
      return className ? <span className={className}>{children}</span> : <>{children}</>;
  }
}

interface NavItemLinkProps {
  item: Pick<NavItem, "destinationURL" | "targetWindow" | "ariaLabel">;
  /** the words the link shows (its headliner or call to action): the accessible name keeps them */
  visibleText?: string;
  className?: string;
  onFollow?: () => void;
  children: ReactNode;
}

/** A navigation item's link: its destinationURL, targetWindow and ariaLabel by the link rules. */
export function NavItemLink({ item, visibleText, className, onFollow, children }: NavItemLinkProps) {
  return (
    <ClassifiedAnchor
      url={item.destinationURL}
      targetWindow={item.targetWindow}
      ariaLabel={visibleText === undefined ? item.ariaLabel : linkAccessibleName(plainText(visibleText), item.ariaLabel)}
      className={className}
      onFollow={onFollow}
    >
      {children}
    </ClassifiedAnchor>
  );
}
