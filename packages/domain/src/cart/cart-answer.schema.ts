import { z } from "zod";
import type { AlternateKind, SoldOutReason } from "../alternates";
import type { ApprovalReason, CartBudgetFields } from "../budgets";
import type { QuickBuySummary } from "../buy-now";
import type { CartAddress, CartSectionStatus } from "../cart-answer-parts";
import type { CartMessageType } from "../cart-rules";
import type { AppliedPaymentView } from "../checkout/checkout-view";
import { ASSEMBLY_LEVELS, type AssemblyFeeLine, type FurnSvcInfo } from "../furniture-assembly";
import type { CartEasyRewards } from "../payments/easy-rewards";
import type { SavedItemView } from "../saved-item-tile";
import type { SurchargeSplit } from "../surcharges";

// The cart's answer, the spec's `data.cartInfo` (cart.md section 7), as one schema: the server's
// builder returns its type (cart.view.ts), the OpenAPI document shows it as every cart call's answer,
// and the pages' CartView is read from it (cart-view.ts). Money is integer cents. Objects are strict:
// a field the answer gains is a field of this schema, or the answer's test (cart-answer.routes.test.ts)
// fails. A field only some lines carry (a refused add has no cart line; the item rules add theirs
// after the line is built) is optional.

const cents = z.number().int().describe("integer cents");
const count = z.number().int();
const isoDay = z.string().describe("YYYY-MM-DD");

export const cartMessageSchema = z.strictObject({
  code: z.string(),
  type: z.enum(["ERROR", "WARNING", "INFO"]),
  message: z.string(),
});

const inventorySchema = z.strictObject({
  availableQty: count,
  stockStatus: z.string().describe("IN_STOCK | LIMITED | OUT_OF_STOCK | BACKORDERED"),
  isBackOrder: z.boolean(),
  backorderDate: isoDay.nullable(),
  quantityLimit: count.nullable(),
});

/** An item the catalogue no longer knows shows its part number and nothing more. */
const productSchema = z.strictObject({
  partNumber: z.string(),
  customerSku: z.null().optional(),
  name: z.string().nullable(),
  images: z.strictObject({ standard: z.string().nullable() }),
  brandName: z.string().nullable(),
  itemUrl: z.string().optional(),
  unit: z.string().optional(),
  unitCount: z.number().optional(),
  baseCategory: z.strictObject({ category: z.string() }).optional(),
  omsBaseCategory: z.string().optional(),
  omsDivisionId: count.optional(),
  omsDepartmentId: count.optional(),
  classId: count.optional(),
  skusetID: z.string().nullable().optional(),
  productTypeName: z.string().optional(),
  isFreeSample: z.boolean().optional(),
  flags: z
    .strictObject({
      comingSoon: z.boolean(),
      preOrder: z.boolean(),
      sfs: z.boolean(),
      inStoreOnlyProduct: z.boolean(),
      seePriceInCart: z.boolean(),
      bopisEligible: z.boolean(),
    })
    .optional(),
});

/** A refused add carries its unit prices only. */
const priceInfoSchema = z.strictObject({
  finalPrice: cents,
  finalPricePerUnit: cents.optional(),
  basePrice: cents,
  basePricePerUnit: cents.optional(),
  comparePrice: cents.nullable().optional(),
  handlingFeePerUnit: cents.optional(),
  finalPriceBeforeBasketCoupons: cents.optional(),
  lineTotal: cents.optional(),
  lineTotalAfterCoupons: cents.optional(),
  priceAdjustment: z
    .array(
      z.strictObject({
        adjustmentType: z.string(),
        couponCode: z.string(),
        adjustment: z.strictObject({ adjustmentPrice: cents.describe("negative: taken off") }),
      }),
    )
    .optional(),
});

const deliveryOptionSchema = z.strictObject({
  deliveryType: z.string().describe("STA | STS | ISP"),
  pickupStoreNumber: z.string().nullable(),
  addressDetails: z.strictObject({ zipCode: z.string(), storeNumber: z.string().nullable() }),
  minDeliveryDate: isoDay,
  maxDeliveryDate: isoDay,
  isBackOrder: z.boolean(),
  messages: z.array(cartMessageSchema),
  surchargeFeePerUnit: cents.optional(),
});

