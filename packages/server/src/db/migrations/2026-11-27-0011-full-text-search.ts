import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once landed. Full-text search made for the job (issue 18, decision 052), replacing the
// hand-made search_tokens table:
// - SQLite: product_search, a contentless FTS5 index (porter stemming, accents folded, prefix
//   indexes of 2 and 3 characters) with one column per weighted field, kept in step with products
//   by triggers; search_words, an FTS5 trigram index of the catalogue's words for "Did you mean".
// - PostgreSQL: products.search_vector, a weighted tsvector kept by a trigger, under a GIN index;
//   search_words with a pg_trgm GIN index.
// The words table is written by whoever writes products in bulk (the demo-data generator); this
// migration fills both indexes for the rows already there.

/** The words a catalogue's text holds, as the search box splits them (lower case, accents off). */
function wordsOf(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && w.length <= 40 && /^[a-z]/.test(w));
}

async function fillWords(db: Kysely<any>, insert: (words: string[]) => Promise<void>): Promise<void> {
  const words = new Set<string>();
  for (const table of ["brands", "categories"]) {
    const rows = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
    for (const r of rows.rows) for (const w of wordsOf(r.name)) words.add(w);
  }
  let after = 0;
  for (;;) {
    const rows = await sql<{ id: number; name: string; color: string | null; description: string }>`select id, name, color,
      description from products where id > ${after} order by id limit 5000`.execute(db);
    if (rows.rows.length === 0) break;
    for (const r of rows.rows) for (const w of wordsOf(`${r.name} ${r.color ?? ""} ${r.description}`)) words.add(w);
    after = Number(rows.rows[rows.rows.length - 1]?.id);
  }
  const list = [...words];
  for (let i = 0; i < list.length; i += 500) await insert(list.slice(i, i + 500));
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`alter table products add column search_vector tsvector`.execute(db);
    // brand and category names come from their tables, so a generated column cannot hold them
    await sql`create function products_search_vector() returns trigger language plpgsql as $$
      begin
        new.search_vector :=
          setweight(to_tsvector('english', coalesce(new.name, '')), 'A') ||
          setweight(to_tsvector('english', coalesce((select b.name from brands b where b.id = new.brand_id), '')), 'B') ||
          setweight(to_tsvector('english', coalesce((select c.name || ' ' || coalesce(pc.name, '') from categories c
            left join categories pc on pc.id = c.parent_id where c.id = new.category_id), '')), 'B') ||
          setweight(to_tsvector('english', coalesce(new.color, '')), 'C') ||
          setweight(to_tsvector('english', coalesce(new.description, '')), 'D');
        return new;
      end $$`.execute(db);
    await sql`create trigger products_search_vector before insert or update of name, brand_id, category_id, color, description
      on products for each row execute function products_search_vector()`.execute(db);
    await sql`update products set name = name`.execute(db);
    await sql`create index products_search_vector on products using gin (search_vector)`.execute(db);
    // a broad search (decision 052) ranks among the much-reviewed products and samples its facet
    // counts from every 16th or 128th product: partial indexes keep those reads to the sample
    await sql`create index products_search_vector_popular on products using gin (search_vector)
      where review_count >= 2000`.execute(db);
    await sql`create index products_search_vector_sample16 on products using gin (search_vector) where id % 16 = 0`.execute(db);
    await sql`create index products_search_vector_sample128 on products using gin (search_vector) where id % 128 = 0`.execute(db);
    await sql`create table search_words (word text primary key)`.execute(db);
    await sql`create index search_words_trigram on search_words using gin (word gin_trgm_ops)`.execute(db);
    await fillWords(db, async (words) => {
      await sql`insert into search_words (word) values ${sql.join(words.map((w) => sql`(${w})`))}`.execute(db);
    });
  } else {
    // contentless: the text lives in products; the index keeps only what matching and ranking need
    // tier: "popular" for the much-reviewed products, so a query matching a large part of the
    // catalogue ranks those first without scoring every match (decision 052); never typed by shoppers
    await sql`create virtual table product_search using fts5(name, brand, category, color, description, tier,
      content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
    const indexNew = sql`insert into product_search (rowid, name, brand, category, color, description, tier)
      values (new.id, new.name, coalesce((select b.name from brands b where b.id = new.brand_id), ''),
        coalesce((select c.name || ' ' || coalesce(pc.name, '') from categories c left join categories pc on pc.id = c.parent_id
          where c.id = new.category_id), ''),
        coalesce(new.color, ''), new.description, case when new.review_count >= 2000 then 'popular' else '' end);`;
    await sql`create trigger products_search_insert after insert on products begin ${indexNew} end`.execute(db);
    await sql`create trigger products_search_delete after delete on products begin
      delete from product_search where rowid = old.id; end`.execute(db);
    await sql`create trigger products_search_update after update of name, brand_id, category_id, color, description, review_count on products
      begin delete from product_search where rowid = old.id; ${indexNew} end`.execute(db);
    await sql`insert into product_search (rowid, name, brand, category, color, description, tier)
      select p.id, p.name, coalesce(b.name, ''), coalesce(c.name || ' ' || coalesce(pc.name, ''), ''), coalesce(p.color, ''),
        p.description, case when p.review_count >= 2000 then 'popular' else '' end
      from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
        left join categories pc on pc.id = c.parent_id`.execute(db);
    await sql`create virtual table search_words using fts5(word, tokenize='trigram')`.execute(db);
    await fillWords(db, async (words) => {
      await sql`insert into search_words (word) values ${sql.join(words.map((w) => sql`(${w})`))}`.execute(db);
    });
  }
  await sql`drop table search_tokens`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table search_tokens (token text not null, product_id integer not null, weight integer not null,
    constraint search_tokens_pk primary key (token, product_id))`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
  if (postgres) {
    await sql`drop trigger if exists products_search_vector on products`.execute(db);
    await sql`drop function if exists products_search_vector()`.execute(db);
    await sql`alter table products drop column if exists search_vector`.execute(db);
  } else {
    await sql`drop trigger if exists products_search_insert`.execute(db);
    await sql`drop trigger if exists products_search_delete`.execute(db);
    await sql`drop trigger if exists products_search_update`.execute(db);
    await sql`drop table if exists product_search`.execute(db);
  }
}
