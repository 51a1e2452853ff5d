export {
  type PaymentAuthTokenAnswer,
  type PaymentAuthTokenClaims,
  PAYMENT_AUTH_TOKEN_TTL_MS,
  issuePaymentAuthToken,
  verifyPaymentAuthToken,
} from "./auth-token";
export {
  type AuthoriseRequest,
  type AuthoriseResult,
  type CardInput,
  type CardTokenDetails,
  type LedgerEntry,
  type PaymentGateway,
  type TokeniseResult,
  GatewayError,
  SandboxGateway,
} from "./sandbox-gateway";
export { type TestCardOutcome, TEST_CARDS } from "./test-cards";
export { type GatewayAppOptions, GATEWAY_BODY_LIMIT, buildGatewayApp } from "./app";
export {
  type TokeniseAttempt,
  type TokeniseLimit,
  TOKENISE_MAX_PER_KEY,
  TOKENISE_WINDOW_MS,
  memoryTokeniseLimit,
  tokeniseLimitKeys,
  tokeniseRetryAfterSeconds,
} from "./tokenise-limit";
export { type GatewayFrameMessage, type StorefrontFrameMessage, GATEWAY_MESSAGE } from "./client/messages";
export {
  type StoredValueLedger,
  type StoredValueRecord,
  type StoredValueType,
  MemoryStoredValueLedger,
} from "./stored-value/ledger";
export { PostgresStoredValueLedger, SqliteStoredValueLedger, openStoredValueLedger } from "./stored-value/sql-ledgers";
export {
  type IssuedStoredValueCard,
  type RevealedStoredValueCard,
  type StoredValueCheck,
  type StoredValueCode,
  type StoredValueRedemption,
  SANDBOX_STORED_VALUE_CARDS,
} from "./stored-value/stored-value";
export {
  type AmexPointsAccount,
  type AmexPointsRedemption,
  AMEX_POINT_VALUE_CENTS,
  SANDBOX_AMEX_POINTS,
} from "./stored-value/amex-points";
export {
  type AuthoriseWalletRequest,
  type AuthoriseWalletResult,
  type WalletDeclineReason,
  type WalletDetails,
  type WalletNonceCheck,
  type WalletSession,
  type WalletSessionRequest,
  WALLET_SIGN_IN_VALIDITY_MS,
} from "./wallets/sandbox-wallets";
export {
  type SandboxWalletAccount,
  type WalletOutcome,
  SANDBOX_WALLET_ACCOUNTS,
  SANDBOX_WALLET_PASSWORD,
} from "./wallets/test-accounts";
export { WALLET_PATHS } from "./wallets/pages";
export { walletApprovalUrl, walletReturnUrl } from "./wallets/routes";
