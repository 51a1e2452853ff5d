import {
  type ListAccessLevel,
  LOGIN_ROUTES,
  LIST_NAME_REQUIRED,
  MAX_LIST_ITEM_QUANTITY,
  listNamesInOnePlace,
  normalizeListName,
  type ShoppingListSummary,
  safeReturnPath,
  withReturnTarget,
} from "@quire/domain";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "react-router";
import { ADD_TO_LIST_PATH, addToListHref, listPagePath, listsScreenPath } from "../ui/add-to-list-slot";
import {
  type AddToListPageData,
  type AddToListRefusal,
  type AddToListSuccess,
  CHOOSE_A_LIST,
  LISTS_UNAVAILABLE,
  QUANTITY_RANGE,
  SIGN_IN_FOR_LISTS,
} from "./add-to-list-form";
import { field } from "./form-actions.server";

// The add-to-list page (/lists/add) and the create-list form of the header's drawer (decision 035):
// the loader reads the product and the lists this shopper may add to; the action adds the item to
// the ticked lists and/or creates one, through the lists' commands (the same as the /cc/api lists
// calls). Both answer data, so the page without JavaScript and the modal's fetchers share them.

/** The shape a product path has ("hp-paper_101407"), as the product page's route reads it. */
const ITEM_URL = /^\/?([a-z0-9-]{1,120}_\d{1,12})$/;
const ITEM_ID = /^[A-Za-z0-9-]{1,40}$/;

function quantityOf(raw: string | null): number {
  const text = (raw ?? "").trim();
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.min(MAX_LIST_ITEM_QUANTITY, Math.max(1, Number(text)));
}

export async function addToListLoader({ request, context }: LoaderFunctionArgs): Promise<AddToListPageData> {
  const url = new URL(request.url);
  const tenant = context.tenant.id;
  const rawItemId = (url.searchParams.get("itemId") ?? "").trim();
  const itemId = ITEM_ID.test(rawItemId) ? rawItemId : "";
  const qty = quantityOf(url.searchParams.get("qty"));
  const returnTo = safeReturnPath(url.searchParams.get("returnTo"));
  const here = itemId ? addToListHref({ itemId, itemUrl: url.searchParams.get("itemUrl"), qty, returnTo }) : ADD_TO_LIST_PATH;
  const session = await context.session.read(request.headers.get("cookie"));
  const base: AddToListPageData = {
    tenant,
    signedIn: session.isLoggedIn,
    item: null,
    qty,
    returnTo,
    lists: [],
    allowedAccessLevel: ["PERSONAL"],
    listsError: null,
    signInHref: withReturnTarget(LOGIN_ROUTES.identityLogin, here, tenant),
    listsHref: listsScreenPath(tenant),
  };
  if (itemId) {
    // The product's path names it; its item id must be the one asked for, or the page names the item number alone.
    const path = ITEM_URL.exec(url.searchParams.get("itemUrl") ?? "")?.[1];
    const product = path ? await context.catalogue.productByItemUrl(path) : null;
    base.item =
      product && product.itemId === itemId
        ? { itemId, name: product.name, imageUrl: product.imageUrl, itemUrl: product.itemUrl }
        : { itemId, name: `Item ${itemId}`, imageUrl: null, itemUrl: null };
  }
  if (!session.isLoggedIn) return base;
  const state = await context.doors.lists.lists({ sortBy: "modified", sortOrder: "desc", size: "100" });
  if (!state.ok) return { ...base, listsError: LISTS_UNAVAILABLE };
  return {
    ...base,
    // Only lists this shopper may change: their own, the account's shared ones not made read-only,
    // and company (GLOBAL) lists for an administrator (decision 032; the service says canEdit).
    lists: state.value.shoppingLists
      .filter((list: ShoppingListSummary) => list.canEdit && !list.readOnly)
      .map((list: ShoppingListSummary) => ({
        id: list.id,
        name: list.name,
        accessLevel: list.accessLevel,
        itemCount: list.itemCount,
      })),
    allowedAccessLevel: state.value.allowedAccessLevel.filter((level: ListAccessLevel) => level !== "GLOBAL"),
  };
}

function refusal(
  status: number,
  intent: string,
  message: string,
  fields: AddToListRefusal["fields"],
  values: AddToListRefusal["values"],
  signInHref?: string,
) {
  const body: AddToListRefusal = { ok: false, intent, message, fields, values, ...(signInHref ? { signInHref } : {}) };
  return data(body, { status });
}

