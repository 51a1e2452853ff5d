import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";

/**
 * A side drawer the server renders when the address asks for it (?pickup=today, ?pickup=stores),
 * so it opens, works and closes without JavaScript; with it, the title takes focus and Escape closes.
 */
export function PickupDrawer({
  title,
  closeTo,
  closeLabel,
  children,
}: {
  title: string;
  /** the page without the drawer */
  closeTo: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") void navigate(closeTo, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);
  return (
    <>
      <Link to={closeTo} className="atc-backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset />
      <section className="atc-dialog atc-dialog--drawer pickup-drawer" role="dialog" aria-labelledby={titleId}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="atc-dialog__title">
          {title}
        </h2>
        {children}
        <Link to={closeTo} className="atc-dialog__close" aria-label={closeLabel} preventScrollReset>
          <span aria-hidden="true">×</span>
        </Link>
      </section>
    </>
  );
}
