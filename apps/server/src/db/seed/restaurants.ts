import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { RestaurantRules } from '@sesame/domain/restaurants/restaurant-rules';
import type { Database } from '../client.ts';
import {
  restaurantMenus,
  restaurantSettings,
  restaurants,
  restaurantTags,
} from '../schema/restaurants.ts';
import { spanishMenus } from './restaurant-menus-es.ts';
import { frenchMenus } from './restaurant-menus-fr.ts';
import { seededTags } from './restaurant-tags.ts';

type Texts = Record<Language, string>;
type Kind = 'show' | 'buffet' | 'tableService' | 'quickService';

interface SeededRestaurant {
  platform: PlatformCode;
  code: string;
  kind: Kind;
  names: Texts;
  texts: Texts;
  conditions: Texts;
  photoAlt: Texts;
  foodTags: string[];
  serviceTags: string[];
}

/** booking-funnel.md §9: the values the spec leaves to configuration, per platform. */
export const seededRestaurantRules: Record<PlatformCode, RestaurantRules> = {
  // 3 days; the French lunches end by 14:30 and the dinners start at 18:30.
  fr: { bookingHoursInAdvance: 72, dinnerThreshold: '17:00', hideZeroPriceMenus: false },
  // The Spanish lunches run until 16:30; the free baby menu is not listed there.
  es: { bookingHoursInAdvance: 72, dinnerThreshold: '17:30', hideZeroPriceMenus: true },
};

const ARRIVE = {
  fr: 'Présentez-vous 10 minutes avant l’heure réservée. Les enfants de moins de 3 ans mangent gratuitement et ne prennent pas de couvert.',
  en: 'Please arrive 10 minutes before your booked time. Children under 3 eat free and take no cover.',
  es: 'Llegue 10 minutos antes de la hora reservada. Los menores de 3 años comen gratis y no ocupan cubierto.',
};
const withArrival = (texts: Texts): Texts => ({
  fr: `${texts.fr} ${ARRIVE.fr}`,
  en: `${texts.en} ${ARRIVE.en}`,
  es: `${texts.es} ${ARRIVE.es}`,
});

