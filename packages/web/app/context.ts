import type { CartReader, CatalogueReader, HeaderFooterReader, SessionReader, StoreReader, TenantProfile } from "@quire/domain";

// What the server hands every loader (see packages/server/src/app.ts): the request's tenant
// and the in-process services. Pages never call the app's own HTTP API while rendering.
declare module "react-router" {
  interface AppLoadContext {
    tenant: TenantProfile;
    catalogue: CatalogueReader;
    stores: StoreReader;
    cart: CartReader;
    session: SessionReader;
    headerFooter: HeaderFooterReader;
  }
}
