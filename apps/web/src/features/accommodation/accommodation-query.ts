import type { RoomDistribution } from '@sesame/domain/accommodation/distribution';
import type { BookedRoom, Group } from '@sesame/domain/booking/booking';
import { COMPLETION_HEADER } from '@sesame/domain/completion/completion-header';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type {
  ListedStayFieldsFragment,
  StayContentFieldsFragment,
  StaySolutionsFieldsFragment,
} from '../../lib/generated/graphql.ts';
import { queryOptions, skipToken } from '../../lib/query/index.ts';
import { assignRooms, type HotelRoomType } from './assign-rooms.ts';
import { firstLevelWithResults } from './distribution-levels.ts';
import { type NightPrice, nightPrices } from './night-prices.ts';
import {
  findStay,
  type StaySearchHeaders,
  type StaySearchVariables,
  searchStays,
} from './stay-documents.ts';

/** Which hotels a search asks for: the park's own or the others. */
export type HotelKind = 'park' | 'other';

export interface StaySearch {
  language: Language;
  group: Pick<Group, 'adults' | 'children' | 'babies'>;
  startDate: string;
  /** The visit's days; the stay's nights are one fewer, or a package's own (the server's). */
  duration: number;
  orderId: string | null;
  /**
   * Completion mode: the completion order the search is for, sent as the partner header
   * (`X-Completion-Order`, docs/spec-readings.md) so that the server searches the paid visit's
   * stay and counts the completion's held rooms as free; null in the funnel.
   */
  completionOrderId: string | null;
  /** The package offer's code in package mode (booking-funnel.md §7 packages). */
  packageCode: string | null;
  /** The distribution levels to try, in order (booking-funnel.md §7, up to three). */
  levels: readonly (readonly RoomDistribution[])[];
}

/** A hotel of the list; in a package, with the group's package tickets (catalogue.md §7.2). */
export interface ListedStay {
  accommodation: ListedStayFieldsFragment;
  packageTicketPrice: Cents | null;
}

/** One room solution of a hotel, each room with who sleeps in it. */
export interface StaySolution {
  index: number;
  /** Every room, every night, breakfast aside. */
  price: Cents;
  breakfastPrice: Cents;
  breakfastIncluded: boolean;
  /** Each night's rooms, breakfast aside. */
  nightPrices: NightPrice[];
  /** Whether some of its room kinds have their last places (booking-funnel.md §3 lastPlaces). */
  lastPlaces: boolean;
  rooms: BookedRoom[];
}

/** A hotel's page: its content and its solutions for the distribution that found them. */
export interface StayDetail {
  content: StayContentFieldsFragment;
  solutions: StaySolution[];
  packageTicketPrice: Cents | null;
}

/** The variables of a search with one distribution (and, for one hotel, its code). */
function variablesOf<TCode extends string | null>(
  params: StaySearch,
  internal: boolean,
  distribution: readonly RoomDistribution[],
  code: TCode,
): StaySearchVariables<TCode> {
  return {
    startDate: params.startDate,
    duration: params.duration,
    language: params.language,
    adults: params.group.adults,
    children: params.group.children,
    babies: params.group.babies,
    orderId: params.orderId,
    internal,
    code,
    distribution: distribution.map(({ adults, children, ages }) => ({
      adults,
      children,
      ages: [...ages],
    })),
    prepackage: params.packageCode
      ? { id: params.packageCode, startDate: params.startDate, duration: params.duration }
      : null,
  };
}

/** booking-funnel.md §7: in completion mode a partner header is sent on accommodation search. */
function headersOf(params: StaySearch): StaySearchHeaders {
  return params.completionOrderId ? { [COMPLETION_HEADER]: params.completionOrderId } : {};
}

/**
 * booking-funnel.md §7 accommodation (or packages in package mode): the park hotels or the other
 * accommodations for the stay, each kind its own query with its own loading state (§3). The
 * distribution levels are tried in order until one gives results; with none, the list is empty.
 * `internal` asks for park hotels too: the park's list keeps only its own.
 */
export function staysQuery(params: StaySearch | null, kind: HotelKind) {
  return queryOptions({
    queryKey: ['accommodation', kind, params],
    queryFn: params
      ? ({ signal }) =>
          firstLevelWithResults(params.levels, async (distribution) => {
            const found = await searchStays(
              variablesOf(params, kind === 'park', distribution, null),
              signal,
              headersOf(params),
            );
            return found.filter(
              ({ accommodation }) =>
                (accommodation.providerType === 'INTERNE') === (kind === 'park'),
            );
          })
      : skipToken,
    retry: false,
  });
}

/**
 * booking-funnel.md §7 accommodation with `code` (in package mode, its package): one hotel's
 * content and solutions for the first level that has any, each room given to who sleeps in it.
 */
export function stayQuery(params: StaySearch | null, code: string) {
  return queryOptions({
    queryKey: ['accommodation', 'one', code, params],
    queryFn: params
      ? async ({ signal }): Promise<StayDetail | null> => {
          const [found] = await firstLevelWithResults(params.levels, async (distribution) => {
            const stay = await findStay(
              variablesOf(params, true, distribution, code),
              signal,
              headersOf(params),
            );
            return stay ? [{ ...stay, distribution }] : [];
          });
          if (!found) return null;
          const { accommodation, packageTicketPrice, distribution } = found;
          return {
            content: accommodation,
            solutions: solutionsOf(accommodation, accommodation.roomTypes, distribution),
            packageTicketPrice,
          };
        }
      : skipToken,
    retry: false,
  });
}

function solutionsOf(
  found: StaySolutionsFieldsFragment,
  roomTypes: readonly HotelRoomType[],
  distribution: readonly RoomDistribution[],
): StaySolution[] {
  return found.rooms.flatMap((room) => {
    const rooms = assignRooms(room.solution, roomTypes, distribution);
    if (!rooms) return [];
    return [
      {
        index: room.index,
        price: cents(room.price),
        breakfastPrice: cents(room.breakfastPrice),
        breakfastIncluded: room.breakfastIncluded,
        nightPrices: nightPrices(room.priceLines),
        lastPlaces: room.solution.some((kind) => kind.lastPlaces),
        rooms,
      },
    ];
  });
}
