export { buildApp, type StorefrontLoadContext } from "./app";
export { loadConfig } from "./config/config";
export { migrateToLatest, openDatabase } from "./db/database";
