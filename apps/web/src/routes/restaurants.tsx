import { RestaurantsScreen } from './restaurants-screen.tsx';

/** booking-funnel.md §2, `restaurants`: the restaurant list for the whole visit. */
export default function RestaurantsRoute() {
  return <RestaurantsScreen meal={null} />;
}
