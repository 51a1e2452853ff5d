// pg's Query as it runs (node_modules/pg/lib/query.js), for the one subclass postgres-client.ts makes.
// @types/pg declares the class for callers: `submit` as a property returning nothing, the protocol
// handlers not at all. The client uses what submit returns (an error fails the statement) and calls
// the handlers by name, so a subclass overriding them needs them as they are.
declare module "pg/lib/query.js" {
  import type { Duplex } from "node:stream";

  /** The connection a query writes its protocol messages to (pg/lib/connection.js). */
  export interface QueryConnection {
    readonly stream: Duplex;
    parse(message: { text: string; name?: string }): void;
    bind(message: { portal?: string; statement?: string; values: unknown[] }): void;
    execute(message: { portal?: string; rows?: number }): void;
  }

  export default class Query {
    constructor(
      config: { text: string; name?: string; values: unknown[] },
      values: undefined,
      callback: (error: Error | undefined, result: unknown) => void,
    );
    /** writes the statement to the connection; an error returned fails it before anything is sent */
    submit(connection: QueryConnection): Error | null;
    handleCommandComplete(message: unknown, connection: unknown): void;
  }
}
