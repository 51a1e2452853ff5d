import type { StorefrontLoadContext } from "@quire/domain";

// What the server hands every loader and action: one interface, which the server builds per request.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the storefront's context is React Router's
  interface AppLoadContext extends StorefrontLoadContext {}
}
