import { describe, expect, it } from 'vitest';
import type { cars, locations } from '@/db/schema';
import {
  carPdfPath,
  carShareUrl,
  copiedToast,
  PDF_ERROR_FALLBACK,
  pdfContentDisposition,
  pdfErrorMessage,
  pdfFilename,
  popupFeatures,
  printHref,
  shareLinks,
} from './share-rules';
import { carSheet, pdfText, sheetComments, sheetPriceText } from './sheet-rules';

describe('shareLinks', () => {
  const links = shareLinks('https://carzone.com.au/cars/kia-rio', '2021 Kia Rio S & more');
  const href = (network: string) => links.find((l) => l.network === network)?.href;

  it('lists the networks in order; all but email open in a popup', () =>
    expect(links.map((l) => [l.network, l.label, l.popup])).toEqual([
      ['facebook', 'Facebook', true],
      ['x', 'X', true],
      ['linkedin', 'LinkedIn', true],
      ['whatsapp', 'WhatsApp', true],
      ['email', 'Email', false],
    ]));

  it.each([
    [
      'facebook',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcarzone.com.au%2Fcars%2Fkia-rio',
    ],
    [
      'x',
      'https://x.com/intent/tweet?url=https%3A%2F%2Fcarzone.com.au%2Fcars%2Fkia-rio&text=2021%20Kia%20Rio%20S%20%26%20more',
    ],
    [
      'linkedin',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fcarzone.com.au%2Fcars%2Fkia-rio',
    ],
    [
      'whatsapp',
      'https://wa.me/?text=2021%20Kia%20Rio%20S%20%26%20more%20https%3A%2F%2Fcarzone.com.au%2Fcars%2Fkia-rio',
    ],
    // Spaces as %20: mail clients show a '+' literally.
    [
      'email',
      'mailto:?subject=2021%20Kia%20Rio%20S%20%26%20more&body=https%3A%2F%2Fcarzone.com.au%2Fcars%2Fkia-rio',
    ],
  ])('%s → %s', (network, expected) => expect(href(network)).toBe(expected));
});

describe('popupFeatures', () => {
  it.each([
    ['a 1440 × 900 window at the origin', { left: 0, top: 0, width: 1440, height: 900 }, 'left=445,top=250'],
    ['a window moved to (100, 50)', { left: 100, top: 50, width: 1200, height: 800 }, 'left=425,top=250'],
    ['a second screen to the left', { left: -1440, top: 0, width: 1440, height: 900 }, 'left=-995,top=250'],
    ['a window exactly the popup’s size', { left: 20, top: 30, width: 550, height: 400 }, 'left=20,top=30'],
    [
      'a phone-sized window, narrower than the popup',
      { left: 0, top: 0, width: 375, height: 667 },
      'left=0,top=134',
    ],
  ])('%s', (_, frame, position) => expect(popupFeatures(frame)).toBe(`width=550,height=400,${position}`));

  it('uses the spec’s 550 × 400 by default and any other size when asked', () => {
    expect(popupFeatures({ left: 0, top: 0, width: 1000, height: 1000 }, { width: 600, height: 500 })).toBe(
      'width=600,height=500,left=200,top=250',
    );
  });
});

