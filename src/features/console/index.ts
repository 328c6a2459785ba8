// The public surface of the dealer console: what app/ may import (decision 036).

export { addRuleRoute, awayRoute, deleteRuleRoute, listRulesRoute } from './api/assignment-routes';
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
export { BulkApplyRequest, BulkPreviewRequest } from './api/bulk-schemas';
export {
  createPageRoute,
  deletePageRoute,
  getPageRoute,
  listPagesRoute,
  previewPageRoute,
  savePageRoute,
  unpublishPageRoute,
  uploadImageRoute,
} from './api/content-routes';
export { NewPageRequest, PageFieldsRequest, PreviewRequest } from './api/content-schemas';
export {
  feedRunRoute,
  issueFeedKeyRoute,
  listFeedRunsRoute,
  revokeFeedKeyRoute,
} from './api/feed-routes';
export { leadEventsRoute } from './api/lead-events-route';
export {
  exportLeadsRoute,
  leadAssigneeRoute,
  leadDeliveryRetryRoute,
  leadNoteRoute,
  leadRoute,
  leadStatusRoute,
  listLeadsRoute,
} from './api/lead-routes';
export { carMarketRoute } from './api/market-routes';
export {
  cancelHoldRoute,
  convertHoldRoute,
  extendHoldRoute,
  listPaymentsRoute,
  refundPaymentRoute,
} from './api/payment-routes';
export { PaymentActionRequest } from './api/payment-schemas';
export { addCarPhotoRoute, changeCarPhotosRoute, listCarPhotosRoute } from './api/photo-routes';
export { PhotoChangeRequest } from './api/photo-schemas';
export {
  createTemplateRoute,
  deleteTemplateRoute,
  leadReplyRoute,
  listTemplatesRoute,
  updateTemplateRoute,
} from './api/reply-routes';
export { reportCsvRoute, weeklySummaryRoute } from './api/report-routes';
export { hideReviewRoute, listReviewsRoute, reviewReplyRoute, showReviewRoute } from './api/review-routes';
export {
  AcceptInvitationRequest,
  AssignmentRuleRequest,
  AwayRequest,
  CarEditRequest,
  ConfirmTwoFactorRequest,
  EnableTwoFactorRequest,
  ForgotPasswordRequest,
  LeadAssigneeRequest,
  LeadNoteRequest,
  LeadReplyRequest,
  LeadStatusRequest,
  MemberDealershipsRequest,
  MemberRoleRequest,
  ReplyTemplateRequest,
  ResetPasswordRequest,
  ReviewHideRequest,
  ReviewReplyRequest,
  SecondFactorRequest,
  SignInRequest,
  SiteInviteRequest,
  WeeklySummaryRequest,
} from './api/schemas';
export { listSessionsRoute, signOutEverywhereRoute } from './api/session-routes';
export {
  createSiteRoute,
  discardDraftRoute,
  historyRoute,
  publishRoute,
  rollbackRoute,
  saveDraftRoute,
  settingsImageRoute,
  settingsRoute,
} from './api/settings-routes';
export { SettingsDraftRequest, SettingsRollbackRequest } from './api/settings-schemas';
export {
  disableMemberRoute,
  enableMemberRoute,
  inviteStaffRoute,
  listStaffRoute,
  memberDealershipsRoute,
  memberRoleRoute,
  removeMemberRoute,
  resetMemberTwoFactorRoute,
} from './api/staff-routes';
export { applyBulkRoute, editCarRoute, listStockRoute, previewBulkRoute } from './api/stock-routes';
export { NewSiteRequest } from './settings/new-site';
