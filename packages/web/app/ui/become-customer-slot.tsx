import { type ComponentType, createContext, useContext } from "react";
import { FastLink } from "./fast-link";

// "Open a business account" sits in the footer (the layout feature) and on the business home page;
// with JavaScript it opens the become-customer drawer of the business-applications feature.
// Features do not import one another, so the footer reaches the drawer's opener through this
// context, which root.tsx fills (decision 046). Without a provider it is the plain link to the page.

/** the become-customer page: the drawer's form without JavaScript */
export const BECOME_CUSTOMER_PAGE = "/account/become-customer";

export interface BecomeCustomerOpenerProps {
  /** the visible text ("Open a business account") */
  text: string;
  className?: string;
}

function PlainBecomeCustomerLink({ text, className }: BecomeCustomerOpenerProps) {
  return (
    <FastLink to={BECOME_CUSTOMER_PAGE} className={className}>
      {text}
    </FastLink>
  );
}

export interface BecomeCustomerSurfaces {
  BecomeCustomerOpener: ComponentType<BecomeCustomerOpenerProps>;
}

const BecomeCustomerContext = createContext<BecomeCustomerSurfaces>({ BecomeCustomerOpener: PlainBecomeCustomerLink });

export const BecomeCustomerSurfacesProvider = BecomeCustomerContext.Provider;

/** The link to the become-customer page that opens the drawer once the page is interactive. */
export function BecomeCustomerSlot(props: BecomeCustomerOpenerProps) {
  const { BecomeCustomerOpener } = useContext(BecomeCustomerContext);
  return <BecomeCustomerOpener {...props} />;
}
