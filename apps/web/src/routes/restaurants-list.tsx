import { isMealType } from '../features/restaurants/restaurants-query.ts';
import { Navigate, useParams } from '../lib/router.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { paths } from '../paths.ts';
import { RestaurantsScreen } from './restaurants-screen.tsx';

/**
 * booking-funnel.md §2, `restaurants/{date}/{type}`: the restaurant list for a day of the visit
 * and a meal type, lunch or dinner; any other type is the whole visit's list.
 */
export default function RestaurantsListRoute() {
  const { date, type } = useParams();
  const language = useLanguage();
  if (!date || !isMealType(type)) return <Navigate to={paths.restaurants(language)} replace />;
  return <RestaurantsScreen key={`${date}-${type}`} meal={{ date, mealType: type }} />;
}
