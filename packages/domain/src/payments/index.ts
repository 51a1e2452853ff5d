export * from "./cards";
export * from "./saved-cards";
export * from "./payment-auth-token";
export * from "./gift-cards";
export * from "./wallets";
export * from "./payment-allocation";
export * from "./easy-rewards";
