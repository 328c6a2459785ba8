// What each kind of stock item (car, motorcycle, truck, caravan) has: which of a car's own fields mean
// something for it, and the three facts under the price. One table, read by the key information, the
// facts row, the printed sheet and the structured data. No I/O, no React, no DOM.

import { formatNumber } from '@/lib/money';
import { isBlankValue } from './blank-value-rules';

export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan';

/** The fields of the car row that describe something driven; a caravan has none of them. */
export type DrivenField = 'odometer' | 'transmission' | 'fuel' | 'drive' | 'engine' | 'seats' | 'doors';

const DRIVEN: readonly DrivenField[] = [
  'odometer',
  'transmission',
  'fuel',
  'drive',
  'engine',
  'seats',
  'doors',
];

/**
 * A caravan or camper trailer is towed (no odometer, gearbox, engine, fuel, drive, seats or doors: the
 * feed's '0 km' and 'Doors 1' are placeholders, its own specs say what it is); a motorcycle has no doors.
 */
const ITEM_FIELDS: Record<ItemType, ReadonlySet<DrivenField>> = {
  car: new Set(DRIVEN),
  truck: new Set(DRIVEN),
  motorcycle: new Set(DRIVEN.filter((f) => f !== 'doors')),
  caravan: new Set(),
};

/** Whether `field` means something for an item of this type (an unknown type counts as a car). */
export function hasField(itemType: string | null | undefined, field: DrivenField): boolean {
  return (ITEM_FIELDS[itemType as ItemType] ?? ITEM_FIELDS.car).has(field);
}

/** The schema.org type of the item: Car, Motorcycle, or the generic Vehicle (trucks, caravans, campers). */
export function schemaVehicleType(itemType: string | null | undefined): 'Car' | 'Motorcycle' | 'Vehicle' {
  if (itemType === 'car' || itemType === undefined || itemType === null) return 'Car';
  return itemType === 'motorcycle' ? 'Motorcycle' : 'Vehicle';
}

const feet = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

export type FactKind = 'odometer' | 'transmission' | 'body' | 'sleeps' | 'length';
export type Fact = { kind: FactKind; label: string; value: string };

export type FactCar = {
  itemType?: string | null;
  carType?: string | null;
  km: number;
  simpleTransmission: string | null;
  simpleBody: string | null;
  caravanSpecs?: { sleeps?: number | null; body_length?: number | null } | null;
};

/**
 * The three facts under the price: odometer, transmission and body for what is driven ('45,210 km',
 * 'Automatic', 'SUV'); sleeps, length and body for a caravan ('Sleeps 4', '19 ft', 'Caravan'). A new
 * car's odometer reads 'New'; a blank value is left out rather than shown as '—'.
 */
export function itemFacts(car: FactCar): Fact[] {
  const facts: [FactKind, string, unknown][] =
    car.itemType === 'caravan'
      ? [
          [
            'sleeps',
            'Sleeps',
            isBlankValue(car.caravanSpecs?.sleeps) ? null : `Sleeps ${car.caravanSpecs?.sleeps}`,
          ],
          [
            'length',
            'Length',
            isBlankValue(car.caravanSpecs?.body_length)
              ? null
              : `${feet.format(car.caravanSpecs?.body_length as number)} ft`,
          ],
          ['body', 'Body', car.simpleBody],
        ]
      : [
          ['odometer', 'Odometer', car.carType === 'new' ? 'New' : `${formatNumber(car.km)} km`],
          ['transmission', 'Transmission', car.simpleTransmission],
          ['body', 'Body', car.simpleBody],
        ];
  return facts
    .filter(([, , value]) => !isBlankValue(value))
    .map(([kind, label, value]) => ({ kind, label, value: String(value).trim() }));
}
