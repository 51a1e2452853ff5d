import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once landed. Side indexes for broad searches at a million products (issue 18, decision
// 052, "Side indexes"): FTS5 materializes the whole doclist of a prefix term ("paper*", a quarter
// of the catalogue) before it can intersect it with anything, so a tier page or a sampled count
// over product_search costs a walk of every match however few rows it keeps. Two more contentless
// FTS5 indexes with the same columns hold only part of the catalogue, so their doclists are short:
// - product_search_popular: the products of the "popular" tier (2,000 reviews or more, about a
//   tenth), with the tier words, where a broad relevance page is ranked;
// - product_search_sample: every 16th product (id % 16 = 0), where a broad search's total and
//   facet counts are estimated (every 16th, 128th or 1,024th of them, as on PostgreSQL).
// Both are kept in step with products by triggers, like product_search, and filled here for the
//
// PostgreSQL: a prefix ("pack:*") is a partial match in GIN, which gathers every product of every
// lexeme with that prefix into a bitmap before it can intersect anything: "white:* & pack:*" took
// 171 ms at a million products, "(white | whiteboard) & (pack | packag)" 7.7 ms (GIN skips through
// exact entries). search_lexemes holds every lexeme of search_vector (collation "C", so a prefix is
// a range of its key), kept by statement triggers on products (new lexemes only: one that no
// product has any more costs an empty lookup); search_query(terms, weight) writes the shopper's
// terms as a tsquery where each prefix is the list of its lexemes (64 at most, else the prefix).
// rows already there. PostgreSQL already has both as partial GIN indexes (migrations 0011, 0012).

const TIER = (reviewCount: string) =>
  sql.raw(`case when ${reviewCount} >= 2990 then 'popular top star' when ${reviewCount} >= 2900 then 'popular top'
    when ${reviewCount} >= 2000 then 'popular' else '' end`);

const FTS_OPTIONS = sql.raw("content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2', prefix='2 3'");

/** the indexed text of the product `row` ("new" in a trigger): the columns of product_search */
const indexedText = (row: string) =>
  sql.raw(`${row}.name, coalesce((select b.name from brands b where b.id = ${row}.brand_id), ''),
    coalesce((select c.name || ' ' || coalesce(pc.name, '') from categories c left join categories pc on pc.id = c.parent_id
      where c.id = ${row}.category_id), ''),
    coalesce(${row}.color, ''), ${row}.description`);

const IN_POPULAR = (row: string) => sql.raw(`${row}.review_count >= 2000`);
const IN_SAMPLE = (row: string) => sql.raw(`${row}.id % 16 = 0`);

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table search_lexemes (lexeme text collate "C" primary key)`.execute(db);
  await sql`create function products_search_lexemes() returns trigger language plpgsql as $$
    begin
      insert into search_lexemes (lexeme) select distinct unnest(tsvector_to_array(search_vector)) from new_rows
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  // transition tables cannot go with a column list: every update statement adds its rows' new lexemes
  for (const event of ["insert", "update"]) {
    await sql`create trigger ${sql.ref(`products_search_lexemes_${event}`)} after ${sql.raw(event)} on products
      referencing new table as new_rows for each statement execute function products_search_lexemes()`.execute(db);
  }
  await sql`insert into search_lexemes (lexeme) select distinct unnest(tsvector_to_array(search_vector)) from products
    on conflict do nothing`.execute(db);
  // a lexeme as a tsquery operand: quoted, its quotes and backslashes escaped
  await sql`create function quote_lexeme(lexeme text) returns text language sql immutable as
    $$ select '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''' $$`.execute(db);
  // terms as searchTokens gives them ([a-z0-9]+); weight '' or 'A'. Each term is stemmed as
  // to_tsquery('english') would (a stop word is dropped, as there); a term of two characters or more
  // is a prefix, written as its lexemes when there are 64 or fewer.
  await sql`create function search_query(terms text[], weight text) returns tsquery language plpgsql stable as $$
    declare
      parts text[] := '{}';
      term text;
      stem text;
      lexemes text[];
      suffix text := case when weight = '' then '' else ':' || weight end;
    begin
      foreach term in array terms loop
        stem := (tsvector_to_array(to_tsvector('english', term)))[1];
        continue when stem is null;
        if length(term) < 2 then
          parts := parts || (quote_lexeme(stem) || suffix);
          continue;
        end if;
        select array_agg(quote_lexeme(l.lexeme) || suffix) into lexemes from (
          select lexeme from search_lexemes where lexeme >= stem and lexeme < stem || chr(1114111) limit 65) l;
        if lexemes is null or cardinality(lexemes) > 64 then
          parts := parts || (quote_lexeme(stem) || ':*' || weight);
        else
          parts := parts || ('(' || array_to_string(lexemes, ' | ') || ')');
        end if;
      end loop;
      return array_to_string(parts, ' & ')::tsquery;
    end $$`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await upPostgres(db);
    return;
  }
  await sql`create virtual table product_search_popular using fts5(name, brand, category, color, description, tier,
    ${FTS_OPTIONS})`.execute(db);
  await sql`create virtual table product_search_sample using fts5(name, brand, category, color, description,
    ${FTS_OPTIONS})`.execute(db);
  const insertPopular = sql`insert into product_search_popular (rowid, name, brand, category, color, description, tier)
    select new.id, ${indexedText("new")}, ${TIER("new.review_count")} where ${IN_POPULAR("new")};`;
  const insertSample = sql`insert into product_search_sample (rowid, name, brand, category, color, description)
    select new.id, ${indexedText("new")} where ${IN_SAMPLE("new")};`;
  const deleteOld = sql`delete from product_search_popular where rowid = old.id and ${IN_POPULAR("old")};
    delete from product_search_sample where rowid = old.id and ${IN_SAMPLE("old")};`;
  await sql`create trigger products_search_side_insert after insert on products begin ${insertPopular} ${insertSample} end`.execute(
    db,
  );
  await sql`create trigger products_search_side_delete after delete on products begin ${deleteOld} end`.execute(db);
  await sql`create trigger products_search_side_update
    after update of name, brand_id, category_id, color, description, review_count on products
    begin ${deleteOld} ${insertPopular} ${insertSample} end`.execute(db);
  await sql`insert into product_search_popular (rowid, name, brand, category, color, description, tier)
    select p.id, ${indexedText("p")}, ${TIER("p.review_count")} from products p where ${IN_POPULAR("p")}`.execute(db);
  await sql`insert into product_search_sample (rowid, name, brand, category, color, description)
    select p.id, ${indexedText("p")} from products p where ${IN_SAMPLE("p")}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists search_query(text[], text)`.execute(db);
    await sql`drop function if exists quote_lexeme(text)`.execute(db);
    await sql`drop trigger if exists products_search_lexemes_insert on products`.execute(db);
    await sql`drop trigger if exists products_search_lexemes_update on products`.execute(db);
    await sql`drop function if exists products_search_lexemes()`.execute(db);
    await sql`drop table if exists search_lexemes`.execute(db);
    return;
  }
  for (const trigger of ["products_search_side_insert", "products_search_side_delete", "products_search_side_update"]) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists product_search_popular`.execute(db);
  await sql`drop table if exists product_search_sample`.execute(db);
}
