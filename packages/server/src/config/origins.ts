import type { FastifyRequest } from "fastify";
import type { AppConfig } from "./config";

// The origins a page or an e-mail points at. They are read from configuration, and a request's
// Host header is believed only when it names a host the store is configured for.

export function hostName(hostHeader: string | undefined): string {
  return (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "");
}

/**
 * The card gateway's origin as the browser sees it: PAYMENT_GATEWAY_ORIGIN, else the sandbox's
 * default, pay.localhost on the port this request came to.
 */
export function gatewayOriginFor(config: AppConfig, hostHeader: string | undefined): string {
  if (config.paymentGatewayOrigin) return config.paymentGatewayOrigin;
  const port = /:(\d+)$/.exec(hostHeader ?? "")?.[1] ?? String(config.port);
  return `http://pay.localhost:${port}`;
}

/**
 * The origin links in e-mails point at: the request's own when its host is one the store is
 * configured for, else the tenant's first configured host, so a forged Host header cannot send a
 * reset link to another site.
 */
export function storefrontOrigin(config: AppConfig, request: FastifyRequest): string {
  const host = hostName(request.headers.host);
  if (config.tenantHosts.has(host)) return `${request.protocol}://${request.headers.host}`;
  const tenantHost = [...config.tenantHosts].find(([, tenant]) => tenant === request.tenant.id)?.[0] ?? "localhost";
  return `${request.protocol}://${tenantHost}:${config.port}`;
}

/**
 * The business site's sign-in page as a browser reaches it from this request (the approval e-mail
 * links there): the first host configured for advantage, on the port the request came to.
 */
export function advantageSignInUrl(config: AppConfig, request: FastifyRequest): string {
  const host = [...config.tenantHosts].find(([, tenant]) => tenant === "advantage")?.[0] ?? "advantage.localhost";
  const port = /:(\d+)$/.exec(request.headers.host ?? "")?.[1] ?? String(config.port);
  return `${request.protocol}://${host}:${port}/office/supplies/login`;
}
