// The fields of a car a person edits in the console, most also written by the feed: a person may lock one
// so the next import keeps their value (the import reads the locks, the console writes them). An offer's
// dates are a person's alone.

export const EDITABLE = [
  'price',
  'beforePrice',
  'offerPrice',
  'offerFrom',
  'offerTo',
  'priceType',
  'dealercomments',
  'tag',
  'status',
  'reserved',
  'showOnDealerWebsite',
  'checkoutEnabled',
  'testDriveEnabled',
  'tradeInAllowed',
  'standardEquipment',
] as const;
export type EditableField = (typeof EDITABLE)[number];

export type CarEdit = {
  price: number;
  beforePrice: number | null;
  /** The offer's price: the live one, or a dated one waiting for (or in) its window. */
  offerPrice: number | null;
  /** The dated offer's first and last days (YYYY-MM-DD) on the car's location's clock; both or neither. */
  offerFrom: string | null;
  offerTo: string | null;
  priceType: string | null;
  dealercomments: string | null;
  tag: string | null;
  status: 'in_stock' | 'coming_soon' | 'sold';
  reserved: boolean;
  showOnDealerWebsite: boolean;
  checkoutEnabled: boolean;
  testDriveEnabled: boolean;
  tradeInAllowed: boolean;
  standardEquipment: string[];
};

/** What a person may lock against the feed: the fields they edit, and the photos they arrange. */
export const LOCKABLE = [...EDITABLE, 'images'] as const;
export type LockableField = (typeof LOCKABLE)[number];
