import { formatCents, MAX_LIST_ITEM_QUANTITY, type ShoppingListDetail, type ShoppingListItemView } from "@quire/domain";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { listPageHref, type ListPagesFamily, listsScreenHref } from "../../../lib/list-pages";
import { TextField } from "../../../ui/form-fields";
import { useHydrated } from "../../../ui/use-hydrated";
import type { ListFormRefusal } from "../list-form-refusal";
import { countText, listModifiedText, listOwnerText, listTypeText } from "../list-text";
import { DeleteListForm, FavoriteListForm, ListFormFields, RenameListForm } from "./list-controls";
import { ListNotice } from "./list-notice";
import { OriginalPrice } from "../../../ui/original-price";

interface Props {
  detail: ShoppingListDetail;
  family: ListPagesFamily;
  /** the page's address without its notice: where the forms come back to */
  returnTo: string;
  notice?: string | null;
  refusal?: ListFormRefusal | null;
  /** the item page links under the tiles (the route's pagination) */
  pagination?: ReactNode;
}

/**
 * "Print": the print view's link until the page is interactive (and without JavaScript, or when the
 * list has more than this page of items), then the browser's print of this page.
 */
export function PrintListLink({ href, wholeListShown }: { href: string; wholeListShown: boolean }) {
  const hydrated = useHydrated();
  return (
    <Link
      to={href}
      className="button button--secondary"
      onClick={(event) => {
        if (!hydrated || !wholeListShown) return;
        event.preventDefault();
        window.print();
      }}
    >
      Print this list
    </Link>
  );
}

function ItemPrice({ item }: { item: ShoppingListItemView }) {
  if (item.priceCents === null) return <span className="list-tile__price">Price not available</span>;
  return (
    <span className="list-tile__price">
      {formatCents(item.priceCents)}
      {item.unit ? <span className="list-tile__unit"> / {item.unit}</span> : null}
      <OriginalPrice
        text={item.basePriceCents !== null && item.basePriceCents > item.priceCents ? formatCents(item.basePriceCents) : null}
      />
    </span>
  );
}

function ItemName({ item }: { item: ShoppingListItemView }) {
  if (item.itemUrl && item.itemUrl.startsWith("/")) {
    return (
      <Link to={item.itemUrl} className="list-tile__name">
        {item.title}
      </Link>
    );
  }
  return <span className="list-tile__name">{item.title}</span>;
}

