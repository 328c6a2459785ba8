import { z } from 'zod';
import { dbId } from '@/lib/visitor-input';
import { BULK_MAX_AMOUNT, BULK_MAX_CARS, BULK_MAX_PERCENT } from '../stock/bulk-rules';

// The bulk stock change's request bodies (README, API): the action, and the cars to preview or to change
// as the preview read them.

const PERCENT_MESSAGE = `Enter a percentage from −${BULK_MAX_PERCENT} to ${BULK_MAX_PERCENT}, to two decimal places.`;
const AMOUNT_MESSAGE = `Enter whole dollars from −${BULK_MAX_AMOUNT.toLocaleString('en-AU')} to ${BULK_MAX_AMOUNT.toLocaleString('en-AU')}.`;

const PriceAction = z
  .strictObject({
    kind: z.literal('price'),
    by: z.enum(['amount', 'percent'], 'Choose dollars or a percentage.'),
    change: z.number('Enter the change as a number.').refine((n) => n !== 0, 'Enter a change other than 0.'),
  })
  .superRefine((action, context) => {
    const { by, change } = action;
    const fits =
      by === 'percent'
        ? Math.abs(change) <= BULK_MAX_PERCENT && Number.isInteger(Math.round(change * 100 * 1e6) / 1e6)
        : Number.isInteger(change) && Math.abs(change) <= BULK_MAX_AMOUNT;
    if (!fits)
      context.addIssue({
        code: 'custom',
        path: ['change'],
        message: by === 'percent' ? PERCENT_MESSAGE : AMOUNT_MESSAGE,
      });
  });

export const BulkActionSchema = z.discriminatedUnion(
  'kind',
  [PriceAction, z.strictObject({ kind: z.literal('sold') }), z.strictObject({ kind: z.literal('withdraw') })],
  'Choose what to do to the cars.',
);

const carList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, 'Choose at least one car.')
    .max(BULK_MAX_CARS, `Choose up to ${BULK_MAX_CARS} cars at once.`);

export const BulkPreviewRequest = z.strictObject({
  action: BulkActionSchema,
  cars: carList(dbId()).refine((ids) => new Set(ids).size === ids.length, 'Name each car once.'),
});

export const BulkApplyRequest = z.strictObject({
  action: BulkActionSchema,
  cars: carList(z.strictObject({ id: dbId(), seen: z.iso.datetime({ offset: true }) })).refine(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    'Name each car once.',
  ),
});