describe('print and PDF paths', () => {
  it.each([
    [printHref('2021-kia-rio-s-t1'), '/print?car_id=2021-kia-rio-s-t1'],
    [printHref('a b&c'), '/print?car_id=a%20b%26c'],
    [carPdfPath('2021-kia-rio-s-t1'), '/api/cars/2021-kia-rio-s-t1/pdf'],
    [carPdfPath('a/b'), '/api/cars/a%2Fb/pdf'],
    [pdfFilename('2021-kia-rio-s-t1'), '2021-kia-rio-s-t1.pdf'],
    [pdfFilename('a"b\r\nc'), 'a-b--c.pdf'],
    [pdfContentDisposition('2021-kia-rio-s-t1'), 'attachment; filename="2021-kia-rio-s-t1.pdf"'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('pdfErrorMessage', () => {
  it.each([
    [{ error: 'Car not found' }, 'Car not found'],
    [{ error: '  Car not found ' }, 'Car not found'],
    [{ error: '' }, PDF_ERROR_FALLBACK],
    [{ error: 42 }, PDF_ERROR_FALLBACK],
    [{ message: 'nope' }, PDF_ERROR_FALLBACK],
    [null, PDF_ERROR_FALLBACK],
    ['<html>Bad gateway</html>', PDF_ERROR_FALLBACK],
  ])('%j → %s', (body, expected) => expect(pdfErrorMessage(body)).toBe(expected));
});

describe('pdfText', () => {
  it.each([
    ['Great car 🚗 – must see', 'Great car – must see'],
    ['“Quoted” ‘single’ … • € ™', '“Quoted” ‘single’ … • € ™'],
    ['Café Überführung ½', 'Café Überführung ½'],
    ['tab\there', 'tab here'],
    ['line one\nline two', 'line one\nline two'],
    ['汽车 car → here', 'car here'],
    ['bell\u0007 and \u200bzero width', 'bell and zero width'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(pdfText(input)).toBe(expected));
});

describe('sheetComments', () => {
  const forty = Array.from({ length: 40 }, (_, i) => `Line ${i}.`).join('\n');
  it.each([
    ['one line', 'one line'],
    ['a\n\n\nb\r\n  c  ', 'a\nb\nc'],
    [forty, forty], // every line kept, none run together
  ])('%j → %j', (text, expected) => expect(sheetComments(text)).toBe(expected));
});

describe('carSheet', () => {
  type Car = typeof cars.$inferSelect;
  const baseCar = {
    slug: '2021-toyota-rav4-gx-t1',
    stocknum: 'T1',
    vin: 'JTMW1RFV10D000001',
    name: '2021 Toyota RAV4 GX',
    badge: 'GX',
    series: 'MXAA52R',
    itemType: 'car',
    carType: 'used',
    km: 45210,
    price: 34990,
    beforePrice: null,
    offerPrice: null,
    subscriptionPrice: null,
    priceType: 'Drive Away',
    preorder: false,
    simpleBody: 'SUV',
    trans: null,
    simpleTransmission: 'Automatic',
    fuel: null,
    simpleFuel: 'Petrol',
    drive: null,
    simpleDrive: 'AWD',
    engineSize: null,
    engineSizeLitres: 2,
    seats: 5,
    doors: 5,
    colour: 'White',
    interiorColour: null,
    regplate: null,
    regoExpiry: null,
    buildDate: null,
    complianceDate: null,
    gearnum: 8,
    bodyconfiguration: null,
    variant: { cylinders: 4, induction: 'Aspirated' },
    caravanSpecs: null,
    images: [{ image: '/media/cars/suv-white-2.webp', thumb: '/media/cars/suv-white-2.webp' }],
    primaryImageUrl: '/media/cars/suv-white-1.webp',
    standardEquipment: ['Reversing camera', 'null', 'Apple CarPlay'],
    dealercomments: 'One owner.',
  } as unknown as Car;
  const location = {
    name: 'Coastal Toyota Tingalpa',
    street: '1 Wynnum Road',
    city: 'Tingalpa',
    state: 'QLD',
    postcode: '4173',
    phone: '07 3000 0001',
  } as typeof locations.$inferSelect;
  const config = {
    name: 'Coastal Toyota',
    phones: { sales: '07 3000 0000' },
    copy: { noPriceText: 'Enquire for price.' },
    features: { offersSubscription: false },
    defaultState: 'qld',
    carPage: { dealerDelivery: 0 },
  } as Parameters<typeof carSheet>[1];
  const options = {
    url: 'https://coastaltoyota.com.au/cars/2021-toyota-rav4-gx-t1',
    now: new Date('2026-05-04T02:00:00Z'),
  };
  const sheet = (car: Partial<Car> = {}, loc: typeof location | null = location) =>
    carSheet(
      { car: { ...baseCar, ...car }, dealership: { name: 'Coastal Toyota' }, location: loc },
      config,
      options,
    );

  it('takes the title, price, URL and printed date', () => {
    const s = sheet();
    expect(s).toMatchObject({
      siteName: 'Coastal Toyota',
      title: '2021 Toyota RAV4 GX',
      url: options.url,
      generated: '04/05/2026',
      comments: 'One owner.',
      features: ['Reversing camera', 'Apple CarPlay'],
    });
    expect(sheetPriceText(s.price)).toBe('$34,990');
    expect(s.price.priceType).toBe('Drive Away');
    expect(s.driveAway).toBeNull();
  });

  it('carries the drive-away estimate in the site state where the price excludes on-road costs', () => {
    const s = sheet({ price: 30_000, priceType: 'Excl. Government Charges', simpleFuel: 'Petrol' });
    expect(s.driveAway).toEqual({
      line: 'Est. drive-away $31,626 (QLD)',
      basis: 'Price + stamp duty + registration + CTP, rates as at 1 July 2025',
    });
  });

  // 13:30 UTC on 4 January 2026 is the 4th in Brisbane and Perth, already the 5th in Sydney (UTC+11).
  it.each([
    ['a Queensland car', location, '04/01/2026'],
    ['a NSW car', { ...location, state: 'NSW' }, '05/01/2026'],
    [
      'a car whose location overrides its zone',
      { ...location, state: 'NSW', timeZone: 'Australia/Perth' },
      '04/01/2026',
    ],
    ['a car with no location (Brisbane)', null, '04/01/2026'],
  ])('dates the sheet dd/MM/yyyy where the car is: %s', (_, loc, generated) => {
    const s = carSheet({ car: baseCar, dealership: { name: 'Coastal Toyota' }, location: loc }, config, {
      ...options,
      now: new Date('2026-01-04T13:30:00Z'),
    });
    expect(s.generated).toBe(generated);
  });

  it('shows the badge and series only where the name does not already say them', () => {
    expect(sheet().subtitle).toBe('MXAA52R');
    expect(sheet({ badge: 'Cruiser', series: null }).subtitle).toBe('Cruiser');
    expect(sheet({ badge: 'GX', series: '  ' }).subtitle).toBeNull();
  });

  it('puts stock number and VIN first in the key information', () =>
    expect(sheet().keyLines.slice(0, 3)).toEqual([
      { label: 'Stock Number', value: 'T1' },
      { label: 'VIN', value: 'JTMW1RFV10D000001' },
      { label: 'Odometer', value: '45,210 km' },
    ]));

  it('uses the site’s no-price text for a car without a price', () => {
    const s = sheet({ price: 0 });
    expect(sheetPriceText(s.price)).toBe('Enquire for price.');
    expect(s.price.priceType).toBeNull();
  });

  it.each([
    ['the primary image', {}, '/media/cars/suv-white-1.webp'],
    ['else the first image', { primaryImageUrl: null }, '/media/cars/suv-white-2.webp'],
    ['no external images', { primaryImageUrl: 'https://cdn.example.com/a.jpg' }, null],
    ['none without images', { primaryImageUrl: null, images: [] }, null],
  ])('photo: %s', (_, car, expected) => expect(sheet(car as Partial<Car>).photo).toBe(expected));

  it('leaves out pending comments and prints long ones whole, without an ellipsis', () => {
    expect(sheet({ dealercomments: ' --- ' }).comments).toBeNull();
    expect(sheet({ dealercomments: 'x'.repeat(400) }).comments).toBe('x'.repeat(400));
    expect(sheet({ dealercomments: 'x'.repeat(401) }).comments).toBe('x'.repeat(401));
    expect(sheet({ dealercomments: 'y'.repeat(5000) }).comments).toBe('y'.repeat(5000));
  });

  it.each([0, 18, 19, 60])('prints every one of %i features', (count) => {
    const many = Array.from({ length: count }, (_, i) => `Feature ${i}`);
    expect(sheet({ standardEquipment: many }).features).toEqual(many);
  });

  it('prints every specification line and every key information line', () => {
    const variant = {
      cylinders: 4,
      enginesize_litres: 2.5,
      induction: 'Turbo',
      geartype: 'Automatic',
      fuelconsumptioncombined: 6.8,
      fuelcapacity: 60,
      grossvehiclemass: 2200,
      vehiclelength: 4600,
      vehicleheight: 1700,
      vehiclewidth: 1850,
      towingcapacitybraked: 1500,
      bodyconfiguration: 'Wagon',
      torque: 250,
      ancaprating: 5,
    };
    const s = sheet({
      variant,
      colour: 'White',
      interiorColour: 'Black',
      regplate: 'ABC123',
    } as Partial<Car>);
    expect(s.specLines).toHaveLength(15);
    expect(s.keyLines.map((l) => l.label)).toContain('Rego');
    expect(s.keyLines.length).toBeGreaterThan(12);
  });

  it('uses the variant’s specs for cars and the caravan’s own for caravans, without car fields', () => {
    expect(sheet().specLines.map((l) => l.label)).toEqual(['Cylinders', 'Engine Size', 'Induction', 'Gears']);
    const caravan = sheet({
      itemType: 'caravan',
      km: 0,
      doors: 1,
      caravanSpecs: { sleeps: 4, axle_type: 'Tandem' },
    });
    expect(caravan.specLines).toEqual([
      { label: 'Sleeps', value: '4' },
      { label: 'Axle Type', value: 'Tandem' },
    ]);
    for (const label of ['Odometer', 'Transmission', 'Doors', 'Seats', 'Engine', 'Fuel Type', 'Drive Type']) {
      expect(caravan.keyLines.map((l) => l.label)).not.toContain(label);
    }
  });

  it('names the location with its address and phone, else the dealership and the site’s sales line', () => {
    expect(sheet().dealer).toEqual({
      name: 'Coastal Toyota Tingalpa',
      address: '1 Wynnum Road, Tingalpa QLD 4173',
      phone: '07 3000 0001',
    });
    expect(sheet({}, { ...location, phone: ' ' }).dealer.phone).toBe('07 3000 0000');
    expect(sheet({}, null).dealer).toEqual({ name: 'Coastal Toyota', address: null, phone: '07 3000 0000' });
  });
});

describe('share (AF §4, §9)', () => {
  it('toast', () =>
    expect(copiedToast('2021 Toyota RAV4 GX')).toBe('Copied 2021 Toyota RAV4 GX to your clipboard!'));
  it.each([
    ['https://cars.example.com.au', 'https://cars.example.com.au/cars/x'],
    ['https://cars.example.com.au/', 'https://cars.example.com.au/cars/x'],
  ])('share URL from %s', (origin, url) => expect(carShareUrl(origin, 'x')).toBe(url));
});
