// The dealer console's paths (decision 038): its pages on its own host and its calls. Apart from
// paths.ts, whose module every site page's script carries.

const segment = (value: string | number) => encodeURIComponent(String(value));
/** A content page's path with each of its segments encoded ('/pages/summer-sale' stays as it is). */
const pagePath = (path: string) => path.split('/').map(segment).join('/');

/** The dealer console's pages, on its own host (decision 038). */
export const consolePaths = {
  home: () => '/',
  signIn: (next?: string) => (next ? `/sign-in?next=${segment(next)}` : '/sign-in'),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${segment(token)}`,
  invitation: (token: string) => `/invitation/${segment(token)}`,
  twoFactor: () => '/two-factor',
  security: (query?: string) => (query ? `/security?${query}` : '/security'),
  staff: (site: string) => `/${segment(site)}/staff`,
  /** The leads inbox, with its filter's query ('status=new&page=2') when given one. */
  leads: (site: string, query = '') => `/${segment(site)}/leads${query ? `?${query}` : ''}`,
  lead: (site: string, id: string) => `/${segment(site)}/leads/${segment(id)}`,
  templates: (site: string) => `/${segment(site)}/templates`,
  assignment: (site: string) => `/${segment(site)}/assignment`,
  audit: (site: string) => `/${segment(site)}/audit`,
  /** The stock list, with its filter's query when given one. */
  stock: (site: string, query = '') => `/${segment(site)}/stock${query ? `?${query}` : ''}`,
  car: (site: string, id: number) => `/${segment(site)}/stock/${id}`,
  /** The stock feed runs and keys, on a page when given one. */
  feeds: (site: string, page = 1) => `/${segment(site)}/feeds${page > 1 ? `?page=${page}` : ''}`,
  feedRun: (site: string, id: number) => `/${segment(site)}/feeds/${id}`,
  /** The payments list, with its filter's query when given one. */
  payments: (site: string, query = '') => `/${segment(site)}/payments${query ? `?${query}` : ''}`,
  reviews: (site: string, query = '') => `/${segment(site)}/reviews${query ? `?${query}` : ''}`,
  newSite: () => '/new-site',
  settings: (site: string) => `/${segment(site)}/settings`,
  /** One group of the site's settings ('identity', 'promotions'). */
  settingsGroup: (site: string, group: string) => `/${segment(site)}/settings/${segment(group)}`,
  settingsHistory: (site: string) => `/${segment(site)}/settings/history`,
  compliance: (site: string) => `/${segment(site)}/compliance`,
  locations: (site: string) => `/${segment(site)}/locations`,
  location: (site: string, location: string) => `/${segment(site)}/locations/${segment(location)}`,
  /** The reports, with the period's and dealership's query when given one. */
  reports: (site: string, query = '') => `/${segment(site)}/reports${query ? `?${query}` : ''}`,
  /** The site's pages and articles, of one kind when given one ('kind=sale'). */
  content: (site: string, query = '') => `/${segment(site)}/content${query ? `?${query}` : ''}`,
  contentNew: (site: string, query = '') => `/${segment(site)}/content/new${query ? `?${query}` : ''}`,
  /** A page's editor, by the page's path on the site ('/pages/summer-sale'). */
  contentEdit: (site: string, path: string) => `/${segment(site)}/content/edit${pagePath(path)}`,
} as const;

/** The console's calls. */
export const consoleApiPaths = {
  signIn: () => '/api/console/sign-in',
  secondFactor: () => '/api/console/sign-in/second-factor',
  signOut: () => '/api/console/sign-out',
  acceptInvitation: () => '/api/console/invitations/accept',
  forgotPassword: () => '/api/console/password/forgot',
  resetPassword: () => '/api/console/password/reset',
  enableTwoFactor: () => '/api/console/two-factor/enable',
  confirmTwoFactor: () => '/api/console/two-factor/confirm',
  sessions: () => '/api/console/sessions',
  signOutEverywhere: () => '/api/console/sessions/sign-out-everywhere',
  staff: (site: string) => `/api/console/sites/${segment(site)}/staff`,
  invitations: (site: string) => `/api/console/sites/${segment(site)}/staff/invitations`,
  leads: (site: string, query = '') => `/api/console/sites/${segment(site)}/leads${query ? `?${query}` : ''}`,
  leadsExport: (site: string, query = '') =>
    `/api/console/sites/${segment(site)}/leads/export${query ? `?${query}` : ''}`,
  /** The inbox's live updates (server-sent events), for the filter's query. */
  leadsEvents: (site: string, query = '') =>
    `/api/console/sites/${segment(site)}/leads/events${query ? `?${query}` : ''}`,
  lead: (site: string, id: string) => `/api/console/sites/${segment(site)}/leads/${segment(id)}`,
  leadStatus: (site: string, id: string) => `/api/console/sites/${segment(site)}/leads/${segment(id)}/status`,
  leadNotes: (site: string, id: string) => `/api/console/sites/${segment(site)}/leads/${segment(id)}/notes`,
  leadAssignee: (site: string, id: string) =>
    `/api/console/sites/${segment(site)}/leads/${segment(id)}/assignee`,
  leadReplies: (site: string, id: string) =>
    `/api/console/sites/${segment(site)}/leads/${segment(id)}/replies`,
  replyTemplates: (site: string) => `/api/console/sites/${segment(site)}/reply-templates`,
  replyTemplate: (site: string, id: number) => `/api/console/sites/${segment(site)}/reply-templates/${id}`,
  assignmentRules: (site: string) => `/api/console/sites/${segment(site)}/assignment-rules`,
  assignmentRule: (site: string, id: number) => `/api/console/sites/${segment(site)}/assignment-rules/${id}`,
  away: () => '/api/console/away',
  stock: (site: string, query = '') => `/api/console/sites/${segment(site)}/stock${query ? `?${query}` : ''}`,
  car: (site: string, id: number) => `/api/console/sites/${segment(site)}/stock/${id}`,
  bulkPreview: (site: string) => `/api/console/sites/${segment(site)}/stock/bulk/preview`,
  bulk: (site: string) => `/api/console/sites/${segment(site)}/stock/bulk`,
  feedRuns: (site: string) => `/api/console/sites/${segment(site)}/feed-runs`,
  feedKey: (site: string, dealership: number) =>
    `/api/console/sites/${segment(site)}/dealerships/${dealership}/feed-key`,
  payments: (site: string, query = '') =>
    `/api/console/sites/${segment(site)}/payments${query ? `?${query}` : ''}`,
  /** A manager's action on a deposit's hold: 'cancel', 'extend' or 'convert'. */
  holdAction: (site: string, reservation: string, action: 'cancel' | 'extend' | 'convert') =>
    `/api/console/sites/${segment(site)}/payments/reservations/${segment(reservation)}/${action}`,
  /** A manager's refund of an online payment. */
  paymentRefund: (site: string, payment: string) =>
    `/api/console/sites/${segment(site)}/payments/online/${segment(payment)}/refund`,
  sites: () => '/api/console/sites',
  settings: (site: string) => `/api/console/sites/${segment(site)}/settings`,
  settingsDraft: (site: string) => `/api/console/sites/${segment(site)}/settings/draft`,
  settingsImages: (site: string) => `/api/console/sites/${segment(site)}/settings/images`,
  settingsPublish: (site: string) => `/api/console/sites/${segment(site)}/settings/publish`,
  settingsHistory: (site: string) => `/api/console/sites/${segment(site)}/settings/history`,
  settingsRollback: (site: string) => `/api/console/sites/${segment(site)}/settings/rollback`,
  reviewReply: (site: string, review: number) =>
    `/api/console/sites/${segment(site)}/reviews/${review}/reply`,
  /** POST hides the review (with a reason), DELETE shows it again. */
  reviewHidden: (site: string, review: number) =>
    `/api/console/sites/${segment(site)}/reviews/${review}/hidden`,
  content: (site: string, query = '') =>
    `/api/console/sites/${segment(site)}/content${query ? `?${query}` : ''}`,
  /** GET the page's fields, PUT them (publishing it), DELETE it. */
  contentPage: (site: string, path: string) =>
    `/api/console/sites/${segment(site)}/content/page${pagePath(path)}`,
  contentUnpublished: (site: string, path: string) =>
    `/api/console/sites/${segment(site)}/content/unpublished${pagePath(path)}`,
  contentPreview: (site: string) => `/api/console/sites/${segment(site)}/content/preview`,
  contentImages: (site: string) => `/api/console/sites/${segment(site)}/content/images`,
  memberRole: (site: string, member: string) =>
    `/api/console/sites/${segment(site)}/staff/${segment(member)}/role`,
  removeMember: (site: string, member: string) =>
    `/api/console/sites/${segment(site)}/staff/${segment(member)}/remove`,
  memberDealerships: (site: string, member: string) =>
    `/api/console/sites/${segment(site)}/staff/${segment(member)}/dealerships`,
  /** POST disables the member's account, DELETE enables it again. */
  memberDisabled: (site: string, member: string) =>
    `/api/console/sites/${segment(site)}/staff/${segment(member)}/disabled`,
  memberTwoFactorReset: (site: string, member: string) =>
    `/api/console/sites/${segment(site)}/staff/${segment(member)}/two-factor-reset`,
  /** A report as CSV ('leads-by-day'), for the period's query. */
  reportCsv: (site: string, report: string, query = '') =>
    `/api/console/sites/${segment(site)}/reports/${segment(report)}.csv${query ? `?${query}` : ''}`,
  weeklySummary: () => '/api/console/weekly-summary',
  leadDeliveryRetry: (site: string, id: string, delivery: number) =>
    `/api/console/sites/${segment(site)}/leads/${segment(id)}/deliveries/${delivery}/retry`,
} as const;