const offerSchema = z.strictObject({ itemId: z.string(), name: z.string(), finalPrice: cents, inStock: z.boolean() });

const alternateSchema = z.strictObject({
  itemId: z.string(),
  kind: z.enum(["HARD", "SUGGESTED", "SURCHARGE"]),
  name: z.string(),
  brandName: z.string(),
  itemUrl: z.string(),
  image: z.string(),
  finalPrice: cents,
});

const surchargeSplitSchema = z.strictObject({ units: count, feePerUnit: cents, totalFee: cents });

const assemblyLevelSchema = z.enum(ASSEMBLY_LEVELS);
const furnSvcInfoSchema = z.record(assemblyLevelSchema, z.strictObject({ qty: count }));
const assemblyFeeLineSchema = z.strictObject({ service: assemblyLevelSchema, qty: count, feeCents: cents, tbd: z.boolean() });

export const cartLineSchema = z.strictObject({
  itemId: z.string(),
  resolvedItemId: z.string(),
  cartItemId: z.string().nullable().describe("null on a refused add (status TRANSIENT)"),
  qty: count,
  prevQty: count,
  qtyAdded: count,
  requestedQty: count,
  status: z.string().describe("ACTIVE | DELETED | TRANSIENT"),
  actioned: z.string().describe("ADD_ITEM | DELETED_ITEM | EDIT_ITEM | NONE"),
  messages: z.array(cartMessageSchema),
  inventory: inventorySchema.nullable(),
  product: productSchema,
  priceInfo: priceInfoSchema.nullable(),
  selectedDeliveryOption: deliveryOptionSchema,
  // a cart line's (not a refused add's)
  isWarrantyItem: z.boolean().optional(),
  parentItemId: z.string().nullable().optional(),
  parentRelationCartItemId: z.string().nullable().optional().describe("the line this one belongs to"),
  parentRelationType: z.string().nullable().optional().describe("WARRANTY | ADDON | BUNDLE: the line belongs to another"),
  requiredItemIds: z.array(z.string()).optional(),
  itemAttributes: z
    .strictObject({
      partBundleId: z.string().nullable(),
      partBundle: z.boolean(),
      membershipSKU: z.boolean().describe("the line is a paid membership, Select or Premium (decision 080)"),
    })
    .optional(),
  warrantyPlans: z.array(offerSchema).optional().describe("protection plans the line's product offers"),
  addOns: z.array(offerSchema).optional(),
  easyRewardsItem: z.strictObject({ redemptionEligibility: z.boolean() }).optional(),
  assemblyEligible: z.boolean().optional(),
  furnSvcInfo: furnSvcInfoSchema.nullable().optional(),
  furnSvcFees: z.array(assemblyFeeLineSchema).optional(),
  // the item rules' (alternates, heavy-item carrier fees)
  soldOutReason: z.enum(["OUT_OF_STOCK", "LIMITED", "UNAVAILABLE"]).nullable().optional(),
  alternates: z.array(alternateSchema).optional(),
  altItem: z.strictObject({ origItemId: z.string() }).nullable().optional().describe("the item this line replaced"),
  surchargeApplicable: z.boolean().optional(),
  surchargeFeePerUnit: cents.optional(),
  surchargeSplit: surchargeSplitSchema.nullable().optional(),
  surchargeAlts: z.array(alternateSchema.extend({ altFactor: z.number(), qty: count })).optional(),
  // a business cart's line: the budget centre it is charged to
  itemAccountInfo: z.strictObject({ bcName: z.string().nullable() }).optional(),
});

export const cartCouponSchema = z.strictObject({
  code: z.string(),
  description: z.string(),
  couponValid: z.boolean(),
  couponQualified: z.boolean(),
  couponType: z.string(),
  basketLevelCoupon: z.boolean(),
  autoAddCoupon: z.boolean(),
  errorMessage: z.string().nullable(),
  errorReason: z.string().nullable(),
  discountAmount: cents,
});

