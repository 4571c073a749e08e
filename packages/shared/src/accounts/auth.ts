import * as v from 'valibot';
import { Area } from '../areas';
import { singleLine } from '../common';
import { MESSAGES } from '../messages';
import { Password, passwordConfirmationMatches } from './password';
import { OfficeRole } from './roles';

export const EMAIL_MAX = 254;
export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(MESSAGES.emailRequired.id),
  v.maxLength(EMAIL_MAX, MESSAGES.emailTooLong.id),
  v.email(MESSAGES.emailInvalid.id),
);

export const LoginInput = v.object({
  email: Email,
  password: v.pipe(v.string(), v.nonEmpty(MESSAGES.passwordRequired.id), v.maxLength(1024)),
});
export type LoginInput = v.InferOutput<typeof LoginInput>;

export const TokenResponse = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

export const ImpersonateInput = v.object({ email: Email });
export type ImpersonateInput = v.InferOutput<typeof ImpersonateInput>;

export const ForgotPasswordInput = v.object({ email: Email });
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordInput>;

const ResetToken = v.pipe(v.string(), v.nonEmpty(MESSAGES.tokenRequired.id), v.maxLength(512), singleLine());

/** A password reset link's token, checked without being used. */
export const ResetTokenInput = v.object({ token: ResetToken });
export type ResetTokenInput = v.InferOutput<typeof ResetTokenInput>;

export const ResetPasswordInput = v.pipe(
  v.object({
    token: ResetToken,
    password: Password,
    password_confirmation: v.string(),
  }),
  passwordConfirmationMatches(),
);
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordInput>;

/** What a successful action answers: a stable key (`done.*`) and its text in the request's language. */
export const MessageResponse = v.object({ key: v.string(), message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponse>;

/** 'admin' for the provider's staff, 'user' for office staff (the spec's reading of the token). */
export const UserKind = v.picklist(['admin', 'user']);
export type UserKind = v.InferOutput<typeof UserKind>;

/** Claims of the signed-in user's JWT. */
export const TokenClaims = v.object({
  sub: v.string(),
  email: v.string(),
  role: UserKind,
  roles: v.array(OfficeRole),
  office_id: v.nullable(v.string()),
  tolgeo: Area,
  /** Token version: bumped when the user is deactivated, their email, roles or password change, or they sign out everywhere. */
  ver: v.number(),
  /** Token id: signing out puts it on the deny-list until the token expires. */
  jti: v.string(),
  /** The admin acting as this user (impersonation). */
  act: v.optional(v.object({ sub: v.string(), email: v.string() })),
  exp: v.number(),
  iat: v.number(),
});
export type TokenClaims = v.InferOutput<typeof TokenClaims>;
