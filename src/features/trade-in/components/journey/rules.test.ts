import { describe, expect, it } from 'vitest';
import { EMPTY_VEHICLE, newJourney } from '../../journey-rules';
import {
  digitsOnly,
  notYetBuilt,
  odometerText,
  plateText,
  valuationBody,
  vehicleFromLookup,
  withCondition,
  withDetails,
  withShopper,
  withVehicle,
} from './rules';

const journey = newJourney('QLD', 'journey-key-1');

describe('withShopper', () => {
  it('fills only the details the journey has none of', () => {
    const started = withDetails(journey, { name: 'Anna' });
    const filled = withShopper(started, { name: 'Ann', last_name: 'Nguyen', email: 'anna@example.com' });
    expect(filled.details).toMatchObject({
      name: 'Anna',
      last_name: 'Nguyen',
      phone: '',
      email: 'anna@example.com',
    });
    expect(withShopper(journey, null).details).toEqual(journey.details);
  });
});

describe('the steps’ values', () => {
  it('keeps the VIN the lookup gave as the confirm step changes the rest', () => {
    const found = { ...journey, vehicle: { ...EMPTY_VEHICLE, vin: 'MR0FB22G501234567' } };
    expect(withVehicle(found, { make: 'Ford' }).vehicle).toEqual({
      ...EMPTY_VEHICLE,
      make: 'Ford',
      vin: 'MR0FB22G501234567',
    });
  });

  it('leaves out a question no option of which is chosen yet (a radio group holds null)', () => {
    const answered = withCondition(journey, {
      kms: '45,000',
      answers: { keys: 'two', tyres: null as never },
    });
    expect(answered.kms).toBe('45,000');
    expect(answered.answers).toEqual({ keys: 'two' });
  });
});

describe('vehicleFromLookup', () => {
  it('each field as text, empty where the register has none', () => {
    expect(
      vehicleFromLookup({ year: 2023, make: 'Ford', model: 'Ranger', badge: null, vin: undefined }),
    ).toEqual({ year: '2023', make: 'Ford', model: 'Ranger', badge: '', series: '', vin: '' });
    expect(vehicleFromLookup(null)).toEqual(EMPTY_VEHICLE);
  });
});

describe('what the fields keep as typed', () => {
  it.each([
    [plateText, 'abc-123', 'ABC-123'],
    [digitsOnly, '20a2 1', '2021'],
    [odometerText, '45,000 km', '45,000'],
  ])('%o: %j → %j', (clean, typed, kept) => expect(clean(typed)).toBe(kept));

  it('a car built after next year is not one yet', () => {
    const now = new Date(2026, 5, 1);
    expect(notYetBuilt(2027, now)).toBe(false);
    expect(notYetBuilt(2028, now)).toBe(true);
  });
});

describe('valuationBody', () => {
  it('sends the odometer as a number, the location as its id, and whether it is a trade-in', () => {
    const finished = withDetails(
      { ...journey, rego: '824TRD', kms: '45,000' },
      { name: 'Anna', location_id: '12', PreferredContactMethod: 'SMS' },
    );
    const body = valuationBody(finished, {
      carId: 7,
      tradingIn: false,
      url: 'https://x.test/',
      leadAttributes: {},
    });
    expect(body).toMatchObject({
      idempotency_key: 'journey-key-1',
      car_id: 7,
      rego: '824TRD',
      regoState: 'QLD',
      kms: 45_000,
      name: 'Anna',
      location_id: 12,
      PreferredContactMethod: 'SMS',
      'do-you-have-a-trade-in': 'No',
    });
    expect(
      valuationBody(journey, { carId: null, tradingIn: true, url: '', leadAttributes: {} }),
    ).toMatchObject({
      car_id: undefined,
      kms: null,
      location_id: undefined,
      'do-you-have-a-trade-in': 'Yes',
    });
  });
});
