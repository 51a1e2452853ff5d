import { type Kysely, sql } from "kysely";

// Frozen once landed. Printer and cartridge compatibility (issue 17, decision 047): which ink and
// toner cartridges fit which printer, read by the tiles' 'Compatible Printers' and compatible
// cartridges drawers. A store seeded before this migration gets the demo rule's pairs here (a
// fresh store gets them from the seed): each printer takes up to four cartridges of its own brand,
// the lowest product ids first.

const CARTRIDGES_PER_PRINTER = 4;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("printer_compatibility")
    .addColumn("printer_product_id", "integer", (c) => c.notNull())
    .addColumn("cartridge_product_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("printer_compatibility_pk", ["printer_product_id", "cartridge_product_id"])
    .execute();
  await db.schema
    .createIndex("printer_compatibility_cartridge")
    .on("printer_compatibility")
    .columns(["cartridge_product_id", "printer_product_id"])
    .execute();
  await sql`insert into printer_compatibility (printer_product_id, cartridge_product_id)
    select printer_id, cartridge_id from (
      select p.id as printer_id, c.id as cartridge_id,
        row_number() over (partition by p.id order by c.id) as n
      from products p
      join categories pc on pc.id = p.category_id and pc.slug = 'printers'
      join products c on c.brand_id = p.brand_id
      join categories cc on cc.id = c.category_id and cc.slug in ('ink-cartridges', 'toner-cartridges')
      where p.status = 'PUBLISHED' and c.status = 'PUBLISHED'
    ) ranked
    where n <= ${CARTRIDGES_PER_PRINTER}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("printer_compatibility").ifExists().execute();
}
