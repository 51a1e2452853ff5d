// The session module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { DbAttemptLimiter, RedisAttemptLimiter } from "./attempt-limiter";
export type { AttemptLimiter, LimitRule } from "./attempt-limiter";
export { DeviceCookies } from "./device-cookie";
export type { RequestSession, ShopperPageFacts } from "./request-session";
export { DbSessionStore, RedisSessionStore } from "./session-store";
export { sessionPageDoor } from "./session.page-door";
export { findUserByEmail, findUserById, serverSecret } from "./session.repository";
export { SESSION_COOKIE, clientInfo, writeSignedInCookies } from "./session-cookies";
export { sessionPageCommands } from "./session.commands";
export { registerSessionHook, sessionRoutes } from "./session.routes";
export { parseWith } from "./session.schema";
export { ACCOUNT_RULE, SessionService, hashPassword, tooManyAttempts } from "./session.service";
export type { ClientInfo, SignInResult } from "./session.service";
