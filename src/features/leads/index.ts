// The public surface of leads: what other features and app/ may import (docs/decisions/014).
export { testDriveAvailability } from './availability';
export { AvailabilityQuerySchema } from './availability-query';
export {
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_DAYS,
  type DayAvailability,
} from './availability-rules';
export { leadCar, leadFormSetup, siteLocation, testDriveCar } from './form-data';
export { PhoneRevealSchema, recordPhoneReveal } from './phone-reveal';
export { LeadRequestSchema } from './schema';
export { submitLead } from './server';
