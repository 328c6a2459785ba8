import type { ComponentType } from 'react';
import type { CardSettings } from '@/search/card-settings';
import type { CardHit } from '@/search/documents';

/**
 * The controls a card shows for what other features keep (the watchlist's Save, favourites, compare): the
 * route passes them in as a client component, which the card draws in its corner and at its foot. A card
 * without them draws neither.
 */
export type CardActionsProps = { car: CardHit; settings: CardSettings; place: 'corner' | 'foot' };
export type CardActions = ComponentType<CardActionsProps>;
