import type {
  CartReader,
  Language,
  CatalogueReader,
  HeaderFooterReader,
  PageCommands,
  PageDoors,
  PickupReader,
  SessionReader,
  StoreReader,
  TenantProfile,
  TileReader,
} from "@quire/domain";

// What the server hands every loader (see packages/server/src/app.ts): the request's tenant
// and the in-process services. Pages never call the app's own HTTP API, neither while rendering
// nor in their actions.
declare module "react-router" {
  interface AppLoadContext {
    tenant: TenantProfile;
    /** the page's language: ?lang=, else the quire_lang cookie /es sets, else English (decision 041) */
    language: Language;
    catalogue: CatalogueReader;
    stores: StoreReader;
    cart: CartReader;
    session: SessionReader;
    headerFooter: HeaderFooterReader;
    /** pickup in store, bound to the request (its permissions and YourStore cookie) */
    pickup: PickupReader;
    /** tile data: printer/cartridge compatibility (decision 047) */
    tiles: TileReader;
    /** this response's Content-Security-Policy nonce, for inline scripts (entry.server.tsx) */
    cspNonce: string;
    /** the CSRF token every page form carries in its hidden `csrf` field */
    csrfToken: string;
    /** what route actions call: the same services as the JSON calls, in process */
    doors: PageDoors;
    /** the changes declared as commands, which the JSON calls run too (decision 063) */
    commands: PageCommands;
    /** this request's id, the "reference" an error page shows (decision 054) */
    requestId: string;
    /** where entry.server's handleError sends a loader's or action's error: the server logs it with the request id */
    reportError: (error: unknown, aborted: boolean) => void;
  }
}
