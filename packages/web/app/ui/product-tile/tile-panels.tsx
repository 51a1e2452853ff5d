import {
  type CompatibilityKind,
  compatibilityPagePath,
  compatibilityTitles,
  EXPERTS_SUGGEST_TEXT,
  type ProductTileItem,
  VIEW_DETAILS_TEXT,
} from "@quire/domain";
import { type ReactNode, Suspense, lazy, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../use-hydrated";

// The side panels a tile opens (storefront spec 2; decision 047): quick view, 'Our experts
// suggest' and the compatible printers / cartridges drawer. Each is a link first — to the product
// page, or to the compatibility page — so it works without JavaScript; once the page is hydrated
// the link becomes a button that opens the panel (tile-panel-dialog.tsx, loaded on first opening).

export type Panel = "quick-view" | "experts" | "compatibility";

const TilePanelDialog = lazy(() => import("./tile-panel-dialog"));

export interface TilePanelsProps {
  tile: ProductTileItem;
  /** the tile title's id: each opener is described by it, so "Quick view" says which item */
  describedBy: string;
  /** what the tile's compatibility drawer lists; null for items that have none */
  compatibility: CompatibilityKind | null;
  /** offer 'Our experts suggest' (similar items), for an item the shopper cannot buy as it stands */
  similarItems: boolean;
  /** quick view's Add button, as the tile's own */
  action?: ReactNode;
}

/** 'View details', 'Quick view', 'Our experts suggest' and the compatibility drawer of one tile. */
export function TilePanels({ tile, describedBy, compatibility, similarItems, action }: TilePanelsProps) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Panel | null>(null);
  const productUrl = tile.url ?? "#";
  const titles = compatibility ? compatibilityTitles(compatibility) : null;

  const opener = (panel: Panel, label: string, fallbackHref: string) =>
    hydrated ? (
      <button type="button" className="tile__panel-link" aria-describedby={describedBy} onClick={() => setOpen(panel)}>
        {label}
      </button>
    ) : (
      <a href={fallbackHref} className="tile__panel-link" aria-describedby={describedBy}>
        {label}
      </a>
    );

  return (
    <div className="tile__panels">
      {/* a tile without its own Add button leads to the product page instead */}
      {action ? null : (
        <Link to={productUrl} className="tile__panel-link" aria-describedby={describedBy}>
          {t(VIEW_DETAILS_TEXT)}
        </Link>
      )}
      {opener("quick-view", t("Quick view"), productUrl)}
      {similarItems ? opener("experts", t(EXPERTS_SUGGEST_TEXT), productUrl) : null}
      {titles ? opener("compatibility", t(titles.title), compatibilityPagePath(tile.itemId)) : null}

      {open ? (
        <Suspense fallback={null}>
          <TilePanelDialog panel={open} tile={tile} titles={titles} action={action} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
