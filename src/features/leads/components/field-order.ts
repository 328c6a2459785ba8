// The order a lead form's fields appear in, so its error summary lists problems top to bottom (AF §5),
// the fields of both steps of a two-step form included.
export const FIELD_ORDER = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'category',
  'location_id',
  'dealership_slug',
  'booking_date',
  'booking_time',
  'message',
  'terms_conditions',
];
