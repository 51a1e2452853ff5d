import type { CheckoutAddress } from "@quire/domain";
import { DEMO_BUSINESS_ACCOUNTS, type DemoAccount } from "./demo-accounts";
import type { Random } from "./random";

// Where each order of the demo history went, as a checkout records it: shipped to the shopper's
// address (a business's ship-to) or, for some consumer orders, picked up at a store near Natick.

/** The stores near the demo shoppers' homes, where their pickup orders waited. */
const PICKUP_STORE_NUMBERS = ["0008", "0012", "0017"];
/** about one consumer order in five was picked up */
const PICKUP_SHARE = 0.2;

const HOMES: Pick<CheckoutAddress, "address1" | "city" | "state" | "zipCode">[] = [
  { address1: "42 Pond St", city: "Natick", state: "MA", zipCode: "01760" },
  { address1: "18 Concord St", city: "Framingham", state: "MA", zipCode: "01702" },
  { address1: "7 Walnut St", city: "Wellesley", state: "MA", zipCode: "02481" },
  { address1: "221 Beacon St", city: "Boston", state: "MA", zipCode: "02116" },
  { address1: "63 Elm St", city: "Needham", state: "MA", zipCode: "02492" },
  { address1: "5 Maple Ave", city: "Sudbury", state: "MA", zipCode: "01776" },
  { address1: "90 Central St", city: "Ashland", state: "MA", zipCode: "01721" },
  { address1: "14 School St", city: "Wayland", state: "MA", zipCode: "01778" },
];

export interface SeededDelivery {
  deliveryMethod: "DELIVERY" | "PICKUP";
  /** JSON CheckoutAddress of a shipped order */
  shippingAddress: string | null;
  pickupStoreNumber: string | null;
  /** JSON CheckoutAddress of who picks a pickup order up */
  pickupPerson: string | null;
}

function address(
  account: DemoAccount,
  type: CheckoutAddress["type"],
  where: Pick<CheckoutAddress, "address1" | "city" | "state" | "zipCode">,
  organizationName: string | null,
): CheckoutAddress {
  return {
    id: `seed-${type.toLowerCase()}-${account.id}`,
    type,
    firstName: account.firstName,
    lastName: account.lastName,
    organizationName,
    address1: where.address1,
    address2: null,
    city: where.city,
    state: where.state,
    zipCode: where.zipCode,
    country: "US",
    phones: [{ number: `508555${String(1000 + account.id).slice(-4)}`, extension: null }],
    email: account.email,
    storeNumber: null,
    isDefaultShippingAddress: type === "S",
    lastUsedAddress: false,
    field1: null,
  };
}

/**
 * The delivery of one seeded order, drawn from `rng` (a stream of its own, so the history's items and
 * dates stay what they were). Business orders ship to one of the account's ship-tos.
 */
export function seededDelivery(rng: Random, account: DemoAccount, storeNumbers: ReadonlySet<string>): SeededDelivery {
  const business = DEMO_BUSINESS_ACCOUNTS.find((b) => b.key === account.businessAccount);
  if (business && business.shipTos.length > 0) {
    const shipTo = rng.pick(business.shipTos);
    return {
      deliveryMethod: "DELIVERY",
      shippingAddress: JSON.stringify(address(account, "S", shipTo, business.name)),
      pickupStoreNumber: null,
      pickupPerson: null,
    };
  }
  const home = HOMES[account.id % HOMES.length]!;
  const stores = PICKUP_STORE_NUMBERS.filter((n) => storeNumbers.has(n));
  if (stores.length > 0 && rng.chance(PICKUP_SHARE)) {
    return {
      deliveryMethod: "PICKUP",
      shippingAddress: null,
      pickupStoreNumber: rng.pick(stores),
      pickupPerson: JSON.stringify(address(account, "ST", home, null)),
    };
  }
  return {
    deliveryMethod: "DELIVERY",
    shippingAddress: JSON.stringify(address(account, "S", home, null)),
    pickupStoreNumber: null,
    pickupPerson: null,
  };
}
