import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once landed. Narrower popularity tiers and a sparser facet sample for broad searches
// (issue 18, decision 052, "Tiers relative to the catalogue"): a query matching much of the
// catalogue ranks its page among the most reviewed matches of the narrowest tier that holds enough
// of them, so a page scores hundreds of products, not the tenth of the catalogue "popular" is.
// - "top": 2,900 reviews or more (about 0.8% of the demo catalogue); "star": 2,990 or more (0.08%).
// - SQLite: the FTS5 index's hidden tier column holds "popular top star" words; the triggers are
//   remade to write them and the rows of the new tiers are indexed again (about 1% of products).
// - PostgreSQL: partial GIN indexes for the two tiers, and one for the sample id % 1024 = 0 (facet
//   counts of a term in most of a million products read about a thousand rows); no fast update
//   (pending list) on the search indexes.

const SEARCH_INDEXES = [
  "products_search_vector",
  "products_search_vector_popular",
  "products_search_vector_top",
  "products_search_vector_star",
  "products_search_vector_sample16",
  "products_search_vector_sample128",
  "products_search_vector_sample1024",
];

const TIER = (reviewCount: string) =>
  sql.raw(`case when ${reviewCount} >= 2990 then 'popular top star' when ${reviewCount} >= 2900 then 'popular top'
    when ${reviewCount} >= 2000 then 'popular' else '' end`);

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index products_search_vector_top on products using gin (search_vector) where review_count >= 2900`.execute(
      db,
    );
    await sql`create index products_search_vector_star on products using gin (search_vector) where review_count >= 2990`.execute(
      db,
    );
    await sql`create index products_search_vector_sample1024 on products using gin (search_vector) where id % 1024 = 0`.execute(
      db,
    );
    // GIN's fast update queues new entries in a pending list that every search reads through
    // linearly until VACUUM merges it: after seeding 100,000 products it held 399 pages and made a
    // one-word index scan 2 ms instead of 0.03. Entries go straight into the tree instead (a write
    // costs more; a catalogue is read far more than written), and what is queued is merged now.
    for (const index of SEARCH_INDEXES) {
      await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
    return;
  }
  const indexNew = sql`insert into product_search (rowid, name, brand, category, color, description, tier)
    values (new.id, new.name, coalesce((select b.name from brands b where b.id = new.brand_id), ''),
      coalesce((select c.name || ' ' || coalesce(pc.name, '') from categories c left join categories pc on pc.id = c.parent_id
        where c.id = new.category_id), ''),
      coalesce(new.color, ''), new.description, ${TIER("new.review_count")});`;
  await sql`drop trigger products_search_insert`.execute(db);
  await sql`drop trigger products_search_update`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin ${indexNew} end`.execute(db);
  await sql`create trigger products_search_update after update of name, brand_id, category_id, color, description, review_count on products
    begin delete from product_search where rowid = old.id; ${indexNew} end`.execute(db);
  await sql`delete from product_search where rowid in (select id from products where review_count >= 2900)`.execute(db);
  await sql`insert into product_search (rowid, name, brand, category, color, description, tier)
    select p.id, p.name, coalesce(b.name, ''), coalesce(c.name || ' ' || coalesce(pc.name, ''), ''), coalesce(p.color, ''),
      p.description, ${TIER("p.review_count")}
    from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
      left join categories pc on pc.id = c.parent_id
    where p.review_count >= 2900`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists products_search_vector_top`.execute(db);
    await sql`drop index if exists products_search_vector_star`.execute(db);
    await sql`drop index if exists products_search_vector_sample1024`.execute(db);
    for (const index of SEARCH_INDEXES.slice(0, 2).concat(SEARCH_INDEXES.slice(4, 6))) {
      await sql`alter index ${sql.ref(index)} set (fastupdate = on)`.execute(db);
    }
  }
  // SQLite: the extra tier words are harmless to the triggers of 0011, which a down migration of
  // 0011 drops with the index
}
