import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, type Ref, useContext } from "react";
import { Link, type NavigateFunction, useNavigate } from "react-router";

// React Router's <Link> resolves its path (useResolvedPath: the route matches JSON-encoded and
// decoded), builds a click handler with useNavigate, useLocation and a second resolution, and
// sets up prefetching, for every link on every render. A product page's header, menu, footer and
// tiles hold well over a hundred of them, and on the server every render is a first render: they
// were a fifth of React Router's share of the page's CPU (decision 053). A FastLink to an absolute
// path ("/c/paper", "/search?query=x") renders the same <a> as <Link> (href, data-discover) and
// navigates client-side the same way, with one navigate function for the whole page.

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives the FastLinks below it the router's navigate function (root.tsx's Layout). */
export function FastLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export interface FastLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** where to: an absolute path resolves to itself; anything else is left to <Link> */
  to: string;
  /** as on <Link>: the page keeps its scroll position after the navigation */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** "/x" is a path on this site; "//host/x" is another site, "x" is relative to the route. */
function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

/** React Router's rule (shouldProcessLinkClick): a plain left click on a link for this tab. */
function followsHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 && (!target || target === "_self") && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A <Link> for absolute paths at the cost of an <a>; without FastLinkProvider it is a <Link>. */
export function FastLink({ to, onClick, target, preventScrollReset, ...rest }: FastLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!navigate || !isSitePath(to))
    return <Link to={to} onClick={onClick} target={target} preventScrollReset={preventScrollReset} {...rest} />;
  return (
    // the content is the caller's (children in rest), as with <Link>
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...rest}
      href={to}
      target={target}
      // React Router's lazy route discovery looks for this attribute, as on <Link>'s anchors
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !followsHere(event, target)) return;
        event.preventDefault();
        // as <Link>: following a link to the page already shown replaces its history entry
        const { pathname, search, hash } = window.location;
        void navigate(to, { replace: `${pathname}${search}${hash}` === to, preventScrollReset });
      }}
    />
  );
}
