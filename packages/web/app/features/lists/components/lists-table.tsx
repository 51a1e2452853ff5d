import { LISTS_TABLE_COLUMNS, type ShoppingListSummary } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { listPageHref, type ListPagesFamily } from "../../../lib/list-pages";
import type { ListFormRefusal } from "../list-form-refusal";
import { itemCountText, listModifiedText, listTypeText } from "../list-text";
import { DeleteListForm, FavoriteListForm, RenameListForm } from "./list-controls";

interface Props {
  lists: readonly ShoppingListSummary[];
  family: ListPagesFamily;
  returnTo: string;
  maxFavoriteReached: boolean;
  maxNoteId: string;
  refusal?: ListFormRefusal | null;
  caption: string;
}

const [NAME, MODIFIED, TYPE, ACTIONS] = LISTS_TABLE_COLUMNS;

/**
 * The lists table: List name (to the list's page), Modified On, List type, Actions. On a phone each
 * row reads as a card, each value after its column's name (decision 034).
 */
export function ListsTable({ lists, family, returnTo, maxFavoriteReached, maxNoteId, refusal, caption }: Props) {
  const { t } = useT();
  return (
    <table className="lists-table">
      <caption className="lists-table__caption">{caption}</caption>
      <thead>
        <tr>
          {LISTS_TABLE_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <th scope="row" data-label={t(NAME)}>
              <Link to={listPageHref(family, list.id)} className="lists-table__name">
                {list.name}
              </Link>
              <span className="lists-table__count">{itemCountText(list.itemCount, t)}</span>
            </th>
            <td data-label={t(MODIFIED)}>
              <time dateTime={list.modified}>{listModifiedText(list.modified)}</time>
            </td>
            <td data-label={t(TYPE)}>{listTypeText(list, t)}</td>
            <td data-label={t(ACTIONS)} className="lists-table__actions-cell">
              <div className="lists-table__actions">
                <FavoriteListForm
                  list={list}
                  returnTo={returnTo}
                  refusal={refusal}
                  maxReached={maxFavoriteReached}
                  maxNoteId={maxNoteId}
                />
                <RenameListForm list={list} returnTo={returnTo} refusal={refusal} idPrefix="lists-table" />
                <DeleteListForm list={list} returnTo={returnTo} refusal={refusal} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
