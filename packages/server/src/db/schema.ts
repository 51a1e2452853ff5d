import type { Generated } from "kysely";

// Kysely table types. Columns are snake_case in the database and camelCase here
// (CamelCasePlugin). Booleans are stored as 0/1 integers so one schema serves
// SQLite and PostgreSQL; money is always integer cents.

export interface CategoryTable {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  division: number;
  department: number;
  sortOrder: number;
}

export interface BrandTable {
  id: number;
  slug: string;
  name: string;
}

export interface ProductTable {
  id: number;
  itemId: string;
  skuSetId: string | null;
  color: string | null;
  name: string;
  itemUrl: string;
  brandId: number;
  categoryId: number;
  division: number;
  department: number;
  classId: number;
  description: string;
  unit: string;
  unitCount: number;
  basePriceCents: number;
  finalPriceCents: number;
  comparePriceCents: number | null;
  quantityLimit: number | null;
  rating: number;
  reviewCount: number;
  /** PUBLISHED | UNPUBLISHED | DISCONTINUED */
  status: string;
  isFreeSample: number;
  assemblyEligible: number;
  isWarrantyPlan: number;
  newPackaging: number;
  actionLabel: string;
  imageKind: string;
  createdAt: string;
  /** a gift card's delivery id (389 e-delivery, 235 physical); null for any other product */
  giftCardDeliveryId: number | null;
  /** a paid membership's program (SELECT, PREMIUM; migration 2026-12-03-0076); null for any other product */
  membershipProgram?: string | null;
  /** JSON object of specification label -> value (migration 2026-11-26-0020); null when none */
  attributes?: string | null;
}

/** A review a shopper wrote on the storefront (migration 2026-11-26-0020, decision 038). */
export interface ProductReviewTable {
  id: string;
  productId: number;
  userId: number;
  /** the name shown with the review: first name and last initial */
  author: string;
  /** 1 to 5 */
  rating: number;
  title: string;
  body: string;
  createdAt: string;
}

export interface InventoryTable {
  productId: number;
  onlineQty: number;
  /** ISO date; set when the item is backordered */
  backorderDate: string | null;
}

export interface StoreInventoryTable {
  storeNumber: string;
  productId: number;
  qty: number;
}

export interface WarrantyLinkTable {
  productId: number;
  planProductId: number;
}

export interface ProductAddonTable {
  productId: number;
  addonProductId: number;
}

/** Which cartridge fits which printer (decision 047) */
export interface PrinterCompatibilityTable {
  printerProductId: number;
  cartridgeProductId: number;
}

export interface ProductBundleTable {
  id: string;
  name: string;
}

export interface ProductBundleMemberTable {
  bundleId: string;
  productId: number;
  qty: number;
  position: number;
}

/** A SKU set's member and its swatch (migration 2026-11-27-0006, decision 048). */
export interface SkuSetMemberTable {
  skuSetId: string;
  itemId: string;
  swatchLabel: string;
  /** #rrggbb; null: drawn from the label's colour name */
  colourHex: string | null;
  position: number;
}

/** The catalogue's words for "Did you mean" (decision 052): FTS5 trigram on SQLite, pg_trgm on PostgreSQL. */
export interface SearchWordTable {
  word: string;
}

export interface StoreTable {
  storeNumber: string;
  name: string;
  addressLine: string;
  city: string;
  state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** JSON: { mon: ["0800","2100"], ... } with 4-digit 24h times; null day = closed */
  workingHours: string;
}

export interface CouponTable {
  code: string;
  description: string;
  /** PERCENT | AMOUNT | FREE_SHIPPING */
  kind: string;
  /** percent (0-100) for PERCENT, cents for AMOUNT, 0 for FREE_SHIPPING */
  value: number;
  minOrderCents: number;
  basketLevel: number;
  autoAdd: number;
  categoryId: number | null;
  expiresAt: string | null;
  active: number;
  /** 1: business carts take it (migration 2026-11-27-0001); consumer coupons do not apply there */
  businessEligible?: number;
}

/** A line of an account's price list (migration 2026-11-27-0001, decision 042). */
export interface ContractPriceTable {
  accountId: number;
  productId: number;
  contractPriceCents: number;
  /** the market price a CONTRACT line may record; charged only for MPI lines to MPI sessions */
  marketPriceCents: number | null;
  /** CONTRACT | MPI */
  priceMethod: string;
}