/** A door's field messages on the form's fields (name, qty; anything else on the lists). */
function doorFields(fields: Record<string, string> | undefined, message: string): AddToListRefusal["fields"] {
  if (!fields) return { lists: message };
  const out: AddToListRefusal["fields"] = {};
  for (const [key, text] of Object.entries(fields)) {
    if (key === "name") out.name = text;
    else if (key === "qty" || key === "quantity") out.qty = text;
    else out.lists = text;
  }
  return out;
}

/**
 * intent add: the item at the quantity onto each ticked list, and onto a new list when a name is
 * given; intent create: a new list alone (the header's create-list drawer), or with an item.
 */
export async function addToListAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const tenant = context.tenant.id;
  const itemId = field(form, "itemId").trim();
  const rawQty = field(form, "qty").trim() || "1";
  const listIds = [
    ...new Set(
      form
        .getAll("listId")
        .filter((v): v is string => typeof v === "string")
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const accessLevel = field(form, "accessLevel") || "PERSONAL";
  const typedName = field(form, "name");
  const values = { name: typedName, qty: rawQty, listIds, accessLevel };
  const returnTo = safeReturnPath(field(form, "returnTo"));
  if (intent !== "add" && intent !== "create") {
    return refusal(400, intent, "This form can't do that.", {}, values);
  }
  const session = await context.session.read(request.headers.get("cookie"));
  if (!session.isLoggedIn) {
    const back = itemId
      ? addToListHref({ itemId, itemUrl: field(form, "itemUrl"), qty: quantityOf(rawQty), returnTo })
      : ADD_TO_LIST_PATH;
    return refusal(401, intent, SIGN_IN_FOR_LISTS, {}, values, withReturnTarget(LOGIN_ROUTES.identityLogin, back, tenant));
  }
  const withItem = itemId !== "";
  if (intent === "add" && !withItem) return refusal(400, intent, "Choose an item to add to a list.", {}, values);
  if (withItem && (!/^\d{1,4}$/.test(rawQty) || Number(rawQty) < 1 || Number(rawQty) > MAX_LIST_ITEM_QUANTITY)) {
    return refusal(400, intent, QUANTITY_RANGE, { qty: QUANTITY_RANGE }, values);
  }
  const wantsNew = typedName.trim() !== "" || intent === "create" || listIds.length === 0;
  let name: string | null = null;
  if (wantsNew) {
    const checked = normalizeListName(typedName);
    if (!checked.ok) {
      // Nothing ticked and no name: the shopper must choose one or the other.
      const message = intent === "add" && checked.message === LIST_NAME_REQUIRED ? CHOOSE_A_LIST : checked.message;
      return refusal(400, intent, message, { name: message }, values);
    }
    name = checked.name;
  }
  const lists: { id: string; name: string }[] = [];
  if (name !== null) {
    const created = await context.commands.run("lists.create", {
      name,
      accessLevel,
      ...(withItem ? { itemId, qty: rawQty } : {}),
    });
    if (!created.ok)
      return refusal(
        created.status,
        intent,
        created.message,
        doorFields(created.fields ?? { name: created.message }, created.message),
        values,
      );
    lists.push({ id: created.value.id, name: created.value.name });
  }
  if (withItem && listIds.length > 0) {
    // the ticked lists go joined by commas (list ids hold none)
    const added = await context.commands.run("lists.add-item", { listIds: listIds.join(","), itemId, qty: rawQty });
    if (!added.ok) {
      const note = lists.length > 0 ? ` ${lists[0]?.name} was created with the item.` : "";
      return refusal(added.status, intent, `${added.message}${note}`, doorFields(added.fields, added.message), values);
    }
    lists.push(...added.value.map((list: ShoppingListSummary) => ({ id: list.id, name: list.name })));
  }
  const names = lists.map((list) => list.name);
  const answer: AddToListSuccess = {
    ok: true,
    intent,
    message: withItem ? `Added to ${listNamesInOnePlace(names)}` : `Created ${listNamesInOnePlace(names)}`,
    lists: lists.map((list) => ({ ...list, href: listPagePath(tenant, list.id) })),
    returnTo,
  };
  return answer;
}
