// Demo sign-ins created by the demo-data generator. docs/demo-store.md and the tests read this list, so it
// is the one place the demo e-mail addresses and the password live. All demo users share one
// password: DEMO_PASSWORD.

export const DEMO_PASSWORD = "Quire-demo-1";

export type DemoTenant = "dotcom" | "advantage";

export interface DemoAccount {
  /** users.id in a freshly seeded database */
  id: number;
  tenant: DemoTenant;
  email: string;
  password: string;
  /** REGISTERED | REWARDS | CSR | PR6 | PR7 */
  userType: string;
  description: string;
  firstName: string;
  lastName: string;
  customerNumber: string;
  rewardsNumber: string | null;
  rewardsTier: "BASE" | "PREMIER" | "ELITE" | null;
  membershipProgram: "SELECT" | "PREMIUM" | null;
  /** key into DEMO_BUSINESS_ACCOUNTS */
  businessAccount: string | null;
  /** budget centre name inside the business account */
  budgetCentre: string | null;
  /** comma-separated group permission codes ("" for consumers) */
  groupPermissions: string;
  createdAt: string;
  /** relative share of the generated order history (0 = no orders) */
  orderWeight: number;
}

export interface DemoBusinessAccount {
  id: number;
  key: string;
  accountNumber: string;
  name: string;
  salesRepName: string | null;
  salesRepEmail: string | null;
  salesRepPhone: string | null;
  /** category slugs whose ids go into policies.blockedCategoryIds */
  blockedCategorySlugs: string[];
  shipTos: { id: number; shipToId: string; name: string; address1: string; city: string; state: string; zipCode: string }[];
  /**
   * availableCents: about what the centre has left in the reference date's fiscal year; its budget
   * is set once the order history is written (budgets.ts, decision 044)
   */
  budgetCentres: { id: number; name: string; availableCents: number }[];
}

export const DEMO_BUSINESS_ACCOUNTS: DemoBusinessAccount[] = [
  {
    id: 1,
    key: "northwind",
    accountNumber: "1049527",
    name: "Northwind Legal LLP",
    salesRepName: "Dana Whitfield",
    salesRepEmail: "dana.whitfield@quire.test",
    salesRepPhone: "(508) 555-0147",
    blockedCategorySlugs: ["coffee"],
    shipTos: [
      {
        id: 1,
        shipToId: "1049527-001",
        name: "Northwind Legal LLP - Boston",
        address1: "100 Federal St, Floor 22",
        city: "Boston",
        state: "MA",
        zipCode: "02110",
      },
      {
        id: 2,
        shipToId: "1049527-002",
        name: "Northwind Legal LLP - Natick",
        address1: "9 Erie Dr, Suite 300",
        city: "Natick",
        state: "MA",
        zipCode: "01760",
      },
    ],
    budgetCentres: [
      { id: 1, name: "Litigation", availableCents: 1_250_000 },
      { id: 2, name: "Office Services", availableCents: 480_000 },
    ],
  },
  {
    id: 2,
    key: "bluebird",
    accountNumber: "2207318",
    name: "Bluebird Dental Group",
    salesRepName: "Marcus Lee",
    salesRepEmail: "marcus.lee@quire.test",
    salesRepPhone: "(312) 555-0190",
    blockedCategorySlugs: [],
    shipTos: [
      {
        id: 3,
        shipToId: "2207318-001",
        name: "Bluebird Dental - Evanston",
        address1: "1603 Orrington Ave",
        city: "Evanston",
        state: "IL",
        zipCode: "60201",
      },
    ],
    budgetCentres: [{ id: 3, name: "Clinic Supplies", availableCents: 250_000 }],
  },
];

const consumer = (
  id: number,
  email: string,
  userType: string,
  description: string,
  names: [string, string],
  customerNumber: string,
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  id,
  tenant: "dotcom",
  email,
  password: DEMO_PASSWORD,
  userType,
  description,
  firstName: names[0],
  lastName: names[1],
  customerNumber,
  rewardsNumber: null,
  rewardsTier: null,
  membershipProgram: null,
  businessAccount: null,
  budgetCentre: null,
  groupPermissions: "",
  createdAt: "2024-03-14T15:20:00.000Z",
  orderWeight: 1,
  ...extra,
});

