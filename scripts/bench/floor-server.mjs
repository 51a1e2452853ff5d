#!/usr/bin/env node
// The floor for add-to-cart: a bare Fastify + better-sqlite3 server with one endpoint doing what an add
// cannot avoid doing, one transaction that upserts a cart line and reads the cart's lines back.
// Started by scripts/bench.mjs as a child process: PORT (default 3202), FLOOR_DB (SQLite file, deleted
// on exit). POST /floor, cookie `floor_cart=<id>`, body {"items":[{"itemId":"...","qty":1}]}
// (the same body as Quire's add) -> {"cartId", "lines": [{"itemId","qty"}]}.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import Fastify from "fastify";

const port = Number(process.env.PORT ?? 3202);
const file = path.resolve(process.env.FLOOR_DB ?? `.tmp/bench-floor-${process.pid}.db`);

fs.mkdirSync(path.dirname(file), { recursive: true });
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
const db = new Database(file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.exec(`create table lines (
  cart_id text not null,
  item_id text not null,
  qty integer not null,
  primary key (cart_id, item_id)
) without rowid`);

const upsert = db.prepare(
  "insert into lines (cart_id, item_id, qty) values (?, ?, ?) on conflict (cart_id, item_id) do update set qty = qty + excluded.qty",
);
const readLines = db.prepare("select item_id as itemId, qty from lines where cart_id = ? order by item_id");
const addAndRead = db.transaction((cartId, items) => {
  for (const { itemId, qty } of items) upsert.run(cartId, itemId, qty);
  return readLines.all(cartId);
});

const app = Fastify({ logger: false });
app.post("/floor", async (request, reply) => {
  const cartId = /(?:^|;\s*)floor_cart=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  const items = request.body?.items;
  if (!cartId || !Array.isArray(items) || items.length === 0) return reply.status(400).send({ code: "INVALID_REQUEST" });
  return {
    cartId,
    lines: addAndRead(
      cartId,
      items.map((i) => ({ itemId: String(i.itemId), qty: Number(i.qty) || 1 })),
    ),
  };
});

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close().catch(() => {});
  db.close();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  process.exit(0);
};
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);

await app.listen({ port, host: "127.0.0.1" });
process.stderr.write(`floor server on http://127.0.0.1:${port} (SQLite ${path.relative(process.cwd(), file)})\n`);
