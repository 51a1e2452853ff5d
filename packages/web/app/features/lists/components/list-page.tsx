import { formatCents, MAX_LIST_ITEM_QUANTITY, type ShoppingListDetail, type ShoppingListItemView } from "@quire/domain";
import type { ReactNode } from "react";
import { Form, Link, useRouteLoaderData } from "react-router";
import { listPageHref, type ListPagesFamily, listsScreenHref } from "../../../lib/list-pages";
import { useT } from "../../../lib/i18n";
import { TextField } from "../../../ui/form-fields";
import { useHydrated } from "../../../ui/use-hydrated";
import type { ListFormRefusal } from "../list-form-refusal";
import { itemCountText, listMessageText, listModifiedText, listOwnerTextIn, listTypeText } from "../list-text";
import { DeleteListForm, FavoriteListForm, ListFormFields, RenameListForm, ShareListForm } from "./list-controls";
import { ListNotice } from "./list-notice";
import { OriginalPrice } from "../../../ui/original-price";
import "../lists.css";

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
  const { t } = useT();
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
      {t("Print this list")}
    </Link>
  );
}

function ItemPrice({ item }: { item: ShoppingListItemView }) {
  const { t } = useT();
  if (item.priceCents === null) return <span className="list-tile__price">{t("Price not available")}</span>;
  return (
    <span className="list-tile__price">
      {formatCents(item.priceCents)}
      {item.unit ? <span className="list-tile__unit"> / {t(item.unit)}</span> : null}
      <OriginalPrice
        text={item.basePriceCents !== null && item.basePriceCents > item.priceCents ? formatCents(item.basePriceCents) : null}
      />
    </span>
  );
}

