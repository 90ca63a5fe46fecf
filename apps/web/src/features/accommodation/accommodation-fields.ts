/**
 * The fields each page reads of an accommodation (accommodation.graphql). The contract nests
 * lists four deep (hotels, solutions, room kinds, nights); the server counts every list as ten
 * items (graphql/limits.ts), so the list asks only for its cards (the hotel's `lastPlaces`, not
 * its solutions'), and the hotel's page, one hotel (`accommodationDetail`), for its content and
 * its solutions with their room kinds and price lines.
 */
export const LISTED_STAY_FRAGMENT = `
  fragment ListedStayFields on Accommodation {
    code title price nights startDate providerType distance travelMinutes hotelType stars brief
    lastPlaces
    media { src alt width height }
    mainServices { code title }
    secondaryServices { code title }
  }
`;

export const STAY_CONTENT_FRAGMENT = `
  fragment StayContentFields on Accommodation {
    code title nights startDate description brief providerType distance travelMinutes hotelType
    stars checkInTime checkOutTime
    hotelPhotos { src alt width height }
    reviews { date content userName rating }
    mainServices { code title }
    secondaryServices { code title }
    roomTypes {
      roomTypeCode title maxOccupancy numberMaxOfAdults numberMinOfAdults numberMaxOfChildren cot
    }
  }
`;

/**
 * The price lines are asked of each solution (AccommodationRoom's flattened list), not of each of
 * its room kinds: nested there they would make the document five deep, over half the depth limit.
 */
export const STAY_SOLUTIONS_FRAGMENT = `
  fragment StaySolutionsFields on Accommodation {
    rooms {
      index price breakfastPrice breakfastIncluded
      solution { roomTypeCode quantity lastPlaces }
      priceLines { date priceRoom quantity }
    }
  }
`;
