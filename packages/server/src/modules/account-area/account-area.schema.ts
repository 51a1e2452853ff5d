import {
  changePasswordRequest,
  passwordResetLinkRequest,
  passwordResetRequest,
  profileRequest,
  trackOrderRequest,
} from "@quire/domain";
import { parseWith } from "../session";

// The account area's bodies, checked with the one schema per request in @quire/domain (the pages'
// forms check the same). Failures are 400 VALIDATION_ERROR with a message per field.

export const parseProfile = (body: unknown) => parseWith(profileRequest, body);
export const parsePasswordChange = (body: unknown) => parseWith(changePasswordRequest, body);
export const parseResetLinkRequest = (body: unknown) => parseWith(passwordResetLinkRequest, body);
export const parsePasswordReset = (body: unknown) => parseWith(passwordResetRequest, body);
export const parseTrackOrder = (body: unknown) => parseWith(trackOrderRequest, body);
