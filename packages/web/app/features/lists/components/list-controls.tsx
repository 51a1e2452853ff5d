import type { ShoppingListSummary } from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import { TextField } from "../../../ui/form-fields";
import { useHydrated } from "../../../ui/use-hydrated";
import { LIST_NAME_MAX_LENGTH } from "@quire/domain";
import type { ListFormRefusal } from "../list-form-refusal";
import { listMessageText } from "../list-text";

// A list's own controls, on the lists table and on the list's page: favourite, rename, delete, share.
// Each is a plain form post (decision 034). Rename and delete open in a disclosure (<details>),
// which needs no script: delete asks once more before it posts.

type ListFacts = Pick<ShoppingListSummary, "id" | "name" | "favorite" | "canEdit" | "canDelete" | "itemCount">;

interface ControlProps {
  list: ListFacts;
  /** the page to come back to after the change */
  returnTo: string;
  refusal?: ListFormRefusal | null;
}

/** Hidden fields every list form carries. */
export function ListFormFields({ intent, listId, returnTo }: { intent: string; listId?: string; returnTo: string }) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {listId ? <input type="hidden" name="listId" value={listId} /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

const refusalFor = (refusal: ListFormRefusal | null | undefined, intents: readonly string[], target: string) =>
  refusal && intents.includes(refusal.intent) && refusal.target === target ? refusal : null;

/** Add to favorites / Remove from favorites; an unmarked list's button is disabled at the limit. */
export function FavoriteListForm({
  list,
  returnTo,
  refusal,
  maxReached,
  maxNoteId,
}: ControlProps & { maxReached: boolean; maxNoteId?: string }) {
  const blocked = !list.favorite && maxReached;
  const error = refusalFor(refusal, ["favorite-list", "unfavorite-list"], list.id);
  const { t } = useT();
  const label = list.favorite ? t("Remove from favorites") : t("Add to favorites");
  return (
    <Form method="post" className="list-control list-control--favorite">
      <ListFormFields intent={list.favorite ? "unfavorite-list" : "favorite-list"} listId={list.id} returnTo={returnTo} />
      <button
        type="submit"
        className={`list-favorite${list.favorite ? " list-favorite--on" : ""}`}
        disabled={blocked}
        aria-describedby={blocked && maxNoteId ? maxNoteId : undefined}
        aria-label={t("{{action}}: {{name}}", { action: label, name: list.name })}
      >
        <span aria-hidden="true">{list.favorite ? "★" : "☆"}</span> {label}
      </button>
      {error ? (
        <p className="field__error" role="alert">
          {listMessageText(error.message, t)}
        </p>
      ) : null}
    </Form>
  );
}

/** Rename: a disclosure holding the new name's field. */
export function RenameListForm({ list, returnTo, refusal, idPrefix }: ControlProps & { idPrefix: string }) {
  const { t } = useT();
  if (!list.canEdit) return null;
  const error = refusalFor(refusal, ["rename-list"], list.id);
  const fieldError = error ? listMessageText(error.fields?.name ?? error.message, t) : undefined;
  return (
    // keyed by the name, so a rename that is done closes its disclosure (with a script the page stays)
    <details key={list.name} className="list-control list-control--rename" open={error ? true : undefined}>
      <summary aria-label={t("Rename {{name}}", { name: list.name })}>{t("Rename")}</summary>
      <Form method="post" className="list-control__panel">
        <ListFormFields intent="rename-list" listId={list.id} returnTo={returnTo} />
        <TextField
          id={`${idPrefix}-rename-${list.id}`}
          name="name"
          label={t("New name")}
          defaultValue={error?.values?.name ?? list.name}
          error={fieldError}
          maxLength={LIST_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary">
          {t("Save name")}
        </button>
      </Form>
    </details>
  );
}

/** Delete: a disclosure that asks once more; the list's page sends the shopper to the lists screen after. */
export function DeleteListForm({ list, returnTo, refusal, afterDelete }: ControlProps & { afterDelete?: string }) {
  const { t } = useT();
  if (!list.canDelete) return null;
  const error = refusalFor(refusal, ["delete-list"], list.id);
  const question =
    list.itemCount === 1
      ? t("Delete “{{name}}” and its 1 item? This can’t be undone.", { name: list.name })
      : t("Delete “{{name}}” and its {{count}} items? This can’t be undone.", {
          name: list.name,
          count: list.itemCount.toLocaleString("en-US"),
        });
  return (
    <details className="list-control list-control--delete" open={error ? true : undefined}>
      <summary aria-label={t("Delete {{name}}", { name: list.name })}>{t("Delete")}</summary>
      <Form method="post" className="list-control__panel">
        <ListFormFields intent="delete-list" listId={list.id} returnTo={returnTo} />
        {afterDelete ? <input type="hidden" name="afterDelete" value={afterDelete} /> : null}
        <p>{question}</p>
        {error ? (
          <p className="field__error" role="alert">
            {listMessageText(error.message, t)}
          </p>
        ) : null}
        <button type="submit" className="button list-control__danger">
          {t("Yes, delete “{{name}}”", { name: list.name })}
        </button>
      </Form>
    </details>
  );
}

/** The address that opens a list shared by its link (decision 077): /lists/<id>, which any signed-in shopper may open. */
export const sharedListPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;

/**
 * A consumer's own list, shared by its link or not: Share this list, or the link to give and Stop
 * sharing. The link is the list's own address; those who open it may add its items to their cart,
 * never change it.
 */
export function ShareListForm({ list, returnTo }: { list: ShoppingListSummary; returnTo: string }) {
  const { t } = useT();
  const path = sharedListPath(list.id);
  // the whole address once in the browser (the server renders the path)
  const link = useHydrated() ? `${window.location.origin}${path}` : path;
  const shared = list.accessLevel === "SHARED";
  const fieldId = `share-link-${list.id}`;
  return (
    <div className="list-share">
      {shared ? (
        <p className="list-share__link">
          <label htmlFor={fieldId}>
            {t("Anyone signed in who has this link can see the list and add its items to their cart:")}
          </label>
          <input id={fieldId} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </p>
      ) : null}
      <Form method="post">
        <ListFormFields intent={shared ? "unshare-list" : "share-list"} listId={list.id} returnTo={returnTo} />
        <button type="submit" className="button button--secondary">
          {shared ? t("Stop sharing") : t("Share this list")}
        </button>
      </Form>
    </div>
  );
}
