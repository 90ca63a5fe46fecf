import type {
  AccommodationFilters,
  AccommodationSort,
} from '@sesame/domain/accommodation/accommodation-list';
import type { RoomDistribution } from '@sesame/domain/accommodation/distribution';
import type { Group } from '@sesame/domain/booking/booking';
import { createStore } from '../../lib/store.ts';

/** booking-funnel.md §3: no filter chosen, every accommodation shown. */
export const NO_FILTERS: AccommodationFilters = {};

type GroupSize = Pick<Group, 'adults' | 'children' | 'babies'>;

/** The visitor's own distribution, for the group it places (another group makes it void). */
interface ChosenDistribution {
  group: GroupSize;
  rooms: RoomDistribution[];
}

interface AccommodationState {
  /** Set on the distribution page; until then the search tries the levels of §9. */
  chosen: ChosenDistribution | null;
  filters: AccommodationFilters;
  sort: AccommodationSort;
  setDistribution: (group: GroupSize, rooms: RoomDistribution[]) => void;
  setFilters: (filters: AccommodationFilters) => void;
  setSort: (sort: AccommodationSort) => void;
  resetFilters: () => void;
}

/**
 * booking-funnel.md §3, accommodation state: the filters, the sorting and the distribution the
 * visitor chose, kept in sessionStorage with the booking so that a reload keeps them. The lists
 * and their loading flags are the accommodation queries' own state.
 */
export const useAccommodationStore = createStore<AccommodationState>(
  (set) => ({
    chosen: null,
    filters: NO_FILTERS,
    sort: 'price',
    setDistribution: (group, rooms) =>
      set({
        chosen: {
          group: { adults: group.adults, children: group.children, babies: group.babies },
          rooms,
        },
      }),
    setFilters: (filters) => set({ filters }),
    setSort: (sort) => set({ sort }),
    resetFilters: () => set({ filters: NO_FILTERS }),
  }),
  { key: 'sesame.accommodation', version: 1 },
);

/** The visitor's distribution when it places this group, else null. */
export function chosenRoomsFor(
  chosen: ChosenDistribution | null,
  group: GroupSize,
): RoomDistribution[] | null {
  if (!chosen) return null;
  const same =
    chosen.group.adults === group.adults &&
    chosen.group.children === group.children &&
    chosen.group.babies === group.babies;
  return same ? chosen.rooms : null;
}
