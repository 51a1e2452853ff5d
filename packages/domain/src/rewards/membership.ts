import { ADDRESS_FIELD_LABELS } from "../checkout/address-fields";
import { ADDRESS_MESSAGES, isValidEmail } from "../checkout/address-rules";
import { containsCardNumber } from "../payments/cards";

// Paid memberships (spec: membership programs Select and Premium; the cart's codes ALREADY_PURCHASED,
// ALREADY_BENEFICIARY and MEMBERSHIP_GENERIC_ERR): a personal account buys one program, and a member
// names the people who share it (beneficiaries) by e-mail. The rules and words live here once.

export const MEMBERSHIP_PROGRAMS = ["SELECT", "PREMIUM"] as const;
export type MembershipProgram = (typeof MEMBERSHIP_PROGRAMS)[number];

export const MEMBERSHIP_PROGRAM_NAMES: Record<MembershipProgram, string> = {
  SELECT: "Quire Select",
  PREMIUM: "Quire Premium",
};

/** How many people may share a membership besides its member. */
export const MAX_BENEFICIARIES: Record<MembershipProgram, number> = { SELECT: 1, PREMIUM: 3 };

export function isMembershipProgram(value: unknown): value is MembershipProgram {
  return typeof value === "string" && (MEMBERSHIP_PROGRAMS as readonly string[]).includes(value);
}

export const MEMBERSHIP_MESSAGES = {
  /** ALREADY_PURCHASED */
  alreadyPurchased: (program: MembershipProgram) =>
    `You already have a ${MEMBERSHIP_PROGRAM_NAMES[program]} membership. There's no need to buy it again.`,
  /** ALREADY_BENEFICIARY */
  alreadyBeneficiary: "This person already shares your membership.",
  /** MEMBERSHIP_GENERIC_ERR: a membership change that cannot be made for a reason with no code of its own */
  generic: "We couldn't make this change to your membership. Please check the details and try again.",
  /** ALREADY_BENEFICIARY, said to a shopper adding a membership while sharing someone else's */
  sharedWithYou:
    "You already share a Quire membership through someone else's, so its member prices are yours. There's no need to buy one.",
  /** MISSING_USER, said to a guest adding a membership */
  signIn: "Please sign in to buy a Quire membership: it belongs to your account.",
  notAMember: "Buy Quire Select or Premium to share a membership.",
  program: "Choose Quire Select or Quire Premium.",
  beneficiaryLimit: (program: MembershipProgram) =>
    `${MEMBERSHIP_PROGRAM_NAMES[program]} can be shared with up to ${MAX_BENEFICIARIES[program]} ${
      MAX_BENEFICIARIES[program] === 1 ? "person" : "people"
    }.`,
} as const;

export interface MembershipBeneficiaryView {
  id: string;
  email: string;
  addedAt: string;
}

export interface MembershipView {
  program: MembershipProgram | null;
  beneficiaries: MembershipBeneficiaryView[];
}

export type BeneficiaryCheck =
  | { ok: true; email: string }
  | {
      ok: false;
      code: "VALIDATION_ERROR" | "ALREADY_BENEFICIARY" | "MEMBERSHIP_GENERIC_ERR" | "BENEFICIARY_LIMIT";
      message: string;
    };

/**
 * Whether `input` may be added as a beneficiary of a member (e-mail `ownEmail`) of `program` who
 * already shares it with `current`: a valid e-mail (lower-cased), not already one of them, not the
 * member's own (a generic failure: the member already has the membership), within the program's limit,
 * and carrying no card number.
 */
export function checkBeneficiary(
  input: unknown,
  member: { program: MembershipProgram; ownEmail: string; current: readonly string[] },
): BeneficiaryCheck {
  const email = typeof input === "string" ? input.trim().toLowerCase() : "";
  if (email === "")
    return { ok: false, code: "VALIDATION_ERROR", message: ADDRESS_MESSAGES.required(ADDRESS_FIELD_LABELS.email) };
  if (!isValidEmail(email)) return { ok: false, code: "VALIDATION_ERROR", message: ADDRESS_MESSAGES.email };
  if (member.current.some((e) => e.toLowerCase() === email))
    return { ok: false, code: "ALREADY_BENEFICIARY", message: MEMBERSHIP_MESSAGES.alreadyBeneficiary };
  if (member.ownEmail.toLowerCase() === email)
    return { ok: false, code: "MEMBERSHIP_GENERIC_ERR", message: MEMBERSHIP_MESSAGES.generic };
  // a new e-mail is kept: it may not carry a card number (the e-mails above are kept already)
  if (containsCardNumber(email)) return { ok: false, code: "VALIDATION_ERROR", message: ADDRESS_MESSAGES.email };
  if (member.current.length >= MAX_BENEFICIARIES[member.program])
    return { ok: false, code: "BENEFICIARY_LIMIT", message: MEMBERSHIP_MESSAGES.beneficiaryLimit(member.program) };
  return { ok: true, email };
}
