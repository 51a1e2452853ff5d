import * as Dialog from "@radix-ui/react-dialog";
import {
  type CompatibilityView,
  EXPERTS_SUGGEST_TEXT,
  formatCents,
  type ProductTileItem,
  VIEW_DETAILS_TEXT,
} from "@quire/domain";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { request } from "../../lib/request";
import type { Panel } from "./tile-panels";

// A tile's open panel (decision 047) in the app's dialog (Radix, like the lists drawer): loaded
// when a shopper first opens one, so a page of tiles does not carry the dialog library.

interface LinkedItem {
  itemId: string;
  name: string;
  itemUrl: string;
  imageUrl: string | null;
  price: string;
}

type Load = { status: "loading" } | { status: "ready"; items: LinkedItem[] } | { status: "failed" };

async function fetchCompatibility(itemId: string, signal: AbortSignal): Promise<LinkedItem[]> {
  const body = await request<CompatibilityView>(`/api/productTileProxy/compatibility/${encodeURIComponent(itemId)}`, { signal });
  return body.items.map((i) => ({ ...i, price: formatCents(i.finalPriceCents) }));
}

/** Similar items: the recommendation call the add-to-cart overlay also reads. */
async function fetchSimilar(itemId: string, signal: AbortSignal): Promise<LinkedItem[]> {
  const body = await request("/api/sparxProxy/atRecommendation", {
    method: "POST",
    body: { query: { coreSkuNumber: itemId, number: 4 } },
    signal,
  });
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

/** The panel a tile's opener asked for, open until the shopper closes it. */
export default function TilePanelDialog({
  panel,
  tile,
  titles,
  action,
  onClose,
}: {
  panel: Panel;
  tile: ProductTileItem;
  titles: { title: string; contentTitle: string } | null;
  action?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useT();
  const productUrl = tile.url ?? "#";
  const onOpenChange = (value: boolean) => {
    if (!value) onClose();
  };
  if (panel === "quick-view") {
    return (
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
    );
  }
  if (panel === "experts") {
    return (
      <PanelDialog open onOpenChange={onOpenChange} title={t(EXPERTS_SUGGEST_TEXT)} kind="overlay">
        <LoadedItems load={(signal) => fetchSimilar(tile.itemId, signal)} empty="No similar items right now." />
      </PanelDialog>
    );
  }
  if (!titles) return null;
  return (
    <PanelDialog open onOpenChange={onOpenChange} title={t(titles.title)} kind="drawer">
      <h3 className="tile-panel__lead">{t(titles.contentTitle)}</h3>
      <LoadedItems load={(signal) => fetchCompatibility(tile.itemId, signal)} empty="No compatible items are listed yet." />
    </PanelDialog>
  );
}
