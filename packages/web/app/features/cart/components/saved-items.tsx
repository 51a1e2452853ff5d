import { type SavedItemTile, type SavedItemView, newestSavedFirst, savedItemTile } from "@quire/domain";
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { AddToListSlot } from "../../../ui/add-to-list-slot";
import { CsrfField } from "../../../ui/csrf-field";
import { OriginalPrice } from "../../../ui/original-price";
import type { SavedFormError } from "../hooks/use-saved-items";
import { useT } from "../../../lib/i18n";
import { cartText } from "../cart-text";

interface Props {
  items: readonly SavedItemView[];
  /** forms waiting for an answer, by listItemId ("all" for move all) */
  busy: Record<string, boolean>;
  /** a refused form's message, shown beside it */
  error: SavedFormError | null;
  onMove: (tile: SavedItemTile) => void;
  onMoveAll: () => void;
  onRemove: (tile: SavedItemTile) => void;
  /** where focus goes when the whole list leaves the page while holding it */
  focusFallback: () => void;
}

/** A form posted to the cart route (no JavaScript), or handed to the page's queue (with it). */
function savedForm(onSubmit: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
}

/**
 * The saved-for-later list under the cart and in the empty-cart view: each saved item as a tile
 * with 'Move {qty} to cart', Remove, its price and when it would arrive, and "Move all to cart".
 */
export function SavedItems(props: Props) {
  return props.items.length === 0 ? null : <SavedList {...props} />;
}

function SavedList({ items, busy, error, onMove, onMoveAll, onRemove, focusFallback }: Props) {
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const fallbackRef = useRef(focusFallback);
  useEffect(() => {
    fallbackRef.current = focusFallback;
  });
  // The list leaves with its last item: keep a keyboard user's place on the page heading.
  useLayoutEffect(() => {
    const section = sectionRef.current;
    return () => {
      if (section?.contains(document.activeElement)) queueMicrotask(() => fallbackRef.current());
    };
  }, []);
  // A tile leaves holding focus: once the page has changed, the list's heading takes it (or,
  // when the list went too, the page heading).
  const focusHeading = () =>
    queueMicrotask(() => (headingRef.current?.isConnected ? headingRef.current.focus() : fallbackRef.current()));
  const tiles = newestSavedFirst(items).map(savedItemTile);
  return (
    <section ref={sectionRef} className="saved-items" aria-labelledby="saved-items-title">
      <div className="saved-items__head">
        <h2 id="saved-items-title" ref={headingRef} tabIndex={-1}>
          {t("Saved for later ({{count}})", { count: items.length })}
        </h2>
        <Form method="post" onSubmit={savedForm(() => !busy.all && onMoveAll())}>
          <CsrfField />
          <input type="hidden" name="intent" value="move-all-to-cart" />
          <button type="submit" className="button button--secondary" aria-disabled={busy.all || undefined}>
            {busy.all ? t("Moving…") : t("Move all to cart")}
          </button>
        </Form>
      </div>
      {error?.target === "all" ? (
        <p className="item-message item-message--attention" role="alert">
          {cartText(error.message, t)}
        </p>
      ) : null}
      <ul className="saved-items__list">
        {tiles.map((tile) => (
          <SavedTile
            key={tile.listItemId}
            tile={tile}
            busy={busy[tile.listItemId] === true}
            error={error?.target === tile.listItemId ? error.message : null}
            onMove={() => onMove(tile)}
            onRemove={() => onRemove(tile)}
            focusFallback={focusHeading}
          />
        ))}
      </ul>
    </section>
  );
}

function SavedTile({
  tile,
  busy,
  error,
  onMove,
  onRemove,
  focusFallback,
}: {
  tile: SavedItemTile;
  busy: boolean;
  error: string | null;
  onMove: () => void;
  onRemove: () => void;
  focusFallback: () => void;
}) {
  const { t } = useT();
  const tileRef = useRef<HTMLLIElement>(null);
  const fallbackRef = useRef<() => void>(focusFallback);
  useEffect(() => {
    fallbackRef.current = focusFallback;
  });
  // Moved or removed while holding focus: the list's heading takes it.
  useLayoutEffect(() => {
    const li = tileRef.current;
    return () => {
      if (li?.contains(document.activeElement)) fallbackRef.current();
    };
  }, []);
  const nameId = `saved-${tile.listItemId}`;
  return (
    <li ref={tileRef} className="saved-tile" aria-labelledby={nameId} aria-busy={busy || undefined}>
      <div className="cart-line__media">
        {tile.image ? <img src={tile.image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
      </div>
      <div className="cart-line__info">
        <h3 className="cart-line__name" id={nameId} lang="en">
          {tile.url ? <Link to={tile.url}>{tile.title}</Link> : tile.title}
        </h3>
        <p className="saved-tile__price">
          {tile.price === "" ? t("Price N/A") : tile.price}
          <OriginalPrice text={tile.originalPrice} />
        </p>
        <p className="saved-tile__qty">{t("Qty {{qty}}", { qty: tile.qty })}</p>
        {tile.additionalMsg ? <p className="saved-tile__delivery">{cartText(tile.additionalMsg.text, t)}</p> : null}
        {error ? (
          <p className="item-message item-message--attention" role="alert">
            {cartText(error, t)}
          </p>
        ) : null}
      </div>
      <div className="cart-line__actions saved-tile__actions">
        <TileForm
          intent="move-to-cart"
          tile={tile}
          label={`${cartText(tile.ctaText, t)}: ${tile.title}`}
          className="button"
          busy={busy}
          onSubmit={onMove}
        >
          {cartText(tile.ctaText, t)}
        </TileForm>
        <TileForm
          intent="remove-saved"
          tile={tile}
          label={t("Remove {{name}} from saved items", { name: tile.title })}
          className="link-button"
          busy={busy}
          onSubmit={onRemove}
        >
          {t("Remove")}
        </TileForm>
        <AddToListSlot
          itemId={tile.itemId}
          itemUrl={tile.url}
          qty={tile.qty}
          itemName={tile.title}
          className="link-button saved-tile__add-to-list"
        />
      </div>
    </li>
  );
}

/** One of a tile's forms: its intent and list id, posted to the cart route or handed to the queue. */
function TileForm({
  intent,
  tile,
  label,
  className,
  busy,
  onSubmit,
  children,
}: {
  intent: "move-to-cart" | "remove-saved";
  tile: SavedItemTile;
  label: string;
  className: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Form method="post" onSubmit={savedForm(() => !busy && onSubmit())}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="listItemId" value={tile.listItemId} />
      <button type="submit" className={className} aria-label={label} aria-disabled={busy || undefined}>
        {children}
      </button>
    </Form>
  );
}
