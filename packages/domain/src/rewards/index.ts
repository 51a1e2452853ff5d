// Rewards rules and shapes other than earning (exported on its own from the package index).
export * from "./tiers";
export * from "./loyalty-offers";
export * from "./enrolment";
export * from "./rewards-view";
export * from "./membership";
export * from "./membership-cart";
