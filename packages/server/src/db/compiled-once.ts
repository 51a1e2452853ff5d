import { type Compilable, type CompiledQuery, PostgresAdapter, type QueryResult, type RawBuilder } from "kysely";
import { type Db, directQueryOf } from "./database";
import { preparePostgres } from "./postgres-client";

// Hot queries compiled once (decision 051). Building a Kysely query, running it through the camel-case
// plugin and compiling it to SQL costs more CPU than SQLite takes to run the small statements of an
// add to cart. A query wrapped here is built once per database dialect and argument shape with
// placeholders standing for its arguments; each call then only puts its values in the placeholders'
// places and runs the SQL (better-sqlite3's statement cache in database.ts finds it prepared). Results
// still pass through the plugins, so rows come back in camelCase as from any other query.
//
// The build function must give the same SQL whatever the values: no branching on an argument, and
// an argument is only ever used as a value (compared, inserted, listed with `in`). An array argument
// is a list of values (one shape per length); an object argument is a row to insert (one shape per
// set of keys with a defined value). A raw `sql` template works too: a list argument goes through
// `sql.join`, and it is compiled against the database's dialect.

type Value = string | number | null;
type Arg = Value | readonly Value[] | object;

/** A placeholder: argument `index`, or its element or key `sub`. */
class Slot {
  constructor(
    readonly index: number,
    readonly sub: number | string | null,
  ) {}
}

const MAX_SHAPES = 64;

function shapeOf(arg: Arg): string {
  if (Array.isArray(arg)) return `[${arg.length}]`;
  if (arg !== null && typeof arg === "object")
    return `{${Object.keys(arg)
      .filter((k) => (arg as Record<string, unknown>)[k] !== undefined)
      .join(",")}}`;
  return "v";
}

function slotsFor(arg: Arg, index: number): unknown {
  if (Array.isArray(arg)) return arg.map((_, i) => new Slot(index, i));
  if (arg !== null && typeof arg === "object")
    return Object.fromEntries(
      Object.keys(arg)
        .filter((k) => (arg as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, new Slot(index, k)]),
    );
  return new Slot(index, null);
}

export function compiledOnce<A extends Arg[], R>(
  build: (db: Db, ...args: A) => Compilable<R> | RawBuilder<R>,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  // by the dialect's adapter (SQLite and PostgreSQL write different SQL), then by argument shape
  const compiled = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  return (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let shapes = compiled.get(adapter);
    if (!shapes) compiled.set(adapter, (shapes = new Map()));
    const shape = args.map(shapeOf).join(";");
    let query = shapes.get(shape);
    if (!query) {
      // a raw template compiles against the database it is given; a query builder ignores the argument
      query = (build(db, ...(args.map(slotsFor) as A)) as RawBuilder<R>).compile(db);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      // on PostgreSQL, parsed and planned once per connection, not on every run
      if (adapter instanceof PostgresAdapter) preparePostgres(query.sql);
      shapes.set(shape, query);
    }
    const parameters = query.parameters.map((p) => {
      if (!(p instanceof Slot)) return p;
      const arg = args[p.index] as Arg;
      return p.sub === null ? arg : (arg as Record<string | number, unknown>)[p.sub];
    });
    const compiledQuery = { ...query, parameters };
    // inside a SQLite transaction, on the connection itself, without Kysely's async driver path
    const direct = directQueryOf(db);
    if (direct) {
      try {
        return Promise.resolve(direct(compiledQuery));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return db.executeQuery<R>(compiledQuery);
  };
}
