/**
 * The phone's call-to-action bar takes its opened style after this much scroll (AF §2, §9: mobile
 * call-to-action threshold 900px), past it: 900 → not yet, 901 → opened. The vehicle page's own bar and
 * the site's bar read it from here.
 */
export const MOBILE_CTA_OPENED_PX = 900;