export interface AccountTable {
  id: number;
  accountNumber: string;
  name: string;
  salesRepName: string | null;
  salesRepEmail: string | null;
  salesRepPhone: string | null;
  /** JSON: { blockedCategoryIds: number[] } */
  policies: string;
}

export interface ShipToTable {
  id: number;
  accountId: number;
  shipToId: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface BudgetCentreTable {
  id: number;
  accountId: number;
  name: string;
  /** the centre's budget for the fiscal year (calendar year, UTC); spent and pending come from its orders (decision 044) */
  budgetCents: number;
}

export interface UserTable {
  id: number;
  /** dotcom | advantage */
  tenant: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** REGISTERED | REWARDS | PR6 | PR7 | CSR (business types carry a role in groupPermissions) */
  userType: string;
  customerNumber: string;
  rewardsNumber: string | null;
  rewardsTier: string | null;
  membershipProgram: string | null;
  accountId: number | null;
  budgetCentreId: number | null;
  /** comma-separated group permission codes, e.g. "G_AL,G_BOP,ORDER_APPROVER" */
  groupPermissions: string;
  createdAt: string;
  rewardsPoints: number;
  rewardsBalanceCents: number;
  memberSince: string | null;
  /** digits only (migration 2026-11-26-0010) */
  phone?: string | null;
  /** sessions created before this moment no longer open: a changed or reset password ends them */
  sessionsNotBefore?: string | null;
}

export interface SessionTable {
  idHash: string;
  userId: number;
  tenant: string;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  userAgent: string | null;
}

/** one counter per limiter key: attempts since the window started */
export interface SignInLimitTable {
  limiterKey: string;
  windowStartedMs: number;
  attempts: number;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  createdAt: string;
}

/** where a guest cart went at sign-in: its cookie still reaches the account cart for a short while */
export interface MergedGuestCartTable {
  guestTokenHash: string;
  userId: number;
  tenant: string;
  /** JSON array of the account's blocked category ids at the merge */
  blockedCategoryIds: string;
  mergedAt: string;
}

export interface OrderTable {
  id: number;
  orderNumber: string;
  userId: number;
  tenant: string;
  placedAt: string;
  /** PLACED | PENDING_APPROVAL | DECLINED | SHIPPED | DELIVERED */
  status: string;
  subtotalCents: number;
  totalCents: number;
  // Columns of an order placed at checkout (migration 2026-11-23-0001); null in the demo history.
  cartId?: string | null;
  accountId?: number | null;
  budgetCentreId?: number | null;
  /** JSON array of the basket coupon codes */
  couponCodes?: string | null;
  deliveryMethod?: string | null;
  pickupStoreNumber?: string | null;
  /** JSON CheckoutAddress snapshots */
  shippingAddress?: string | null;
  billingAddress?: string | null;
  pickupPerson?: string | null;
  paymentType?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  purchaseOrderNumber?: string | null;
  authorisationId?: string | null;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  approvalReason?: string | null;
  couponsTotalCents?: number;
  shipFeeCents?: number;
  handlingFeeCents?: number;
  taxCents?: number;
  /** JSON array of the order's payments with their amounts (migration 2026-11-24-0001) */
  payments?: string | null;
  rewardsEarnedPoints?: number;
  rewardsRedeemedPoints?: number;
  /** the e-mail a guest gave at checkout (migration 2026-12-01-0010); null: the account's e-mail */
  contactEmail?: string | null;
  /** what the member's prices took off the order (migration 2026-12-03-0076) */
  membershipSavingsCents?: number;
}

export interface OrderLineTable {
  orderId: number;
  productId: number;
  qty: number;
  unitPriceCents: number;
  itemId?: string | null;
  name?: string | null;
  /** STA | ISP | STS (migration 2026-11-25-0003, decision 030; STA by default) */
  deliveryType?: string;
  /** the store an ISP or STS line is picked up at */
  pickupStoreNumber?: string | null;
}

export interface AddressTable {
  id: string;
  userId: number;
  tenant: string;
  type: string;
  firstName: string;
  lastName: string;
  organizationName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  /** digits only */
  phone: string;
  phoneExtension: string | null;
  email: string | null;
  storeNumber: string | null;
  field1: string | null;
  isDefaultShipping: number;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** a card the shopper saved: the gateway's token and what may be shown, never the number */
export interface SavedCardTable {
  id: string;
  userId: number;
  tenant: string;
  gatewayToken: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  nickname: string | null;
  isDefault: number;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** the checkout choices of one cart */
export interface CheckoutTable {
  cartId: string;
  deliveryMethod: string;
  deliveryChosen: number;
  pickupStoreNumber: string | null;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  pickupAddressId: string | null;
  paymentType: string | null;
  cardToken: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
  savedCardId: string | null;
  purchaseOrderNumber: string | null;
  /** the payer a wallet (PAYPAL, KLARNA, APPLE_PAY) named (migration 2026-11-24-0001) */
  walletEmail: string | null;
  updatedAt: string;
}

/** Gift and prepaid cards, Easy Rewards and Amex points applied to a checkout (migration 2026-11-24-0001). */
export interface CheckoutPaymentTable {
  id: string;
  cartId: string;
  userId: number;
  /** GIFT_CARD | PREPAID_CARD | EASY_REWARDS | AMEX_POINTS */
  kind: string;
  reference: string | null;
  fingerprint: string;
  last4: string | null;
  balanceCents: number;
  requestedCents: number | null;
  points: number | null;
  createdAt: string;
}

/** A rewards member's points history (migration 2026-11-24-0001). */
export interface RewardsActivityTable {
  id: string;
  userId: number;
  /** EARNED | REDEEMED | RETURNED | OFFER | ENROLLED */
  kind: string;
  points: number;
  orderNumber: string | null;
  description: string;
  createdAt: string;
}

/** A member's loyalty offer for a month (migration 2026-11-24-0002). */
export interface LoyaltyOfferTable {
  id: string;
  userId: number;
  code: string;
  /** "2026-11" */
  period: string;
  offeredAt: string;
  expiresAt: string;
  activatedAt: string | null;
  fulfilledAt: string | null;
  orderNumber: string | null;
}

/** Where a shopper's offers go: subscribeUserforOffers (migration 2026-11-24-0002). */
export interface LoyaltySubscriptionTable {
  userId: number;
  email: string;
  /** 10 digits */
  phone: string;
  /** JSON array of paths */
  landingPages: string;
  createdAt: string;
  updatedAt: string;
}

/** A member's spend lifted them to a higher tier (migration 2026-11-24-0002). */
export interface RewardsTierUpgradeTable {
  id: string;
  userId: number;
  fromTier: string;
  toTier: string;
  reachedAt: string;
}

export interface CartTable {
  id: string;
  tenant: string;
  ownerTokenHash: string;
  userId: number | null;
  status: string;
  ctxToken: string;
  shipToZip: string;
  storeNumber: string | null;
  proceedCheckout: number;
  buyNow: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** JSON MergeReport after a sign-in merged a guest cart in; cleared by the next change */
  mergeReport?: string | null;
  /** an approver's cart standing for an order waiting for approval (MODIFY_CART) */
  modifyingOrderNumber?: string | null;
  /** the budget centre this cart's order is charged to, when the buyer chose one (decision 044) */
  budgetCentreId?: number | null;
  /** SPECIAL: a quick-checkout cart (decision 072); null: a regular cart */
  type?: string | null;
  /** a quick-checkout cart's JSON {shipTo, billTo} (decision 072) */
  specialAddresses?: string | null;
}

export interface CartItemTable {
  id: string;
  cartId: string;
  lineKey: string;
  productId: number;
  itemId: string;
  qty: number;
  /** ACTIVE | DELETED */
  status: string;
  /** STA | STS | ISP */
  deliveryType: string;
  pickupStoreNumber: string | null;
  /** JSON array of the line's standing messages ({code, type, message}) */
  messages: string;
  position: number;
  createdAt: string;
  updatedAt: string;
  /** WARRANTY | ADDON | BUNDLE when the line belongs to another line (decision 025) */
  parentRelationType?: string | null;
  /** the parent line's id */
  parentRelationCartItemId?: string | null;
  /** the parent line's item id */
  parentItemId?: string | null;
  /** JSON array of the item ids this line needs in the cart (an add-on's) */
  requiredItemIds?: string | null;
  partBundleId?: string | null;
  /** JSON FurnSvcInfo: the line's furniture assembly (migration 0006, decision 026) */
  furnSvcInfo?: string | null;
}

/** A free item offered when a cart qualifies (migration 0006, decision 026). */
export interface FreeItemOfferTable {
  offerId: string;
  /** ITEM | CATEGORY | SUBTOTAL */
  kind: string;
  title: string;
  description: string;
  qualifyingItemId: string | null;
  qualifyingCategorySlug: string | null;
  minSubtotalCents: number;
  freeProductId: number;
  position: number;
  active: number;
}

/** An offer a cart has claimed; DELETED once removed or no longer qualified for. */
export interface CartFreeItemTable {
  id: string;
  cartId: string;
  offerId: string;
  productId: number;
  /** ACTIVE | DELETED */
  status: string;
  createdAt: string;
  updatedAt: string;
}

export interface CartCouponTable {
  cartId: string;
  code: string;
  appliedAt: string;
}

/** An item saved for later (decision 024): owned by the guest cookie or the account, never by a cart row. */
export interface SavedItemTable {
  /** the listItemId */
  id: string;
  /** the guest cart cookie's hash, or "user:<tenant>:<userId>" */
  ownerKey: string;
  tenant: string;
  userId: number | null;
  productId: number;
  itemId: string;
  qty: number;
  createdAt: string;
  updatedAt: string;
}

export interface IdempotentReplyTable {
  scope: string;
  idempotencyKey: string;
  requestHash: string;
  statusCode: number;
  body: string;
  createdAt: string;
}

/** item rules (migration 2026-11-24-0007, decision 027) */
export interface ItemAlternateTable {
  productId: number;
  alternateProductId: number;
  /** HARD | SUGGESTED | SURCHARGE */
  kind: string;
  altFactor: number;
  position: number;
}

export interface HeavyItemTable {
  productId: number;
  feePerUnitCents: number;
}

export interface CarrierFeeZipAreaTable {
  zipPrefix: string;
  state: string;
}

export interface ItemRestrictionTable {
  productId: number;
  /** HEALTH_CARE_RESTRICTION | RESTRICTED_ITEM | DELIVERY_COMBINATION_CONSTRAINT_FAILED */
  code: string;
  /** comma-separated two-letter states, "" for none */
  blockedStates: string;
  consumersBlocked: number;
}

export interface CartItemSwapTable {
  cartItemId: string;
  origItemId: string;
  createdAt: string;
}

/** a password reset link's token, kept only as its sha-256 (decision 037) */
export interface PasswordResetTokenTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** a message the development mailer "sent" (/dev/mail) */
export interface MailOutboxTable {
  id: string;
  tenant: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  link: string | null;
  sentAt: string;
}

/** A business account's own number for an item, the spec's cId (migration 2026-11-27-0002, decision 043). */
export interface CustomerSkuTable {
  accountId: number;
  productId: number;
  /** upper-case; unique within the account */
  customerSku: string;
}

/** Anonymous historical baskets the recommendation engine learns from (decision 049). */
export interface RecOrderHistoryTable {
  basketId: number;
  itemId: string;
  position: number;
  orderedAt: string;
}

export interface RecItemPairTable {
  itemA: string;
  itemB: string;
  weight: number;
}

export interface RecItemStatTable {
  itemId: string;
  orders: number;
  trendScore: number;
}

export interface ProductViewTable {
  id: string;
  shopperKey: string;
  itemId: string;
  viewedAt: string;
}

export interface SponsoredProductTable {
  id: string;
  mboxName: string;
  itemId: string;
  campaign: string;
  rank: number;
  active: number;
}

export interface MarketingOfferTable {
  id: string;
  mboxName: string;
  classes: string;
  title: string;
  body: string;
  link: string;
  rank: number;
  active: number;
}

export interface Database {
  recOrderHistory: RecOrderHistoryTable;
  recItemPairs: RecItemPairTable;
  recItemStats: RecItemStatTable;
  productViews: ProductViewTable;
  sponsoredProducts: SponsoredProductTable;
  marketingOffers: MarketingOfferTable;
  carts: CartTable;
  sessions: SessionTable;
  signInLimits: SignInLimitTable;
  serverSecrets: ServerSecretTable;
  mergedGuestCarts: MergedGuestCartTable;
  cartItems: CartItemTable;
  cartCoupons: CartCouponTable;
  freeItemOffers: FreeItemOfferTable;
  cartFreeItems: CartFreeItemTable;
  idempotentReplies: IdempotentReplyTable;
  savedItems: SavedItemTable;
  categories: CategoryTable;
  brands: BrandTable;
  products: ProductTable;
  inventory: InventoryTable;
  storeInventory: StoreInventoryTable;
  warrantyLinks: WarrantyLinkTable;
  itemAlternates: ItemAlternateTable;
  heavyItems: HeavyItemTable;
  carrierFeeZipAreas: CarrierFeeZipAreaTable;
  itemRestrictions: ItemRestrictionTable;
  cartItemSwaps: CartItemSwapTable;
  productAddons: ProductAddonTable;
  productBundles: ProductBundleTable;
  printerCompatibility: PrinterCompatibilityTable;
  productBundleMembers: ProductBundleMemberTable;
  skuSetMembers: SkuSetMemberTable;
  searchWords: SearchWordTable;
  stores: StoreTable;
  coupons: CouponTable;
  contractPrices: ContractPriceTable;
  accounts: AccountTable;
  shipTos: ShipToTable;
  budgetCentres: BudgetCentreTable;
  users: UserTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  productReviews: ProductReviewTable;
  addresses: AddressTable;
  savedCards: SavedCardTable;
  checkouts: CheckoutTable;
  checkoutPayments: CheckoutPaymentTable;
  rewardsActivity: RewardsActivityTable;
  loyaltyOffers: LoyaltyOfferTable;
  loyaltySubscriptions: LoyaltySubscriptionTable;
  rewardsTierUpgrades: RewardsTierUpgradeTable;
  cardDeclines: { id: string; limiterKey: string; declinedAtMs: number };
  navItems: NavItemTable;
  webToggles: WebToggleTable;
  userMessages: UserMessageTable;
  membershipBeneficiaries: MembershipBeneficiaryTable;
  approvalOrders: ApprovalOrderTable;
  shoppingLists: ShoppingListTable;
  shoppingListItems: ShoppingListItemTable;
  shoppingListFavorites: ShoppingListFavoriteTable;
  appMeta: { key: string; value: string; updatedAt: Generated<string> };
  clientErrorLogs: ClientErrorLogTable;
  preferredStores: PreferredStoreTable;
  contentPages: ContentPageTable;
  feedbackMessages: FeedbackMessageTable;
  passwordResetTokens: PasswordResetTokenTable;
  mailOutbox: MailOutboxTable;
  customerSkus: CustomerSkuTable;
  businessApplications: BusinessApplicationTable;
  analyticsEvents: AnalyticsEventTable;
  contentBanners: ContentBannerTable;
  recommendationContexts: RecommendationContextTable;
  printServices: PrintServiceTable;
  landingPages: LandingPageTable;
  chatMessages: ChatMessageTable;
  orderPickups: OrderPickupTable;
}

// Header and footer configuration and the account activity the header counts (migration 0004).

export interface NavItemTable {
  id: string;
  tenant: string;
  /** NavSlot: topHat | marketingBar | headerLinks | accountMenu | finderBanner | footerColumn | footerLegal */
  slot: string;
  position: number;
  /** JSON of the NavItem fields */
  item: string;
  updatedAt: string;
}

export interface WebToggleTable {
  tenant: string;
  toggleName: string;
  active: number;
}

export interface UserMessageTable {
  id: string;
  userId: number;
  subject: string;
  body: string;
  readAt: string | null;
  /** ORDER_PLACED, APPROVAL_REQUESTED, PICKUP_READY, ... or NOTICE (decision 073) */
  kind?: string;
  orderNumber?: string | null;
  /** JSON of the words' values */
  wordValues?: string | null;
  createdAt: string;
}

/** The people a paid member shares their membership with (migration 2026-12-03-0075-rewards-membership). */
export interface MembershipBeneficiaryTable {
  id: string;
  memberUserId: number;
  /** lower case */
  email: string;
  createdAt: string;
}

export interface ApprovalOrderTable {
  id: string;
  accountId: number;
  orderNumber: string;
  cartId: string;
  submittedByUserId: number;
  ownerProfileId: string;
  totalCents: number;
  /** PENDING | ACCEPTED | DECLINED */
  status: string;
  approvalComments: string;
  createdAt: string;
  decidedAt: string | null;
  decidedByUserId: number | null;
}

export interface ShoppingListTable {
  id: string;
  userId: number;
  accountId: number | null;
  name: string;
  /** PERSONAL | SHARED | GLOBAL (FAVORITE rows became favourites: migration 2026-11-25-0004) */
  accessLevel: string;
  createdAt: string;
  updatedAt: string;
  /** 1: members may use the list, only its owner changes it (decision 032) */
  readOnly: number;
}

/** a line of a shopping list: one per list and catalogue item (migration 2026-11-25-0004) */
export interface ShoppingListItemTable {
  id: string;
  listId: string;
  itemId: string;
  qty: number;
  createdAt: string;
  updatedAt: string;
}

/** a user's favourite mark on a list they can see */
export interface ShoppingListFavoriteTable {
  userId: number;
  listId: string;
  createdAt: string;
}

/** an error a page reported (POST /cc/api/log), scrubbed of card numbers and security codes (migration 2026-11-24-0008) */
export interface ClientErrorLogTable {
  id: string;
  createdAt: string;
  tenant: string;
  /** the page's path and query, from the Referer header */
  pageUrl: string | null;
  userAgent: string | null;
  /** a hash of the sender's address (what the rate limit counts) */
  clientKey: string;
  msg: string;
  error: string | null;
  info: string | null;
}

/** a signed-in shopper's preferred store (decision 029): one row per user */
export interface PreferredStoreTable {
  userId: number;
  storeNumber: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  updatedAt: string;
}

// Content pages and feedback (decision 036).

export interface ContentPageTable {
  tenant: string;
  /** the page's path without its leading slash: "help/shipping" */
  slug: string;
  title: string;
  description: string;
  /** Markdown, rendered without raw HTML */
  body: string;
  updatedAt: string;
  /** users.id of the last editor; null for the seeded text */
  updatedBy: number | null;
}

export interface FeedbackMessageTable {
  id: string;
  tenant: string;
  topic: string;
  message: string;
  email: string | null;
  userId: number | null;
  /** the client address the flood limit counts */
  clientKey: string;
  createdAt: string;
}

/** An application for a business account and its decision (migration 2026-11-27-0004, decision 046). */
export interface BusinessApplicationTable {
  reference: string;
  tenant: string;
  /** PENDING | APPROVED | DECLINED */
  status: string;
  /** CONSUMER | PROSPECT */
  applicantKind: string;
  applicantUserId: number | null;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  employees: string;
  industry: string;
  monthlySpendCents: number;
  /** a prospect's password (argon2id) until the application is decided */
  passwordHash: string | null;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
  declineReason: string | null;
  accountId: number | null;
  accountUserId: number | null;
}

/** one analytics event (decision 050; migration 2026-11-27-0008) */
export interface AnalyticsEventTable {
  id: string;
  at: string;
  /** server | client | beacon */
  source: string;
  type: string;
  site: string;
  shopperKey: string | null;
  sessionKey: string | null;
  itemId: string | null;
  query: string | null;
  resultCount: number | null;
  valueCents: number | null;
  placement: string | null;
  payload: string | null;
}

// Chat with customer service (migration 2026-12-03-0074, decision 074).
export interface ChatMessageTable {
  id: string;
  shopperUserId: number;
  tenant: string;
  /** SHOPPER | CSR */
  author: string;
  authorUserId: number;
  body: string;
  createdAt: string;
}

// The stores of the spec's last calls (migration 2026-12-03-0071, decision 071).

export interface ContentBannerTable {
  tenant: string;
  name: string;
  /** the page type whose content slots show it: home | cart | search | lp */
  page: string;
  position: number;
  title: string;
  /** Markdown */
  body: string;
  link: string | null;
  active: number;
  updatedAt: string;
}

export interface RecommendationContextTable {
  tenant: string;
  /** u:<user id> or g:<hash of the guest cart token> */
  shopperKey: string;
  zipCode: string;
  storeNumber: string;
  pageType: string | null;
  /** JSON array of item ids */
  skus: string;
  categoryId: string | null;
  updatedAt: string;
}

export interface PrintServiceTable {
  id: string;
  tenant: string;
  /** xmpie | static | navink */
  serviceName: string;
  position: number;
  name: string;
  description: string;
  url: string;
  priceFromCents: number | null;
  active: number;
}

export interface LandingPageTable {
  tenant: string;
  slug: string;
  position: number;
  title: string;
  /** JSON array of top-level category slugs */
  categorySlugs: string;
  /** content_banners.name of the hero */
  banner: string | null;
  active: number;
  updatedAt: string;
}

/** An order's in-store pickup at one store (migration 2026-12-03-0077-order-pickups, decision 079). */
export interface OrderPickupTable {
  orderId: number;
  storeNumber: string;
  createdAt: string;
  /** null while the store prepares it */
  readyAt: string | null;
  readyByUserId: number | null;
}
