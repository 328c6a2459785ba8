// The public surface of the dealer console: what app/ may import (decision 036).

export {
  acceptInvitationRoute,
  confirmTwoFactorRoute,
  enableTwoFactorRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  secondFactorRoute,
  signInRoute,
  signOutRoute,
} from './api/auth-routes';
export {
  AcceptInvitationRequest,
  ConfirmTwoFactorRequest,
  EnableTwoFactorRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SecondFactorRequest,
  SignInRequest,
  SiteInviteRequest,
} from './api/schemas';
export { listSessionsRoute, signOutEverywhereRoute } from './api/session-routes';
export { inviteStaffRoute, listStaffRoute } from './api/staff-routes';
