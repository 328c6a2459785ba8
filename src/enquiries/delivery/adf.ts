// ADF 1.0 (Auto-lead Data Format, https://adfxml.info/adf_spec.pdf): the XML most dealer CRMs ingest.
// Written by hand rather than through an XML builder because the format needs two processing
// instructions in a fixed order and a handful of attributes; every text goes through `escapeXml()`.

import { isoAt } from '@/lib/dates';
import { escapeXml } from '@/lib/xml';
import {
  type DeliverableLead,
  financeSummary,
  leadBooking,
  onlinePaymentSummary,
  receivedAt,
  reservationSummary,
  tradeInSummary,
  vehicleTitle,
} from './delivery-rules';

const element = (name: string, value: string | number | null | undefined, attributes = '') =>
  `<${name}${attributes}>${escapeXml(value)}</${name}>`;

/**
 * The lead as an ADF 1.0 document. The standard requires a vehicle per prospect with year, make and
 * model (a trade-in is a second one); a lead about no car (contact, careers) sends them empty. ADF knows only new and used: a demo car
 * has been registered and driven, so it goes as used.
 */
export function buildAdf(lead: DeliverableLead): string {
  const p = lead.payload;
  const v = lead.vehicle;
  const booking = leadBooking(p);
  const status = v?.carType === 'new' ? 'new' : v ? 'used' : 'new';
  const vehicle = [
    `<vehicle interest="${lead.category === 'Test Drive' ? 'test-drive' : 'buy'}" status="${status}">`,
    element('year', v?.year),
    element('make', v?.make),
    element('model', v?.model),
    v?.badge ? element('trim', v.badge) : '',
    v?.vin ? element('vin', v.vin) : '',
    v ? element('stock', v.stocknum) : '',
    v && v.price > 0 ? element('price', v.price, ' type="asking" currency="AUD"') : '',
    v ? element('comments', vehicleTitle(v)) : '',
    '</vehicle>',
  ].join('');
  // ADF's second vehicle: the shopper's own car, interest "trade-in", with its odometer.
  const t = p.trade_in;
  const tradeIn = t
    ? [
        '<vehicle interest="trade-in" status="used">',
        element('year', t.year),
        element('make', t.make),
        element('model', t.model),
        t.badge ? element('trim', t.badge) : '',
        t.vin ? element('vin', t.vin) : '',
        element('odometer', t.kms, ' status="original" units="km"'),
        t.offer !== null ? element('price', t.offer, ' type="appraisal" currency="AUD"') : '',
        '</vehicle>',
      ].join('')
    : '';
  const comments = [
    p.message,
    p.finance ? financeSummary(p.finance) : '',
    t ? tradeInSummary(t) : '',
    p.reservation ? reservationSummary(p.reservation) : '',
    p.online_payment ? onlinePaymentSummary(p.online_payment) : '',
    booking ? `Requested test drive: ${isoAt(booking.startsAt, booking.timeZone)} (${booking.timeZone})` : '',
    p.additional_services.length > 0 ? `Additional services: ${p.additional_services.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const contact = [
    '<contact>',
    element('name', p.name, ' part="first"'),
    p.last_name ? element('name', p.last_name, ' part="last"') : '',
    element('email', p.email),
    element('phone', p.phone, ' type="voice"'),
    '<address>',
    p.postcode ? element('postalcode', p.postcode) : '',
    element('country', 'AU'),
    '</address>',
    '</contact>',
  ].join('');
  const service = lead.subcategory ? `${lead.category} — ${lead.subcategory}` : lead.category;
  return [
    '<?xml version="1.0"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    element('id', lead.id, ` sequence="1" source="${escapeXml(lead.site.host)}"`),
    element('requestdate', receivedAt(lead)),
    vehicle,
    tradeIn,
    `<customer>${contact}${element('comments', comments)}</customer>`,
    '<vendor>',
    element('vendorname', lead.dealership?.name ?? lead.site.name),
    p.location ? `<contact>${element('name', p.location, ' part="full"')}</contact>` : '',
    '</vendor>',
    '<provider>',
    element('name', lead.site.name, ' part="full"'),
    element('service', service),
    element('url', p.url),
    '</provider>',
    '</prospect>',
    '</adf>',
  ].join('\n');
}
