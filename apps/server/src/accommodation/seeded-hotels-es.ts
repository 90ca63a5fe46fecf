import { localised, photo, type SeededHotel } from './hotel-seed.ts';

/** catalogue.md §7.6: the Spanish park hotel and partner hotel. */
export const spanishHotels: SeededHotel[] = [
  {
    platform: 'es',
    code: 'H-ES-HOS',
    provider: 'INTERNE',
    internalCode: 'HOSPEDERIA',
    stars: 4,
    distanceKm: 0,
    travelMinutes: 3,
    breakfast: { adult: 1900, child: 1000 },
    names: localised(
      'Hospedería del Siglo de Oro',
      'Hospedería del Siglo de Oro',
      'Hospedería del Siglo de Oro',
    ),
    briefs: localised(
      'Une auberge du Siècle d’or dans la rue du parc, à deux pas du spectacle.',
      'A Golden Age inn on the park’s own street, steps from the show.',
      'Una hospedería del Siglo de Oro en la calle del parque, a un paso del espectáculo.',
    ),
    texts: localised(
      'Patios fleuris, cour de comédie et chambres aux plafonds de bois peint.',
      'Flowered patios, a playhouse courtyard and rooms under painted wooden ceilings.',
      'Patios con flores, un corral de comedias y habitaciones con artesonados pintados.',
    ),
    descriptions: localised(
      'La Hospedería borde une rue du XVIIe siècle reconstituée à l’intérieur du parc. Ses chambres familiales et ses suites juniors accueillent jusqu’à cinq personnes ; un berceau est prêté pour les moins de 3 ans. Après Crónica de Fuego, vous êtes chez vous en trois minutes.',
      'The Hospedería lines a rebuilt 17th-century street inside the park. Its family rooms and junior suites sleep up to five, and a cot is lent for children under 3. After Crónica de Fuego you are home in three minutes.',
      'La Hospedería se asoma a una calle del siglo XVII reconstruida dentro del parque. Sus habitaciones familiares y junior suites alojan hasta cinco personas, y se presta una cuna para los menores de 3 años. Tras Crónica de Fuego, estás en casa en tres minutos.',
    ),
    photos: [
      photo(
        'hospederia-street.svg',
        localised(
          'La façade de la Hospedería sur la rue du Siècle d’or',
          'The Hospedería’s front on the Golden Age street',
          'La fachada de la Hospedería en la calle del Siglo de Oro',
        ),
      ),
      photo(
        'hospederia-patio.svg',
        localised(
          'Le patio fleuri et sa fontaine',
          'The flowered patio and its fountain',
          'El patio con flores y su fuente',
        ),
      ),
    ],
    mainServices: ['PARK_ACCESS', 'FAMILY_ROOMS', 'RESTAURANT', 'AIR_CONDITIONING'],
    secondaryServices: ['WIFI', 'BAR', 'LUGGAGE', 'ACCESSIBLE', 'PARKING'],
    reviews: [
      {
        date: '2026-10-11',
        userName: 'Lucía G.',
        rating: 5,
        content: 'Dormir dentro del parque es otra experiencia; el desayuno en el patio, precioso.',
      },
      {
        date: '2026-06-27',
        userName: 'Marc D.',
        rating: 4,
        content: 'Très belle chambre familiale, et le spectacle à trois minutes à pied.',
      },
    ],
    rooms: [
      {
        code: 'H-ES-HOS-DOUBLE',
        count: 80,
        maxOccupancy: 2,
        maxAdults: 2,
        maxChildren: 1,
        prices: { L: 14900, M: 16900, H: 19900 },
        names: localised('Chambre double', 'Double room', 'Habitación doble'),
        descriptions: localised(
          'Un grand lit pour 2, berceau sur demande.',
          'A double bed for 2, cot on request.',
          'Una cama doble para 2, cuna bajo petición.',
        ),
      },
      {
        code: 'H-ES-HOS-FAMILY',
        count: 30,
        maxOccupancy: 5,
        maxAdults: 4,
        maxChildren: 4,
        prices: { L: 18900, M: 21900, H: 25900 },
        names: localised('Chambre familiale', 'Family room', 'Habitación familiar'),
        descriptions: localised(
          'Un grand lit et trois couchages, jusqu’à 5 personnes dont 4 adultes.',
          'A double bed and three single beds, up to 5 people of whom 4 adults.',
          'Una cama doble y tres camas, hasta 5 personas de las cuales 4 adultos.',
        ),
      },
      {
        code: 'H-ES-HOS-JSUITE',
        count: 10,
        maxOccupancy: 5,
        maxAdults: 5,
        maxChildren: 4,
        prices: { L: 25900, M: 29900, H: 34900 },
        names: localised('Suite junior', 'Junior Suite', 'Junior Suite'),
        descriptions: localised(
          'Une chambre et un salon avec canapé-lit, jusqu’à 5 personnes.',
          'A bedroom and a lounge with a sofa bed, up to 5 people.',
          'Un dormitorio y un salón con sofá cama, hasta 5 personas.',
        ),
      },
    ],
  },
  {
    platform: 'es',
    code: 'H-ES-VEG',
    provider: 'PARTENAIRE',
    internalCode: null,
    stars: 3,
    distanceKm: 14,
    travelMinutes: 15,
    breakfast: 'included',
    names: localised(
      'Hotel Mirador de la Vega',
      'Hotel Mirador de la Vega',
      'Hotel Mirador de la Vega',
    ),
    briefs: localised(
      'Un hôtel sur les hauteurs de la vallée du Tage, à 15 minutes du parc.',
      'A hotel above the Tagus valley, 15 minutes from the park.',
      'Un hotel sobre la vega del Tajo, a 15 minutos del parque.',
    ),
    texts: localised(
      'Vue sur la vallée, piscine en été et petit-déjeuner compris.',
      'Valley views, a summer pool and breakfast included.',
      'Vistas a la vega, piscina en verano y desayuno incluido.',
    ),
    descriptions: localised(
      'Le Mirador de la Vega domine les champs du Tage. Chambres doubles, triples et familiales pour 4, toutes climatisées, petit-déjeuner compris. À 14 km du parc, parking gratuit.',
      'The Mirador de la Vega looks over the Tagus fields. Double, triple and family rooms for 4, all air-conditioned, breakfast included. 14 km from the park, with free parking.',
      'El Mirador de la Vega domina los campos del Tajo. Habitaciones dobles, triples y familiares para 4, todas con aire acondicionado y desayuno incluido. A 14 km del parque, con aparcamiento gratuito.',
    ),
    photos: [
      photo(
        'vega-view.svg',
        localised(
          'L’hôtel et la vallée du Tage au crépuscule',
          'The hotel and the Tagus valley at dusk',
          'El hotel y la vega del Tajo al anochecer',
        ),
      ),
      photo(
        'vega-pool.svg',
        localised(
          'La piscine face à la vallée',
          'The pool facing the valley',
          'La piscina frente a la vega',
        ),
      ),
    ],
    mainServices: ['BREAKFAST_INCLUDED', 'POOL', 'PARKING', 'AIR_CONDITIONING'],
    secondaryServices: ['WIFI', 'GARDEN', 'EV_CHARGING'],
    reviews: [
      {
        date: '2026-08-03',
        userName: 'Javier R.',
        rating: 4,
        content: 'Buena relación calidad-precio, la piscina fue un alivio después del parque.',
      },
    ],
    rooms: [
      {
        code: 'H-ES-VEG-DOUBLE',
        count: 40,
        maxOccupancy: 2,
        maxAdults: 2,
        maxChildren: 1,
        prices: { L: 8500, M: 9500, H: 11500 },
        names: localised('Chambre double', 'Double room', 'Habitación doble'),
        descriptions: localised(
          'Un grand lit pour 2.',
          'A double bed for 2.',
          'Una cama doble para 2.',
        ),
      },
      {
        code: 'H-ES-VEG-TRIPLE',
        count: 15,
        maxOccupancy: 3,
        maxAdults: 3,
        maxChildren: 2,
        prices: { L: 9900, M: 11200, H: 13500 },
        names: localised('Chambre triple', 'Triple room', 'Habitación triple'),
        descriptions: localised(
          'Un grand lit et un lit simple, jusqu’à 3 personnes.',
          'A double and a single bed, up to 3 people.',
          'Una cama doble y una individual, hasta 3 personas.',
        ),
      },
      {
        code: 'H-ES-VEG-FAMILY',
        count: 10,
        maxOccupancy: 4,
        maxAdults: 4,
        maxChildren: 3,
        prices: { L: 11500, M: 12900, H: 15500 },
        names: localised('Chambre familiale', 'Family room', 'Habitación familiar'),
        descriptions: localised(
          'Un grand lit et deux lits simples, jusqu’à 4 personnes.',
          'A double and two single beds, up to 4 people.',
          'Una cama doble y dos individuales, hasta 4 personas.',
        ),
      },
    ],
  },
];
