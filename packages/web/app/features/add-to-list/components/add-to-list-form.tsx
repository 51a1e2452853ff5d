import { listTypeLabel } from "@quire/domain";
import type { Ref } from "react";
import { type FetcherWithComponents, type Form, Link } from "react-router";
import type { AddToListAnswer, AddToListPageData } from "../../../lib/add-to-list-form";
import { ADD_TO_LIST_PATH, addToListHref } from "../../../ui/add-to-list-slot";
import { CsrfField } from "../../../ui/csrf-field";
import { TextField } from "../../../ui/form-fields";
import { ListCreateFields } from "../../../ui/list-create-fields";
import { useT } from "../../../lib/i18n";
import { addedToListText } from "../added-text";

// The add-to-list form (decision 035): the product, its quantity, the lists this shopper may add
// to and a new list. The page (a <Form>) and the modal (a fetcher's Form) render the same fields,
// posted to the /lists/add action.

type FormComponent = typeof Form | FetcherWithComponents<unknown>["Form"];

interface Props {
  data: AddToListPageData;
  /** the action's last answer: a refusal shows on the fields */
  answer?: AddToListAnswer | null;
  /** <Form> on the page, fetcher.Form in the modal */
  FormAs: FormComponent;
  /** makes the controls' ids unique (the page and the modal) */
  idPrefix: string;
  pending?: boolean;
  quantityRef?: Ref<HTMLInputElement>;
}

/** The product the form adds: its picture and name. */
function ItemSummary({ item }: { item: NonNullable<AddToListPageData["item"]> }) {
  return (
    <div className="add-to-list__item">
      {item.imageUrl ? <img src={item.imageUrl} alt="" width={72} height={72} /> : null}
      <p className="add-to-list__item-name" lang="en">
        {item.itemUrl ? <Link to={item.itemUrl}>{item.name}</Link> : item.name}
      </p>
    </div>
  );
}

/** A guest's create-list flow: lists belong to an account, so it asks them to sign in first. */
export function AddToListSignIn({ data, message }: { data: AddToListPageData; message?: string }) {
  const { t } = useT();
  return (
    <div className="add-to-list add-to-list--guest">
      {data.item ? <ItemSummary item={data.item} /> : null}
      <p>{message ? t(message) : t("Sign in to create a list and keep the things you order again and again.")}</p>
      <p>
        <Link to={data.signInHref} className="button">
          {t("Sign in to create a list")}
        </Link>
      </p>
    </div>
  );
}

export function AddToListForm({ data, answer, FormAs, idPrefix, pending = false, quantityRef }: Props) {
  const { t } = useT();
  if (!data.signedIn) return <AddToListSignIn data={data} />;
  const refusal = answer && !answer.ok ? answer : null;
  const fields = refusal?.fields ?? {};
  const ticked = new Set(refusal?.values.listIds ?? []);
  const hasLists = data.lists.length > 0;
  const action = data.item
    ? addToListHref({ itemId: data.item.itemId, itemUrl: data.item.itemUrl, qty: data.qty, returnTo: data.returnTo })
    : ADD_TO_LIST_PATH;
  const unplaced = refusal && !fields.name && !fields.qty && !fields.lists ? refusal.message : null;
  return (
    // The page's own address (with its item): without JavaScript the answer is this page again, item and all.
    <FormAs method="post" action={action} className="add-to-list" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value={data.item ? "add" : "create"} />
      {data.item ? (
        <>
          <input type="hidden" name="itemId" value={data.item.itemId} />
          {data.item.itemUrl ? <input type="hidden" name="itemUrl" value={data.item.itemUrl} /> : null}
          <ItemSummary item={data.item} />
        </>
      ) : null}
      {data.returnTo ? <input type="hidden" name="returnTo" value={data.returnTo} /> : null}
      {unplaced ? (
        <p className="form-error" role="alert">
          {t(unplaced)}
        </p>
      ) : null}
      {data.item ? (
        <TextField
          ref={quantityRef}
          id={`${idPrefix}-qty`}
          name="qty"
          label={t("Quantity")}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="add-to-list__qty"
          defaultValue={refusal?.values.qty ?? String(data.qty)}
          error={fields.qty ? t(fields.qty) : undefined}
        />
      ) : null}
      {data.listsError ? <p className="notice">{t(data.listsError)}</p> : null}
      {data.item && hasLists ? (
        <fieldset
          className={`add-to-list__lists${fields.lists ? " field--invalid" : ""}`}
          aria-describedby={fields.lists ? `${idPrefix}-lists-error` : undefined}
        >
          <legend>{t("Your lists")}</legend>
          {fields.lists ? (
            <span id={`${idPrefix}-lists-error`} className="field__error">
              {t(fields.lists)}
            </span>
          ) : null}
          <ul className="add-to-list__choices">
            {data.lists.map((list) => (
              <li key={list.id}>
                <label className="add-to-list__choice">
                  <input type="checkbox" name="listId" value={list.id} defaultChecked={ticked.has(list.id)} />
                  <span>
                    <span lang="en">{list.name}</span>{" "}
                    <span className="add-to-list__meta">
                      ({t(listTypeLabel(list.accessLevel))}, {t("{{count}} items", { count: list.itemCount })})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <ListCreateFields
        formId={`${idPrefix}-new`}
        allowed={data.allowedAccessLevel}
        label={data.item && hasLists ? t("Or create a new list") : t("List name")}
        optional={Boolean(data.item && hasLists)}
        defaultName={refusal?.values.name}
        error={fields.name ? t(fields.name) : undefined}
      />
      <div className="add-to-list__actions">
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {pending ? t("Saving…") : data.item ? t("Add to list") : t("Create list")}
        </button>
      </div>
    </FormAs>
  );
}

/** What the page shows after a successful add: the lists it went to, and the way back. */
export function AddToListDone({ answer }: { answer: Extract<AddToListAnswer, { ok: true }> }) {
  const { t } = useT();
  return (
    <div className="add-to-list__done">
      <p role="status" className="add-to-list__confirmation">
        {addedToListText(answer.message, t)}
      </p>
      <ul className="add-to-list__links">
        {answer.lists.map((list) => (
          <li key={list.id}>
            <Link to={list.href}>{t("View {{name}}", { name: list.name })}</Link>
          </li>
        ))}
        {answer.returnTo ? (
          <li>
            <Link to={answer.returnTo}>{t("Back to where you were")}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