function ItemName({ item }: { item: ShoppingListItemView }) {
  if (item.itemUrl && item.itemUrl.startsWith("/")) {
    return (
      <Link to={item.itemUrl} className="list-tile__name" lang="en">
        {item.title}
      </Link>
    );
  }
  return (
    <span className="list-tile__name" lang="en">
      {item.title}
    </span>
  );
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
  const { t } = useT();
  const error = refusal && refusal.target === item.listItemId ? refusal : null;
  const qtyId = `list-qty-${item.listItemId}`;
  const qtyErrorText = error?.intent === "set-quantity" ? (error.fields?.qty ?? error.message) : undefined;
  const qtyError = qtyErrorText ? listMessageText(qtyErrorText, t) : undefined;
  return (
    <li className="list-tile">
      <div className="list-tile__picture">
        {item.imageUrl ? <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" /> : null}
      </div>
      <div className="list-tile__body">
        <ItemName item={item} />
        <span className="list-tile__number">{t("Item {{number}}", { number: item.itemId })}</span>
        <ItemPrice item={item} />
        {item.available ? null : <span className="list-tile__gone">{t("No longer sold")}</span>}
      </div>
      <div className="list-tile__actions">
        {editable ? (
          <Form method="post" className="list-tile__qty">
            <ListFormFields intent="set-quantity" listId={listId} returnTo={returnTo} />
            <input type="hidden" name="listItemId" value={item.listItemId} />
            <div className={`field${qtyError ? " field--invalid" : ""}`}>
              <label htmlFor={qtyId}>{t("Quantity")}</label>
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
                aria-label={t("Quantity of {{name}}", { name: item.title })}
                aria-invalid={qtyError ? true : undefined}
                aria-describedby={qtyError ? `${qtyId}-error` : undefined}
              />
            </div>
            <button
              type="submit"
              className="button button--secondary"
              aria-label={t("Update quantity of {{name}}", { name: item.title })}
            >
              {t("Update")}
            </button>
          </Form>
        ) : (
          <p className="list-tile__qty-text">{t("Quantity: {{qty}}", { qty: item.qty.toLocaleString("en-US") })}</p>
        )}
        {item.available ? (
          <Form method="post">
            <ListFormFields intent="add-line-to-cart" listId={listId} returnTo={returnTo} />
            <input type="hidden" name="listItemId" value={item.listItemId} />
            <input type="hidden" name="itemId" value={item.itemId} />
            <input type="hidden" name="qty" value={item.qty} />
            <button type="submit" className="button" aria-label={t("Add to cart: {{name}}", { name: item.title })}>
              {t("Add to cart")}
            </button>
          </Form>
        ) : null}
        {editable ? (
          <Form method="post">
            <ListFormFields intent="remove-item" listId={listId} returnTo={returnTo} />
            <input type="hidden" name="listItemId" value={item.listItemId} />
            <button type="submit" className="list-tile__remove" aria-label={t("Remove {{name}}", { name: item.title })}>
              {t("Remove")}
            </button>
          </Form>
        ) : null}
        {error && error.intent !== "set-quantity" ? (
          <p className="field__error" role="alert">
            {listMessageText(error.message, t)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** "Add an item": an item number and a quantity, for a list the user may change. */
function AddItemForm({ listId, returnTo, refusal }: { listId: string; returnTo: string; refusal: ListFormRefusal | null }) {
  const error = refusal?.intent === "add-item" ? refusal : null;
  const { t } = useT();
  const said = (text: string | undefined) => (text ? listMessageText(text, t) : undefined);
  return (
    <Form method="post" className="list-add-item">
      <ListFormFields intent="add-item" listId={listId} returnTo={returnTo} />
      <TextField
        id="list-add-item-number"
        name="itemId"
        label={t("Item number")}
        defaultValue={error?.values?.itemId}
        error={said(error?.fields?.itemId ?? (error?.fields?.qty ? undefined : error?.message))}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        id="list-add-item-qty"
        name="qty"
        label={t("Quantity")}
        type="number"
        min={1}
        max={MAX_LIST_ITEM_QUANTITY}
        defaultValue={error?.values?.qty ?? "1"}
        error={said(error?.fields?.qty)}
      />
      <button type="submit" className="button button--secondary">
        {t("Add to list")}
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
  const { t } = useT();
  const root = useRouteLoaderData("root") as { tenant?: { id?: string } } | undefined;
  const shareable =
    root?.tenant?.id === "dotcom" && list.isOwner && (list.accessLevel === "PERSONAL" || list.accessLevel === "SHARED");
  return (
    <div className="list-page">
      <nav aria-label={t("Breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <Link to={listsScreenHref(family)}>{t("Your lists")}</Link>
          </li>
          <li aria-current="page">{list.name}</li>
        </ol>
      </nav>
      <h1>{list.name}</h1>
      <dl className="list-page__facts">
        <div>
          <dt>{t("List type")}</dt>
          <dd>{listTypeText(list, t)}</dd>
        </div>
        <div>
          <dt>{t("Owner")}</dt>
          <dd>{listOwnerTextIn(list, t)}</dd>
        </div>
        <div>
          <dt>{t("Modified On")}</dt>
          <dd>
            <time dateTime={list.modified}>{listModifiedText(list.modified)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("Items")}</dt>
          <dd>{itemCountText(metadata.totalItems, t)}</dd>
        </div>
      </dl>
      {editable ? null : (
        <p className="list-page__read-only">
          {list.readOnly
            ? t("This list is read-only: you can add its items to your cart, but not change it.")
            : t("You can add this list's items to your cart, but only its owner can change it.")}
        </p>
      )}
      <ListNotice text={notice} />
      {listRefusal && listRefusal.intent === "add-all-to-cart" ? (
        <p className="form-error" role="alert">
          {listMessageText(listRefusal.message, t)}
        </p>
      ) : null}
      <div className="list-page__tools">
        {anyAvailable ? (
          <Form method="post">
            <ListFormFields intent="add-all-to-cart" listId={list.id} returnTo={returnTo} />
            <button type="submit" className="button">
              {t("Add all to cart")}
            </button>
          </Form>
        ) : null}
        <PrintListLink href={listPageHref(family, list.id, 1, { print: "1" })} wholeListShown={pages === 1} />
        <FavoriteListForm list={list} returnTo={returnTo} refusal={refusal} maxReached={false} />
        <RenameListForm list={list} returnTo={returnTo} refusal={refusal} idPrefix="list-page" />
        <DeleteListForm list={list} returnTo={returnTo} refusal={refusal} afterDelete={listsScreenHref(family)} />
      </div>
      {/* a consumer shares their own list by its link (decision 077); business lists are shared with the account */}
      {shareable ? <ShareListForm list={list} returnTo={returnTo} /> : null}
      <section aria-labelledby="list-items-heading" className="list-page__items">
        <h2 id="list-items-heading">
          {pages > 1
            ? t("Items, page {{page}} of {{pages}}", { page: Math.min(metadata.pagination.page, pages), pages })
            : t("Items")}
        </h2>
        {items.length === 0 ? (
          <p className="lists-empty">
            {metadata.totalItems === 0
              ? t("This list is empty. Add products to it with Add to list on their pages.")
              : t("There are no items on this page.")}
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
          <h2 id="list-add-item-heading">{t("Add an item")}</h2>
          <AddItemForm listId={list.id} returnTo={returnTo} refusal={listRefusal} />
        </section>
      ) : null}
    </div>
  );
}
