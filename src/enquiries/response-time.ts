// How long a new lead may wait for its first response (a site setting): constants only, so the site
// config's schema can name them without taking in the overdue rules' date code.

/** The response time a site gives its staff when it sets none (minutes of opening hours). */
export const DEFAULT_RESPONSE_MINUTES = 120;
/** The response times a site may set: from 5 minutes to a working week's 40 hours. */
export const LEAD_RESPONSE_MINUTES = { min: 5, max: 2400 } as const;