/** catalogue.md §7.7: the five restaurants, in the order the lists show them. */
const seededRestaurants: SeededRestaurant[] = [
  {
    platform: 'fr',
    code: 'R-FR-BAN',
    kind: 'show',
    names: {
      fr: 'Le Banquet des Bardes',
      en: 'The Bards’ Banquet',
      es: 'El Banquete de los Bardos',
    },
    texts: {
      fr: 'Un festin celte au son des harpes et des cornemuses : les bardes content les légendes de la forêt pendant que l’on sert à grandes tablées.',
      en: 'A Celtic feast to the sound of harps and bagpipes: the bards tell the legends of the forest while the meal is served at long tables.',
      es: 'Un festín celta al son de arpas y gaitas: los bardos cuentan las leyendas del bosque mientras se sirve en grandes mesas.',
    },
    conditions: withArrival({
      fr: 'Spectacle de 45 minutes pendant le repas. Entrée, plat, dessert et une boisson compris.',
      en: 'A 45-minute show during the meal. Starter, main course, dessert and one drink included.',
      es: 'Espectáculo de 45 minutos durante la comida. Entrante, plato principal, postre y una bebida incluidos.',
    }),
    photoAlt: {
      fr: 'Longues tables de bois sous une charpente éclairée aux chandelles, des bardes jouant de la harpe.',
      en: 'Long wooden tables under candle-lit beams, bards playing the harp.',
      es: 'Largas mesas de madera bajo vigas iluminadas con velas, bardos tocando el arpa.',
    },
    foodTags: ['regional', 'children-menu'],
    serviceTags: ['show', 'table-service', 'accessible', 'high-chairs'],
  },
  {
    platform: 'fr',
    code: 'R-FR-ROT',
    kind: 'buffet',
    names: {
      fr: 'La Rôtisserie du Connétable',
      en: 'The Constable’s Rotisserie',
      es: 'El Asador del Condestable',
    },
    texts: {
      fr: 'Sous la charpente de la grande halle, les broches tournent devant l’âtre : viandes rôties découpées devant vous, salades et desserts à volonté.',
      en: 'Under the timbers of the great hall the spits turn before the hearth: roasts carved in front of you, salads and desserts, all you can eat.',
      es: 'Bajo la armadura del gran salón giran los espetones ante el hogar: asados trinchados ante usted, ensaladas y postres a voluntad.',
    },
    conditions: withArrival({
      fr: 'Buffet à volonté pendant 1 h 15. Eau comprise, autres boissons en supplément.',
      en: 'All-you-can-eat buffet for 1 hour 15 minutes. Water included, other drinks extra.',
      es: 'Bufé libre durante 1 h 15 min. Agua incluida, otras bebidas aparte.',
    }),
    photoAlt: {
      fr: 'Un cuisinier découpe un rôti à la broche devant une grande cheminée.',
      en: 'A cook carves a spit roast in front of a great fireplace.',
      es: 'Un cocinero trincha un asado al espetón ante una gran chimenea.',
    },
    foodTags: ['grill', 'vegetarian', 'children-menu'],
    serviceTags: ['buffet', 'accessible', 'high-chairs', 'air-conditioned'],
  },
  {
    platform: 'fr',
    code: 'R-FR-BIS',
    kind: 'tableService',
    names: {
      fr: 'Le Bistrot de la Belle Époque',
      en: 'The Belle Époque Bistro',
      es: 'El Bistró de la Belle Époque',
    },
    texts: {
      fr: 'Banquettes de velours, miroirs et nappes blanches : une cuisine de bistrot servie à table, comme à Paris en 1900.',
      en: 'Velvet benches, mirrors and white tablecloths: bistro cooking served at the table, as in Paris in 1900.',
      es: 'Banquetas de terciopelo, espejos y manteles blancos: cocina de bistró servida en mesa, como en el París de 1900.',
    },
    conditions: withArrival({
      fr: 'Service à table. Boissons en supplément.',
      en: 'Table service. Drinks extra.',
      es: 'Servicio en mesa. Bebidas aparte.',
    }),
    photoAlt: {
      fr: 'Une salle de bistrot aux banquettes rouges et aux grands miroirs dorés.',
      en: 'A bistro room with red benches and tall gilded mirrors.',
      es: 'Un salón de bistró con banquetas rojas y grandes espejos dorados.',
    },
    foodTags: ['regional', 'vegetarian', 'children-menu'],
    serviceTags: ['table-service', 'terrace', 'accessible', 'high-chairs'],
  },
  {
    platform: 'es',
    code: 'R-ES-PAT',
    kind: 'show',
    names: {
      fr: 'Le Patio aux Mille Lampes',
      en: 'The Patio of a Thousand Lamps',
      es: 'El Patio de las Mil Lámparas',
    },
    texts: {
      fr: 'Sous mille lampes de cuivre, un repas-spectacle aux parfums d’al-Andalus, entre musique, danse et fontaines.',
      en: 'Under a thousand copper lamps, a dinner show with the flavours of al-Andalus, with music, dance and fountains.',
      es: 'Bajo mil lámparas de cobre, una comida con espectáculo y sabores de al-Ándalus, entre música, danza y fuentes.',
    },
    conditions: withArrival({
      fr: 'Spectacle pendant le repas. Trois plats et thé à la menthe compris.',
      en: 'A show during the meal. Three courses and mint tea included.',
      es: 'Espectáculo durante la comida. Tres platos y té a la menta incluidos.',
    }),
    photoAlt: {
      fr: 'Un patio andalou éclairé de lanternes de cuivre autour d’une fontaine.',
      en: 'An Andalusian patio lit by copper lanterns around a fountain.',
      es: 'Un patio andalusí iluminado con faroles de cobre alrededor de una fuente.',
    },
    foodTags: ['andalusian', 'vegetarian', 'children-menu'],
    serviceTags: ['show', 'table-service', 'accessible', 'air-conditioned'],
  },
  {
    platform: 'es',
    code: 'R-ES-VEN',
    kind: 'quickService',
    names: { fr: 'L’Auberge du Chemin', en: 'The Wayside Inn', es: 'La Venta del Camino' },
    texts: {
      fr: 'Une auberge du chemin royal comme autrefois : sandwichs, assiettes combinées et tapas pour reprendre des forces entre deux spectacles.',
      en: 'A royal-road inn of old: sandwiches, combination plates and tapas to recharge between two shows.',
      es: 'Una venta del camino real como las de antaño: bocadillos, platos combinados y tapas para reponer fuerzas entre dos espectáculos.',
    },
    conditions: withArrival({
      fr: 'Service au comptoir. Une boisson comprise dans chaque menu.',
      en: 'Counter service. One drink included in each meal deal.',
      es: 'Servicio en barra. Una bebida incluida en cada menú.',
    }),
    photoAlt: {
      fr: 'Le comptoir d’une auberge aux murs blanchis, jambons et jarres suspendus.',
      en: 'The counter of a whitewashed inn, with hams and jars hanging.',
      es: 'La barra de una venta encalada, con jamones y tinajas colgados.',
    },
    foodTags: ['regional', 'quick', 'children-menu'],
    serviceTags: ['counter', 'terrace', 'accessible', 'high-chairs'],
  },
];

/** Where the web serves the restaurants' images (apps/web/public/static/restaurants). */
const STATIC = '/static/restaurants';

/**
 * catalogue.md §7.7: the restaurants, their menus, the tags and each platform's restaurant
 * configuration. Their sittings are stock rows, seeded with the rest of the stock.
 */
export async function seedRestaurants(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx.insert(restaurantTags).values(
    seededTags.map((tag, position) => ({
      ...tag,
      position,
      picto: `${STATIC}/pictos/${tag.code}.svg`,
    })),
  );
  await tx.insert(restaurants).values(
    seededRestaurants.map(({ photoAlt, ...restaurant }, position) => {
      const photo = `${STATIC}/${restaurant.code.toLowerCase()}.svg`;
      return {
        ...restaurant,
        position,
        photos: [{ desktop: photo, mobile: photo, alt: photoAlt, title: restaurant.names }],
      };
    }),
  );
  await tx.insert(restaurantMenus).values(
    [...frenchMenus, ...spanishMenus].map((menu, position) => {
      const { platform } = seededRestaurants.find((r) => r.code === menu.restaurantCode) ?? {};
      if (!platform) throw new Error(`A menu of no restaurant: ${menu.restaurantCode}`);
      return { ...menu, platform, position };
    }),
  );
  await tx
    .insert(restaurantSettings)
    .values(
      Object.entries(seededRestaurantRules).map(([platform, rules]) => ({ platform, ...rules })),
    );
}
