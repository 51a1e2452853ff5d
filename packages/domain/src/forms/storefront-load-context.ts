import type { CatalogueReader } from "../catalogue";
import type { CartReader } from "../cart-view";
import type { Language } from "../language";
import type { PickupReader } from "../pickup";
import type { HeaderFooterReader, SessionReader } from "../session/readers";
import type { TenantProfile } from "../site";
import type { StoreReader } from "../stores";
import type { TileReader } from "../tile-model";
import type { PageCommands } from "./page-commands";
import type { PageDoors } from "./page-doors";

/**
 * What the server hands every loader and action of the storefront (the server builds it per
 * request; React Router's AppLoadContext is this): the request's tenant and the in-process
 * services. Pages never call the app's own HTTP API, neither while rendering nor in their actions.
 */
export interface StorefrontLoadContext {
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
  /** what a page reads beyond the readers above: the same services as the JSON calls, in process */
  doors: PageDoors;
  /** the changes declared as commands, which the JSON calls run too (decision 063) */
  commands: PageCommands;
  /** this request's id, the "reference" an error page shows (decision 054) */
  requestId: string;
  /** a loader's or action's error (entry.server's handleError): logged with the request id; 503 when the database is down */
  reportError: (error: unknown, aborted: boolean) => void;
}
