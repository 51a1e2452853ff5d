import { type ComponentType, createContext, useContext } from "react";
import { FastLink } from "./fast-link";

// The header's "Quick order" (actionType drawer:quick-order) belongs to the layout feature, the
// drawer to the quick-order feature; features do not import one another, so root.tsx hands the
// header the feature's opener through this context (decision 043). Without a provider it is the
// plain link to the quick-order page a page without JavaScript has.

/** The quick-order page: works without JavaScript; the drawer posts to its action. */
export const QUICK_ORDER_PATH = "/cc/mmx/quick-order";
export const QUICK_ORDER_ACTION = "drawer:quick-order";

export interface QuickOrderOpenerProps {
  text: string;
  className?: string;
  /** the link was followed or the drawer opened (a menu holding it closes) */
  onFollow?: () => void;
}

function PlainQuickOrderLink({ text, className, onFollow }: QuickOrderOpenerProps) {
  return (
    <FastLink to={QUICK_ORDER_PATH} className={className} onClick={onFollow}>
      {text}
    </FastLink>
  );
}

export interface QuickOrderSurfaces {
  QuickOrderOpener: ComponentType<QuickOrderOpenerProps>;
}

const QuickOrderSurfacesContext = createContext<QuickOrderSurfaces>({ QuickOrderOpener: PlainQuickOrderLink });

export const QuickOrderSurfacesProvider = QuickOrderSurfacesContext.Provider;

export function useQuickOrderSurfaces(): QuickOrderSurfaces {
  return useContext(QuickOrderSurfacesContext);
}
