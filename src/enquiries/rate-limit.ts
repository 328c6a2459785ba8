import { RATE_WINDOW_MS, rateSubject } from '@/lib/rate-limit';

/** Enquiries one connection may send to a site per window: the 10th passes, the 11th is refused. */
export const LEAD_RATE_LIMIT = 10;
export const LEAD_RATE_WINDOW_MS = RATE_WINDOW_MS;

/**
 * The counter of a site's enquiries from one shopper, e.g. 'lead:3:203.0.113.7' or
 * 'lead:3:2001:db8:1:2::/64': an IPv6 connection is counted by its /64.
 */
export const leadRateKey = (siteId: number, ip: string) => `lead:${siteId}:${rateSubject(ip)}`;
