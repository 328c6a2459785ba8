// The public surface of leads: what other features and app/ may import (docs/decisions/014).
export { leadCar, leadFormSetup, siteLocation, testDriveCar } from './form-data';
export { PhoneRevealSchema, recordPhoneReveal } from './phone-reveal';
export { LeadRequestSchema } from './schema';
export { submitLead } from './server';
