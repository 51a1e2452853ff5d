import crypto from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { SandboxGateway, buildGatewayApp, openStoredValueLedger } from "@quire/gateway";
import type { AppConfig } from "../config/config";
import type { Db } from "../db/database";
import { cardTokeniseLimit } from "../modules/checkout";
import { serverSecret } from "../modules/session";

/** The sandbox card gateway, its secret and its own Fastify instance, answering on its own host. */
export interface GatewayFront {
  gateway: SandboxGateway;
  secret: string;
  /** the host the gateway's requests come to (pay.localhost by default) */
  host: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The sandbox card gateway answers on its own host through the store's port: requests for that
 * host go to its own Fastify instance, with its own hooks and headers, so nothing of the storefront
 * (sessions, cookies, CSRF) ever sees a card number.
 */
export async function openGatewayFront(options: {
  config: AppConfig;
  db: Db;
  gateway?: SandboxGateway;
  logger?: FastifyServerOptions["logger"];
}): Promise<GatewayFront> {
  const { config, db } = options;
  const secret =
    config.paymentGatewaySecret ??
    (await serverSecret(db, "payment-gateway", () => crypto.randomBytes(32).toString("base64url"), new Date().toISOString()));
  // The sandbox keeps its gift and prepaid cards in storage of its own (decision 021).
  const ownLedger = options.gateway ? null : openStoredValueLedger({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const gateway = options.gateway ?? new SandboxGateway({ secret, ledger: ownLedger ?? undefined });
  const host = config.paymentGatewayOrigin ? new URL(config.paymentGatewayOrigin).hostname : "pay.localhost";
  const isStorefrontOrigin = (origin: string): boolean => {
    try {
      const originHost = new URL(origin).hostname.toLowerCase();
      return originHost !== host && (config.tenantHosts.has(originHost) || originHost.startsWith("advantage."));
    } catch {
      return false;
    }
  };
  const app = await buildGatewayApp({
    gateway,
    secret,
    gatewayOrigin: config.paymentGatewayOrigin ?? `http://pay.localhost:${config.port}`,
    storefrontOrigins: isStorefrontOrigin,
    logger: options.logger === false ? false : { level: config.logLevel },
    // tokenising is limited in the store's database, shared by every process (decision 058)
    tokeniseLimit: cardTokeniseLimit(db),
    trustProxy: config.trustProxy,
  });
  await app.ready();
  return {
    gateway,
    secret,
    host,
    app,
    async close() {
      await app.close();
      await ownLedger?.close();
    },
  };
}
