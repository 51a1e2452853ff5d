import type { TenantId } from "@quire/domain";
import { type ComponentType, createContext, useContext } from "react";
import { useLocation } from "react-router";
import { FastLink } from "./fast-link";
import { useRootData } from "../lib/root-data";
import { useT } from "../lib/i18n";

// "Add to list" sits on the product page, tiles, cart lines, saved-for-later tiles and the
// add-to-cart overlay, each owned by another feature; the header's lists count and the account
// menu's "Lists" open the lists drawer. Features do not import one another, so they reach the
// add-to-list and lists-drawer features through this context, which root.tsx fills
// (docs/decisions/035-add-to-list-and-lists-drawer.md). Without a provider each is the plain link a
// page without JavaScript has.

/** The add-to-list page (decision 035): works without JavaScript; the modal loads its loader. */
export const ADD_TO_LIST_PATH = "/lists/add";

export interface AddToListControlProps {
  itemId: string;
  /** the product's own path ("/hp-paper_101407"): the page shows its name and picture */
  itemUrl?: string | null;
  /** the quantity the list line starts with (the product page's chosen quantity) */
  qty?: number;
  /** the product's name, for the control's accessible name ("Add to list: HP Paper") */
  itemName?: string;
  className?: string;
  /** the control is about to open the modal (a surface holding it may close first) */
  onOpen?: () => void;
}

export interface ListsOpenerProps {
  /** the visible text ("Lists (3)", "Lists") */
  text: string;
  className?: string;
  /** the link was followed or the drawer opened (a menu holding it closes) */
  onFollow?: () => void;
}

export interface ListsSurfaces {
  AddToListControl: ComponentType<AddToListControlProps>;
  ListsOpener: ComponentType<ListsOpenerProps>;
}

/** Where the lists screen is on each site. */
export function listsScreenPath(tenant: TenantId): string {
  return tenant === "advantage" ? "/cc/mmx/list/mylists" : "/kuber/viewList?tid=US";
}

/** /lists/add?itemId=…&qty=…&returnTo=…: what "Add to list" links to before (and without) JavaScript. */
export function addToListHref(fields: {
  itemId: string;
  itemUrl?: string | null;
  qty?: number;
  returnTo?: string | null;
}): string {
  const params = new URLSearchParams({ itemId: fields.itemId });
  if (fields.itemUrl) params.set("itemUrl", fields.itemUrl);
  if (fields.qty && fields.qty > 1) params.set("qty", String(fields.qty));
  if (fields.returnTo) params.set("returnTo", fields.returnTo);
  return `${ADD_TO_LIST_PATH}?${params.toString()}`;
}

function PlainAddToListLink({ itemId, itemUrl, qty, itemName, className, onOpen }: AddToListControlProps) {
  const location = useLocation();
  const { t } = useT();
  return (
    <FastLink
      to={addToListHref({ itemId, itemUrl, qty, returnTo: `${location.pathname}${location.search}` })}
      className={className ?? "add-to-list-control"}
      aria-label={itemName ? t("Add to list: {{name}}", { name: itemName }) : undefined}
      onClick={onOpen}
    >
      {t("Add to list")}
    </FastLink>
  );
}

function PlainListsLink({ text, className, onFollow }: ListsOpenerProps) {
  const tenant = useRootData()?.tenant.id ?? "dotcom";
  return (
    <FastLink to={listsScreenPath(tenant)} className={className} onClick={onFollow}>
      {text}
    </FastLink>
  );
}

const plain: ListsSurfaces = { AddToListControl: PlainAddToListLink, ListsOpener: PlainListsLink };

const ListsSurfacesContext = createContext<ListsSurfaces>(plain);

export const ListsSurfacesProvider = ListsSurfacesContext.Provider;

export function useListsSurfaces(): ListsSurfaces {
  return useContext(ListsSurfacesContext);
}

/** "Add to list" for a surface of another feature: the add-to-list feature's control when root.tsx provides it. */
export function AddToListSlot(props: AddToListControlProps) {
  const { AddToListControl } = useListsSurfaces();
  return <AddToListControl {...props} />;
}

/** A list's own page: the business site's list details, the consumer site's list view. */
export function listPagePath(tenant: TenantId, listId: string): string {
  const id = encodeURIComponent(listId);
  return tenant === "advantage" ? `/cc/mmx/list/details?id=${id}` : `/kuber/viewList?tid=US&listId=${id}`;
}
