import type { Group } from '@sesame/domain/booking/booking';
import { DEFAULT_GROUP } from '@sesame/domain/booking/default-booking';
import { MAX_PER_AGE_BAND } from '@sesame/domain/validation/limits';

/** docs/spec-readings.md: `?group=N` is N adults, the rest of the group at its defaults. */
export function groupFromQuery(value: string | null): Group | null {
  const size = Number(value);
  if (value === null || !Number.isInteger(size) || size < 1 || size > MAX_PER_AGE_BAND) return null;
  return { ...DEFAULT_GROUP, adults: size };
}