const business = (
  id: number,
  email: string,
  userType: "PR6" | "PR7",
  description: string,
  names: [string, string],
  customerNumber: string,
  businessAccount: string,
  budgetCentre: string,
  groupPermissions: string,
  orderWeight: number,
): DemoAccount => ({
  id,
  tenant: "advantage",
  email,
  password: DEMO_PASSWORD,
  userType,
  description,
  firstName: names[0],
  lastName: names[1],
  customerNumber,
  rewardsNumber: null,
  rewardsTier: null,
  membershipProgram: null,
  businessAccount,
  budgetCentre,
  groupPermissions,
  createdAt: "2023-09-05T13:00:00.000Z",
  orderWeight,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  consumer(1, "registered@quire.test", "REGISTERED", "Registered customer, no rewards", ["Riley", "Morgan"], "4100000101"),
  consumer(2, "rewards.base@quire.test", "REWARDS", "Rewards member, Base tier", ["Jordan", "Hayes"], "4100000102", {
    rewardsNumber: "2004839211",
    rewardsTier: "BASE",
    orderWeight: 1.5,
  }),
  consumer(3, "rewards.premier@quire.test", "REWARDS", "Rewards member, Premier tier", ["Avery", "Chen"], "4100000103", {
    rewardsNumber: "2004839228",
    rewardsTier: "PREMIER",
    orderWeight: 2,
  }),
  consumer(4, "rewards.elite@quire.test", "REWARDS", "Rewards member, Elite tier", ["Casey", "Okafor"], "4100000104", {
    rewardsNumber: "2004839235",
    rewardsTier: "ELITE",
    orderWeight: 3,
  }),
  consumer(
    5,
    "select.member@quire.test",
    "REWARDS",
    "Rewards member with a Select membership",
    ["Taylor", "Brooks"],
    "4100000105",
    {
      rewardsNumber: "2004839242",
      rewardsTier: "BASE",
      membershipProgram: "SELECT",
      orderWeight: 1.5,
    },
  ),
  consumer(
    6,
    "premium.member@quire.test",
    "REWARDS",
    "Rewards member with a Premium membership",
    ["Quinn", "Alvarez"],
    "4100000106",
    {
      rewardsNumber: "2004839259",
      rewardsTier: "PREMIER",
      membershipProgram: "PREMIUM",
      orderWeight: 2,
    },
  ),
  consumer(7, "csr@quire.test", "CSR", "Customer service representative", ["Sam", "Patel"], "4100000107", {
    orderWeight: 0,
  }),
  business(
    8,
    "buyer@northwind.test",
    "PR6",
    "Northwind Legal buyer (link level)",
    ["Pat", "Kowalski"],
    "5200000201",
    "northwind",
    "Litigation",
    // may order off contract (at list price) and filter listings to the contract (decision 042)
    "G_AL,G_BOP,G_IOC,G_CSE",
    4,
  ),
  business(
    9,
    "approver@northwind.test",
    "PR6",
    "Northwind Legal order approver",
    ["Morgan", "Reyes"],
    "5200000202",
    "northwind",
    "Litigation",
    "G_AL,G_BOP,G_IOC,G_CSE,ORDER_APPROVER,GROUP_APPROVER,REPORTS",
    1.5,
  ),
  business(
    10,
    "admin@northwind.test",
    "PR7",
    "Northwind Legal account administrator (link plus)",
    ["Alex", "Whitaker"],
    "5200000203",
    "northwind",
    "Office Services",
    "G_ALP,G_BOP,G_WS,G_IOC,G_CSE,MPI,MANAGE_USERS,MANAGE_BUDGETS,ACCOUNT_MAINTENANCE,REPORTS,ORDER_APPROVER",
    1,
  ),
  business(
    11,
    "buyer@bluebirddental.test",
    "PR6",
    "Bluebird Dental buyer (link plus)",
    ["Jamie", "Novak"],
    "5200000301",
    "bluebird",
    "Clinic Supplies",
    // may order off contract, at list price (decision 042)
    "G_ALP,G_BOP,G_IOC",
    2,
  ),
  // a buyer whose account does not allow pickup in store (no G_BOP): never offered pickup
  business(
    12,
    "shipping.only@bluebirddental.test",
    "PR6",
    "Bluebird Dental buyer without pickup in store",
    ["Drew", "Lindqvist"],
    "5200000302",
    "bluebird",
    "Clinic Supplies",
    "G_ALP,G_IOC",
    0,
  ),
  // edits the content pages (help, legal, about: decision 036) and decides business applications
  // (decision 046); shops as a registered customer
  consumer(
    13,
    "store.admin@quire.test",
    "REGISTERED",
    "Store admin: edits the help and legal pages, decides business applications",
    ["Robin", "Castillo"],
    "4100000113",
    {
      groupPermissions: "CONTENT_EDITOR,BUSINESS_APPLICATIONS",
      orderWeight: 0,
    },
  ),
  // orders only what Bluebird's contract covers (no G_IOC), with the on-contract filter (decision 042)
  business(
    14,
    "contract.buyer@bluebirddental.test",
    "PR6",
    "Bluebird Dental buyer limited to the contract",
    ["Casey", "Moreau"],
    "5200000303",
    "bluebird",
    "Clinic Supplies",
    "G_ALP,G_BOP,G_CSE",
    0,
  ),
];
