// The rewards module's refusals shared by the program and the paid memberships.

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const PERSONAL_ACCOUNTS_ONLY = "Quire Rewards is for personal accounts.";