const savedItemSchema = z.strictObject({
  itemId: z.string(),
  listItemId: z.string(),
  qty: count,
  itemDetails: z.strictObject({
    imageUrl: z.string().nullable(),
    name: z.string().nullable(),
    model: z.string().nullable(),
    itemUrl: z.string().nullable(),
    reviewCount: count,
    reviewRating: z.number(),
    priceInfo: z.strictObject({ uom: z.string().nullable(), finalPrice: cents.nullable(), basePrice: cents.nullable() }),
    unitCount: z.number().nullable().optional(),
    deliveryDate: isoDay.nullable(),
    relatedItems: z.array(
      z.strictObject({
        title: z.string(),
        type: z.string(),
        products: z.array(z.strictObject({ skuNumber: z.string() })),
      }),
    ),
  }),
  createdDate: z.string(),
});

/** A free item claimed on the cart (`freeItems`), or one the cart qualifies for (`availableFreeItems`). */
export const freeItemSchema = z.strictObject({
  freeItemId: z.string().optional().describe("the claim's id; absent on an offer not yet claimed"),
  status: z.string().optional(),
  offerId: z.string(),
  itemId: z.string(),
  title: z.string(),
  description: z.string(),
  qty: count,
  product: z.strictObject({
    name: z.string().nullable(),
    images: z.strictObject({ standard: z.string().nullable() }),
    itemUrl: z.string().optional(),
  }),
  priceInfo: z.strictObject({ finalPrice: cents, basePrice: cents }),
});

const cartAttributesSchema = z.strictObject({
  userType: z.string().describe("GUEST | REGISTERED"),
  orderNumber: z.string().nullable(),
  numberOfItems: count,
  numberOfLineItems: count,
  newItemAdded: z.boolean(),
  isTaxError: z.boolean(),
  proceedCheckout: z.boolean(),
  enablePaypal: z.boolean(),
  enableApplePay: z.boolean(),
  useApplePayAddress: z.boolean(),
  enableARSFromCart: z.boolean().describe("auto-restock may be chosen in the cart: never, the store has no auto-restock"),
  isMandatoryEnabled: z.boolean().describe("the business account requires accounting fields on the order"),
  ccmultisave: z.boolean().describe("the shopper may keep more than one saved card (signed in)"),
  isPreAuthEnabled: z.boolean().describe("cards are authorised at the order and captured at shipping"),
  enableStoredCredentials: z.boolean().describe("a saved card may be charged again without its security code (signed in)"),
  tpsCode: z.string().nullable().describe("third-party supplier code: none"),
});

const cartSummarySchema = z.strictObject({
  cartSubTotal: cents,
  cartSubTotalAfterCoupons: cents,
  cartSubTotalExcludingBasketCoupons: cents,
  cartSubTotalAfterPriorityTwoCoupons: cents.describe("after category coupons (priority one) and basket coupons (priority two)"),
  couponsTotalExludingPriorityTwo: cents.describe("the category coupons' discount (priority one)"),
  finalMembershipSavings: cents.describe("savings from a membership program's prices (Select, Premium)"),
  couponsTotal: cents,
  couponCount: count,
  instantCouponSavings: cents,
  shipFee: cents,
  handlFee: cents,
  handlingFee: cents,
  surchargeFee: cents.describe("heavy items' carrier fees"),
  surchargeFeePerUnit: cents,
  handlingFeeTbd: z.boolean().describe("part of the handling line is to be determined (custom assembly)"),
  estimatedTax: cents,
  ordTotal: cents,
  balanceOrdTotal: cents.describe("what is left to pay after gift cards, prepaid cards, Easy Rewards and Amex points"),
  giftCardAppliedAmt: cents,
  prepaidCardAppliedAmt: cents,
  easyRewardsAppliedAmt: cents,
  amexPointsAppliedAmt: cents,
  freeShippingRemaining: cents.nullable(),
  freeShippingMessage: z.string().nullable(),
});

const appliedPaymentSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(["GIFT_CARD", "PREPAID_CARD", "EASY_REWARDS", "AMEX_POINTS"]),
  last4: z.string().nullable(),
  balanceCents: cents,
  amountCents: cents,
  points: count.nullable(),
});

const cartEasyRewardsSchema = z.strictObject({
  redeemEligibility: z.boolean(),
  availablePoints: count,
  availableDollarValue: cents,
  appliedPoints: count,
  appliedDollarValue: cents,
  earnedPoints: count,
  messages: z.array(z.strictObject({ code: z.string(), type: z.enum(["INFO", "WARNING"]), message: z.string() })),
});

