import * as Dialog from "@radix-ui/react-dialog";
import {
  type CompatibilityKind,
  type CompatibilityView,
  compatibilityPagePath,
  compatibilityTitles,
  EXPERTS_SUGGEST_TEXT,
  formatCents,
  type ProductTileItem,
  VIEW_DETAILS_TEXT,
} from "@quire/domain";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { csrfHeaders } from "../../lib/csrf";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../use-hydrated";

// The side panels a tile opens (storefront spec 2; decision 047): quick view, 'Our experts
// suggest' and the compatible printers / cartridges drawer. Each is a link first — to the product
// page, or to the compatibility page — so it works without JavaScript; once the page is hydrated
// the link becomes a button that opens the panel in the app's dialog (Radix, like the lists drawer).

type Panel = "quick-view" | "experts" | "compatibility";

interface LinkedItem {
  itemId: string;
  name: string;
  itemUrl: string;
  imageUrl: string | null;
  price: string;
}

type Load = { status: "loading" } | { status: "ready"; items: LinkedItem[] } | { status: "failed" };

async function fetchCompatibility(itemId: string, signal: AbortSignal): Promise<LinkedItem[]> {
  const res = await fetch(`/api/productTileProxy/compatibility/${encodeURIComponent(itemId)}`, { signal });
  if (!res.ok) throw new Error(`compatibility ${res.status}`);
  const body = (await res.json()) as CompatibilityView;
  return body.items.map((i) => ({ ...i, price: formatCents(i.finalPriceCents) }));
}

/** Similar items: the recommendation call the add-to-cart overlay also reads. */
async function fetchSimilar(itemId: string, signal: AbortSignal): Promise<LinkedItem[]> {
  const res = await fetch("/api/sparxProxy/atRecommendation", {
    method: "POST",
    headers: { "content-type": "application/json", ...csrfHeaders() },
    body: JSON.stringify({ query: { coreSkuNumber: itemId, number: 4 } }),
    signal,
  });
  if (!res.ok) throw new Error(`recommendations ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) return [];
  return body
    .filter((t): t is ProductTileItem => typeof t === "object" && t !== null && typeof (t as ProductTileItem).itemId === "string")
    .map((t) => ({ itemId: t.itemId, name: t.title, itemUrl: t.url ?? "#", imageUrl: t.image, price: t.price }));
}

/** Mounted when its panel opens (so each opening starts loading afresh). */
function useLoad(load: (signal: AbortSignal) => Promise<LinkedItem[]>): Load {
  const [state, setState] = useState<Load>({ status: "loading" });
  const loader = useRef(load);
  useEffect(() => {
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (items) => setState({ status: "ready", items }),
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

function LoadedItems({ load, empty }: { load: (signal: AbortSignal) => Promise<LinkedItem[]>; empty: string }) {
  return <ItemList state={useLoad(load)} empty={empty} />;
}

function ItemList({ state, empty }: { state: Load; empty: string }) {
  const { t } = useT();
  if (state.status === "loading") {
    return (
      <p className="atc-spinner" role="status">
        {t("Loading…")}
      </p>
    );
  }
  if (state.status === "failed") return <p role="alert">{t("We couldn't load this just now. Please try again.")}</p>;
  if (state.items.length === 0) return <p>{t(empty)}</p>;
  return (
    <ul className="tile-panel__items">
      {state.items.map((item) => (
        <li key={item.itemId}>
          {item.imageUrl ? <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
          <Link to={item.itemUrl} lang="en">
            {item.name}
          </Link>
          {item.price ? <span className="tile-panel__price">{item.price}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function PanelDialog({
  open,
  onOpenChange,
  title,
  kind,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  kind: "drawer" | "overlay";
  children: ReactNode;
}) {
  const { t } = useT();
  const descriptionId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="atc-backdrop" />
        <Dialog.Content className={`atc-dialog atc-dialog--${kind} tile-panel`} aria-describedby={descriptionId}>
          <Dialog.Title className="atc-dialog__title">{title}</Dialog.Title>
          <div id={descriptionId}>{children}</div>
          <Dialog.Close className="atc-dialog__close" aria-label={t("Close")}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

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
  const onOpenChange = (value: boolean) => {
    if (!value) setOpen(null);
  };

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

      {open === "quick-view" ? (
        <PanelDialog open onOpenChange={onOpenChange} title={t("Quick view")} kind="drawer">
          <div className="tile-panel__summary">
            {tile.image ? <img src={tile.image} alt="" width={180} height={180} /> : null}
            <p className="tile-panel__name" lang="en">
              {tile.title}
            </p>
            <p className="tile__price">{tile.price || t("Price N/A")}</p>
            {tile.ratingCount > 0 ? (
              <p>
                {t("Rated {{rating}} out of 5 ({{count}} reviews)", { rating: tile.rating.toFixed(1), count: tile.ratingCount })}
              </p>
            ) : null}
            {tile.additionalMsg ? <p>{tile.additionalMsg.text}</p> : null}
            {action}
            <p>
              <Link to={productUrl}>{t(VIEW_DETAILS_TEXT)}</Link>
            </p>
          </div>
        </PanelDialog>
      ) : null}
      {open === "experts" ? (
        <PanelDialog open onOpenChange={onOpenChange} title={t(EXPERTS_SUGGEST_TEXT)} kind="overlay">
          <LoadedItems load={(signal) => fetchSimilar(tile.itemId, signal)} empty="No similar items right now." />
        </PanelDialog>
      ) : null}
      {open === "compatibility" && titles ? (
        <PanelDialog open onOpenChange={onOpenChange} title={t(titles.title)} kind="drawer">
          <h3 className="tile-panel__lead">{t(titles.contentTitle)}</h3>
          <LoadedItems load={(signal) => fetchCompatibility(tile.itemId, signal)} empty="No compatible items are listed yet." />
        </PanelDialog>
      ) : null}
    </div>
  );
}
