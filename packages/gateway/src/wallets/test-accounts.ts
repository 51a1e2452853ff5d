import type { WalletAddress, WalletType } from "@quire/domain";

/**
 * What a sandbox wallet account answers when the store authorises a payment it approved:
 * APPROVE; DECLINE (the wallet says no: ..._AUTH_FAILURE, or PAYMENT_FAILED_ERROR for Apple Pay's
 * card); RETRY (the wallet asks the shopper to approve again: ..._AUTH_RETRY); TIMEOUT (the wallet
 * did not answer in time: the retry code, SPAY_API_FAILURE for Apple Pay); API_FAILURE (Apple Pay's
 * service failed: SPAY_API_FAILURE).
 */
export type WalletOutcome = "APPROVE" | "DECLINE" | "RETRY" | "TIMEOUT" | "API_FAILURE";

export interface SandboxWalletAccount {
  wallet: WalletType;
  /** what the shopper signs in with; the wallet's payer e-mail */
  email: string;
  /** the wallet's id of the payer (PayPal's 13-character payer id) */
  payerId: string;
  /** what the approval page says pays (a PayPal balance, Klarna's instalments, a card in Apple Pay) */
  fundingSource: string;
  shippingAddress: WalletAddress;
  outcome: WalletOutcome;
}

/** Every sandbox wallet account's password. */
export const SANDBOX_WALLET_PASSWORD = "Quire-wallet-1";

const address = (name: string, address1: string, city: string, state: string, zipCode: string, phone: string): WalletAddress => ({
  name,
  address1,
  address2: null,
  city,
  state,
  zipCode,
  country: "US",
  phone,
});

/** The sandbox's wallet accounts: sign in on a wallet's page with one of these and the password above. */
export const SANDBOX_WALLET_ACCOUNTS: readonly SandboxWalletAccount[] = [
  {
    wallet: "PAYPAL",
    email: "paypal.buyer@quire.test",
    payerId: "QPAYBUYER0001",
    fundingSource: "PayPal balance",
    shippingAddress: address("Jordan Avery", "100 Summer St", "Boston", "MA", "02110", "617-555-0142"),
    outcome: "APPROVE",
  },
  {
    wallet: "PAYPAL",
    email: "paypal.declined@quire.test",
    payerId: "QPAYDECLINE02",
    fundingSource: "PayPal balance",
    shippingAddress: address("Casey Brooks", "25 Union St", "Worcester", "MA", "01608", "508-555-0177"),
    outcome: "DECLINE",
  },
  {
    wallet: "PAYPAL",
    email: "paypal.retry@quire.test",
    payerId: "QPAYRETRY0003",
    fundingSource: "Bank account ending 4821",
    shippingAddress: address("Morgan Lee", "1 Financial Plz", "Providence", "RI", "02903", "401-555-0110"),
    outcome: "RETRY",
  },
  {
    wallet: "PAYPAL",
    email: "paypal.timeout@quire.test",
    payerId: "QPAYTIMEOUT04",
    fundingSource: "PayPal balance",
    shippingAddress: address("Taylor Quinn", "200 Main St", "Hartford", "CT", "06103", "860-555-0123"),
    outcome: "TIMEOUT",
  },
  {
    wallet: "KLARNA",
    email: "klarna.buyer@quire.test",
    payerId: "klarna-buyer-0001",
    fundingSource: "Pay in 4 interest-free payments",
    shippingAddress: address("Riley Chen", "350 5th Ave", "New York", "NY", "10001", "212-555-0188"),
    outcome: "APPROVE",
  },
  {
    wallet: "KLARNA",
    email: "klarna.declined@quire.test",
    payerId: "klarna-declined-0002",
    fundingSource: "Pay in 4 interest-free payments",
    shippingAddress: address("Jamie Ortiz", "233 S Wacker Dr", "Chicago", "IL", "60601", "312-555-0134"),
    outcome: "DECLINE",
  },
  {
    wallet: "KLARNA",
    email: "klarna.retry@quire.test",
    payerId: "klarna-retry-0003",
    fundingSource: "Pay in 30 days",
    shippingAddress: address("Avery Patel", "301 Congress Ave", "Austin", "TX", "78701", "512-555-0166"),
    outcome: "RETRY",
  },
  {
    wallet: "KLARNA",
    email: "klarna.timeout@quire.test",
    payerId: "klarna-timeout-0004",
    fundingSource: "Pay in 4 interest-free payments",
    shippingAddress: address("Drew Kim", "1201 3rd Ave", "Seattle", "WA", "98101", "206-555-0199"),
    outcome: "TIMEOUT",
  },
  {
    wallet: "APPLE_PAY",
    email: "applepay.buyer@quire.test",
    payerId: "apple-buyer-0001",
    fundingSource: "Visa ending 1111",
    shippingAddress: address("Sam Rivera", "1600 Glenarm Pl", "Denver", "CO", "80202", "303-555-0147"),
    outcome: "APPROVE",
  },
  {
    wallet: "APPLE_PAY",
    email: "applepay.declined@quire.test",
    payerId: "apple-declined-0002",
    fundingSource: "Visa ending 0002",
    shippingAddress: address("Robin Walsh", "1 SW Columbia St", "Portland", "OR", "97204", "503-555-0155"),
    outcome: "DECLINE",
  },
  {
    wallet: "APPLE_PAY",
    email: "applepay.failure@quire.test",
    payerId: "apple-failure-0003",
    fundingSource: "Mastercard ending 4444",
    shippingAddress: address("Alex Morgan", "191 Peachtree St NE", "Atlanta", "GA", "30303", "404-555-0172"),
    outcome: "API_FAILURE",
  },
  {
    wallet: "APPLE_PAY",
    email: "applepay.timeout@quire.test",
    payerId: "apple-timeout-0004",
    fundingSource: "Visa ending 1111",
    shippingAddress: address("Jesse Park", "1650 Market St", "Philadelphia", "PA", "19103", "215-555-0138"),
    outcome: "TIMEOUT",
  },
];

/** The account of this wallet with this e-mail (case does not matter), or undefined. */
export function sandboxWalletAccount(wallet: WalletType, email: string): SandboxWalletAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return SANDBOX_WALLET_ACCOUNTS.find((a) => a.wallet === wallet && a.email === wanted);
}