const quickBuySchema = z.strictObject({
  shipTo: z.strictObject({
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  card: z.strictObject({ brand: z.string(), last4: z.string() }),
});

const budgetMeterSchema = z.strictObject({
  budgetCentreId: count,
  budgetCentreName: z.string(),
  availableCents: cents,
  orderCents: cents,
  remainingAfterCents: cents,
  share: z.number(),
  percent: z.number().nullable(),
  overBudget: z.boolean(),
  approvalRequired: z.boolean(),
  approvalReason: z.enum(["OVER_BUDGET", "ACCOUNT_POLICY"]).nullable(),
  message: z.string().nullable(),
});

const budgetFieldsSchema = z.strictObject({
  bcDetails: z.strictObject({ availableBalance: cents, budgetCenter: z.string(), budgetCenterId: count }).nullable(),
  invoiceInfo: z.strictObject({
    bc: z.strictObject({
      level: z.literal("ORDER"),
      values: z.array(z.strictObject({ id: count, name: z.string(), availableBalance: cents, selected: z.boolean() })),
      budgetingEnabled: z.boolean(),
      isConfigured: z.boolean(),
    }),
  }),
  budgetMeter: budgetMeterSchema.nullable(),
});

const cartAddressSchema = z.strictObject({
  id: z.string(),
  type: z.enum(["S", "B", "SB", "ST"]).describe("S shipping, B billing, SB both, ST store pickup"),
  storeNumber: z.string().nullable(),
  field1: z.string().nullable().describe("ApplePayAddress, KlarnaAddress or PaypalAddress for a wallet's address"),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
});

const sectionStatus = z.enum(["NOT_REQUIRED", "INCOMPLETE", "COMPLETE"]);

export const cartInfoSchema = z
  .strictObject({
    cartId: z.string().nullable(),
    previousCartId: z.string().nullable(),
    status: z.string(),
    type: z.string().nullable().describe("SPECIAL: a quick-checkout cart; REGULAR otherwise"),
    items: z.array(cartLineSchema),
    coupons: z.array(cartCouponSchema),
    sflItems: z.array(savedItemSchema).describe("saved for later, newest first"),
    freeItems: z.array(freeItemSchema),
    availableFreeItems: z.array(freeItemSchema),
    messages: z.array(cartMessageSchema),
    cartAttributes: cartAttributesSchema,
    cartSummary: cartSummarySchema,
    appliedPayments: z
      .array(appliedPaymentSchema)
      .describe("gift and prepaid cards, Easy Rewards and Amex points the checkout applies, with what each pays"),
    cartEasyRewards: cartEasyRewardsSchema
      .nullable()
      .describe("a signed-in shopper's Easy Rewards on this cart; null for guests"),
    newCart: z.boolean(),
    buyNowEligible: z.boolean().describe("the shopper can buy with what is on file"),
    quickBuy: quickBuySchema.nullable().describe("what the quick-buy drawer shows; null unless buyNowEligible"),
    userInfo: z.strictObject({ shipToZipCode: z.string() }),
    addresses: z.array(cartAddressSchema).describe("a quick-checkout cart's ship-to and bill-to, and each store a line goes to"),
    metadata: z
      .strictObject({
        responseType: z.enum(["WHOLE", "PARTIAL"]).describe("PARTIAL: items are only the lines this add touched"),
        source: z.string().nullable().describe("where the add came from, as the caller said"),
        skipInv: z.boolean().describe("the lines' inventory was left out"),
      })
      .describe("how this answer was made"),
    captchaData: z.strictObject({ captchaRequired: z.boolean() }).describe("the cart never asks for a captcha"),
    userPayment: z
      .strictObject({ paymentType: z.literal("CREDIT_CARD"), brand: z.string(), last4: z.string() })
      .nullable()
      .describe("the saved card a quick buy would charge; null unless buyNowEligible"),
    relatedItems: z
      .array(
        z.strictObject({
          itemId: z.string(),
          relationType: z.enum(["WARRANTY", "ADDON"]),
          parentItemId: z.string(),
          parentCartItemId: z.string(),
        }),
      )
      .describe("protection plans and add-ons the cart's lines offer"),
    checkoutSections: z.strictObject({ addressSectionStatus: sectionStatus, pickupPersonSectionStatus: sectionStatus }),
    // a signed-in business buyer's cart: its budget centre and meter
    ...budgetFieldsSchema.partial().shape,
    vendorConfig: z
      .strictObject({
        applePay: z.strictObject({ urlMap: z.strictObject({ domainUrl: z.string() }), merchantIdentifier: z.string() }),
      })
      .optional()
      .describe("GET /cc/api/checkout, signed in: the wallets' settings"),
  })
  .describe("The cart as it stands after the call");

/** The cart answer (`data.cartInfo`) as the server writes it. */
export type CartInfo = z.output<typeof cartInfoSchema>;
export type CartLine = z.output<typeof cartLineSchema>;

// The parts this schema shares with types declared beside their rules: each must stay the same type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<z.output<typeof cartMessageSchema>["type"], CartMessageType>,
  Same<z.output<typeof alternateSchema>["kind"], AlternateKind>,
  Same<NonNullable<CartLine["soldOutReason"]>, SoldOutReason>,
  Same<z.output<typeof surchargeSplitSchema>, SurchargeSplit>,
  Same<z.output<typeof furnSvcInfoSchema>, FurnSvcInfo>,
  Same<z.output<typeof assemblyFeeLineSchema>, AssemblyFeeLine>,
  Same<z.output<typeof savedItemSchema>, SavedItemView>,
  Same<z.output<typeof appliedPaymentSchema>, AppliedPaymentView>,
  Same<z.output<typeof cartEasyRewardsSchema>, CartEasyRewards>,
  Same<z.output<typeof quickBuySchema>, QuickBuySummary>,
  Same<z.output<typeof budgetFieldsSchema>, CartBudgetFields>,
  Same<z.output<typeof budgetMeterSchema>["approvalReason"], ApprovalReason | null>,
  Same<z.output<typeof cartAddressSchema>, CartAddress>,
  Same<z.output<typeof sectionStatus>, CartSectionStatus>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];
void sameTypes;

// What the pages read (cart-view.ts): the answer's own fields, derived from the schemas above, with
// the ones a page or its test fixtures need not carry left out or optional.

export const cartViewItemSchema = cartLineSchema.omit({ resolvedItemId: true }).extend({
  product: productSchema.pick({
    partNumber: true,
    name: true,
    images: true,
    brandName: true,
    itemUrl: true,
    unit: true,
    unitCount: true,
  }),
  selectedDeliveryOption: deliveryOptionSchema
    .pick({ deliveryType: true, pickupStoreNumber: true, minDeliveryDate: true, isBackOrder: true, messages: true })
    .partial({ messages: true }),
});

export const cartViewSchema = cartInfoSchema
  .omit({ previousCartId: true, status: true, newCart: true, vendorConfig: true })
  .extend({
    items: z.array(cartViewItemSchema),
    coupons: z.array(cartCouponSchema.omit({ couponType: true, basketLevelCoupon: true, autoAddCoupon: true })),
    cartAttributes: cartAttributesSchema.pick({
      numberOfItems: true,
      numberOfLineItems: true,
      isTaxError: true,
      proceedCheckout: true,
    }),
    cartSummary: cartSummarySchema
      .pick({
        cartSubTotal: true,
        cartSubTotalAfterCoupons: true,
        couponsTotal: true,
        couponCount: true,
        finalMembershipSavings: true,
        shipFee: true,
        handlingFee: true,
        handlingFeeTbd: true,
        estimatedTax: true,
        ordTotal: true,
        freeShippingRemaining: true,
        freeShippingMessage: true,
        giftCardAppliedAmt: true,
        prepaidCardAppliedAmt: true,
        easyRewardsAppliedAmt: true,
        amexPointsAppliedAmt: true,
        balanceOrdTotal: true,
      })
      .partial({
        handlingFeeTbd: true,
        finalMembershipSavings: true,
        giftCardAppliedAmt: true,
        prepaidCardAppliedAmt: true,
        easyRewardsAppliedAmt: true,
        amexPointsAppliedAmt: true,
        balanceOrdTotal: true,
      }),
  })
  .partial({
    sflItems: true,
    freeItems: true,
    availableFreeItems: true,
    appliedPayments: true,
    cartEasyRewards: true,
    buyNowEligible: true,
    quickBuy: true,
    type: true,
    addresses: true,
    metadata: true,
    captchaData: true,
    userPayment: true,
    relatedItems: true,
    checkoutSections: true,
  });
