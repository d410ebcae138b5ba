import { AppError } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { saveRequestLocation } from './quote-request.repository.ts';

/** Nigeria's bounding box, with a small margin (about 10 km) for a phone's error near the border. */
export const NIGERIA_BOUNDS = { south: 4.2, north: 13.95, west: 2.6, east: 14.75 } as const;

export const outsideNigeria =
  'That location is outside Nigeria. Share it from the house where the system will be installed.';

export interface RequestLocation {
  quoteRequestId: number;
  latitude: number;
  longitude: number;
  accuracy?: number | null | undefined;
}

/**
 * Quote/UpdateQuoteRequestLocationData: the customer shares the house's location from their phone during the selfie
 * check (issue 21), with their permission; staff and the engineer find the house by it. A point outside Nigeria is
 * refused: the system is installed at a Nigerian address.
 */
export async function saveLocation(deps: AppDeps, user: AppUserRow, input: RequestLocation): Promise<void> {
  const { latitude, longitude } = input;
  const b = NIGERIA_BOUNDS;
  if (!(latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east))
    throw new AppError('BAD_REQUEST', outsideNigeria);
  const saved = await saveRequestLocation(deps.db, user.id, input.quoteRequestId, {
    latitude,
    longitude,
    accuracyM: input.accuracy ?? null,
    at: deps.clock.now(),
  });
  if (!saved) throw new AppError('NOT_FOUND', 'You have no quote request with that id.');
}