/** One line of the list as a list tile: picture, name, price and unit, its quantity, and what can be done with it. */
export function ListItemTile({
  item,
  listId,
  editable,
  returnTo,
  refusal,
}: {
  item: ShoppingListItemView;
  listId: string;
  editable: boolean;
  returnTo: string;
  refusal?: ListFormRefusal | null;
}) {
  const error = refusal && refusal.target === item.listItemId ? refusal : null;
  const qtyId = `list-qty-${item.listItemId}`;
  const qtyError = error?.intent === "set-quantity" ? (error.fields?.qty ?? error.message) : undefined;
  return (
    <li className="list-tile">
      <div className="list-tile__picture">
        {item.imageUrl ? <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" /> : null}
      </div>
      <div className="list-tile__body">
        <ItemName item={item} />
        <span className="list-tile__number">Item {item.itemId}</span>
        <ItemPrice item={item} />
        {item.available ? null : <span className="list-tile__gone">No longer sold</span>}
      </div>
      <div className="list-tile__actions">
        {editable ? (
          <Form method="post" className="list-tile__qty">
            <ListFormFields intent="set-quantity" listId={listId} returnTo={returnTo} />
            <input type="hidden" name="listItemId" value={item.listItemId} />
            <div className={`field${qtyError ? " field--invalid" : ""}`}>
              <label htmlFor={qtyId}>Quantity</label>
              {qtyError ? (
                <span id={`${qtyId}-error`} className="field__error">
                  {qtyError}
                </span>
              ) : null}
              <input
                id={qtyId}
                name="qty"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_LIST_ITEM_QUANTITY}
                defaultValue={error?.values?.qty ?? item.qty}
                aria-label={`Quantity of ${item.title}`}
                aria-invalid={qtyError ? true : undefined}
                aria-describedby={qtyError ? `${qtyId}-error` : undefined}
              />
            </div>
            <button type="submit" className="button button--secondary" aria-label={`Update quantity of ${item.title}`}>
              Update
            </button>
          </Form>
        ) : (
          <p className="list-tile__qty-text">Quantity: {item.qty.toLocaleString("en-US")}</p>
        )}
        {item.available ? (
          <Form method="post">
            <ListFormFields intent="add-line-to-cart" listId={listId} returnTo={returnTo} />
            <input type="hidden" name="listItemId" value={item.listItemId} />
            <input type="hidden" name="itemId" value={item.itemId} />
            <input type="hidden" name="qty" value={item.qty} />
            <button type="submit" className="button" aria-label={`Add to cart: ${item.title}`}>
              Add to cart
            </button>
          </Form>
        ) : null}
        {editable ? (
          <Form method="post">
            <ListFormFields intent="remove-item" listId={listId} returnTo={returnTo} />
            <input type="hidden" name="listItemId" value={item.listItemId} />
            <button type="submit" className="list-tile__remove" aria-label={`Remove ${item.title}`}>
              Remove
            </button>
          </Form>
        ) : null}
        {error && error.intent !== "set-quantity" ? (
          <p className="field__error" role="alert">
            {error.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** "Add an item": an item number and a quantity, for a list the user may change. */
function AddItemForm({ listId, returnTo, refusal }: { listId: string; returnTo: string; refusal: ListFormRefusal | null }) {
  const error = refusal?.intent === "add-item" ? refusal : null;
  return (
    <Form method="post" className="list-add-item">
      <ListFormFields intent="add-item" listId={listId} returnTo={returnTo} />
      <TextField
        id="list-add-item-number"
        name="itemId"
        label="Item number"
        defaultValue={error?.values?.itemId}
        error={error?.fields?.itemId ?? (error?.fields?.qty ? undefined : error?.message)}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        id="list-add-item-qty"
        name="qty"
        label="Quantity"
        type="number"
        min={1}
        max={MAX_LIST_ITEM_QUANTITY}
        defaultValue={error?.values?.qty ?? "1"}
        error={error?.fields?.qty}
      />
      <button type="submit" className="button button--secondary">
        Add to list
      </button>
    </Form>
  );
}

/**
 * A list's page (spec section 2): its name, type, owner and last change, its items as list tiles a
 * page at a time, and what can be done: add one or all to the cart, change quantities, remove,
 * print, rename, favourite, delete. A list the user may not change shows no editing controls and
 * says why.
 */
export function ListPage({ detail, family, returnTo, notice, refusal, pagination }: Props) {
  const { list, items, metadata } = detail;
  // The service says who may change it (a read-only list's members may not; its owner may).
  const editable = list.canEdit;
  const listRefusal = refusal && refusal.target === list.id ? refusal : null;
  const anyAvailable = list.itemCount > 0;
  const pages = Math.max(1, metadata.pagination.totalPages);
  return (
    <div className="list-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={listsScreenHref(family)}>Your lists</Link>
          </li>
          <li aria-current="page">{list.name}</li>
        </ol>
      </nav>
      <h1>{list.name}</h1>
      <dl className="list-page__facts">
        <div>
          <dt>List type</dt>
          <dd>{listTypeText(list)}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>{listOwnerText(list)}</dd>
        </div>
        <div>
          <dt>Modified On</dt>
          <dd>
            <time dateTime={list.modified}>{listModifiedText(list.modified)}</time>
          </dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{countText(metadata.totalItems, "item", "items")}</dd>
        </div>
      </dl>
      {editable ? null : (
        <p className="list-page__read-only">
          {list.readOnly
            ? "This list is read-only: you can add its items to your cart, but not change it."
            : "You can add this list's items to your cart, but only its owner can change it."}
        </p>
      )}
      <ListNotice text={notice} />
      {listRefusal && listRefusal.intent === "add-all-to-cart" ? (
        <p className="form-error" role="alert">
          {listRefusal.message}
        </p>
      ) : null}
      <div className="list-page__tools">
        {anyAvailable ? (
          <Form method="post">
            <ListFormFields intent="add-all-to-cart" listId={list.id} returnTo={returnTo} />
            <button type="submit" className="button">
              Add all to cart
            </button>
          </Form>
        ) : null}
        <PrintListLink href={listPageHref(family, list.id, 1, { print: "1" })} wholeListShown={pages === 1} />
        <FavoriteListForm list={list} returnTo={returnTo} refusal={refusal} maxReached={false} />
        <RenameListForm list={list} returnTo={returnTo} refusal={refusal} idPrefix="list-page" />
        <DeleteListForm list={list} returnTo={returnTo} refusal={refusal} afterDelete={listsScreenHref(family)} />
      </div>
      <section aria-labelledby="list-items-heading" className="list-page__items">
        <h2 id="list-items-heading">Items{pages > 1 ? `, page ${Math.min(metadata.pagination.page, pages)} of ${pages}` : ""}</h2>
        {items.length === 0 ? (
          <p className="lists-empty">
            {metadata.totalItems === 0
              ? "This list is empty. Add products to it with Add to list on their pages."
              : "There are no items on this page."}
          </p>
        ) : (
          <ul className="list-tiles">
            {items.map((item) => (
              <ListItemTile
                key={item.listItemId}
                item={item}
                listId={list.id}
                editable={editable}
                returnTo={returnTo}
                refusal={refusal}
              />
            ))}
          </ul>
        )}
        {pagination}
      </section>
      {editable ? (
        <section aria-labelledby="list-add-item-heading" className="list-page__add">
          <h2 id="list-add-item-heading">Add an item</h2>
          <AddItemForm listId={list.id} returnTo={returnTo} refusal={listRefusal} />
        </section>
      ) : null}
    </div>
  );
}
