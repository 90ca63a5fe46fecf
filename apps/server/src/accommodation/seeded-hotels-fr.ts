import { localised, photo, type SeededHotel } from './hotel-seed.ts';

/** catalogue.md §7.6: the French park hotel and partner hotel. */
export const frenchHotels: SeededHotel[] = [
  {
    platform: 'fr',
    code: 'H-FR-CAS',
    provider: 'INTERNE',
    internalCode: 'CASTELLUM',
    stars: 3,
    distanceKm: 0,
    travelMinutes: 5,
    breakfast: { adult: 1800, child: 1000 },
    names: { fr: 'Le Castellum', en: 'Le Castellum', es: 'Le Castellum' },
    briefs: localised(
      'Un fort gallo-romain à cinq minutes à pied des portes du parc.',
      'A Gallo-Roman fort a five-minute walk from the park gates.',
      'Un fuerte galorromano a cinco minutos a pie de las puertas del parque.',
    ),
    texts: localised(
      'Dormez derrière les remparts : légionnaires à l’accueil, thermes et banquet romain.',
      'Sleep behind the ramparts: legionaries at the desk, Roman baths and a banquet hall.',
      'Duerme tras las murallas: legionarios en la recepción, termas y un banquete romano.',
    ),
    descriptions: localised(
      'Le Castellum reprend le plan d’un camp romain : quatre portes, une place centrale et ses tours de guet. Les chambres familiales accueillent jusqu’à cinq personnes, un lit parapluie est prêté pour les moins de 3 ans. Le soir du spectacle, rentrez à pied par l’allée éclairée.',
      'Le Castellum follows the plan of a Roman camp: four gates, a central square and its watchtowers. Family rooms sleep up to five, and a cot is lent for children under 3. On show nights, walk back along the lit path.',
      'Le Castellum sigue el plano de un campamento romano: cuatro puertas, una plaza central y sus torres de vigía. Las habitaciones familiares alojan hasta cinco personas y se presta una cuna para los menores de 3 años. Las noches de espectáculo, vuelve a pie por el paseo iluminado.',
    ),
    photos: [
      photo(
        'castellum-gate.svg',
        localised(
          'La porte principale du Castellum au coucher du soleil',
          'The main gate of Le Castellum at sunset',
          'La puerta principal de Le Castellum al atardecer',
        ),
      ),
      photo(
        'castellum-room.svg',
        localised(
          'Une chambre familiale avec un grand lit et deux lits superposés',
          'A family room with a double bed and bunk beds',
          'Una habitación familiar con cama doble y literas',
        ),
      ),
    ],
    mainServices: ['PARK_ACCESS', 'FAMILY_ROOMS', 'RESTAURANT', 'POOL'],
    secondaryServices: ['WIFI', 'PARKING', 'LUGGAGE', 'ACCESSIBLE', 'BAR'],
    reviews: [
      {
        date: '2026-08-14',
        userName: 'Claire M.',
        rating: 5,
        content: 'Les enfants ont adoré dormir dans un fort romain, et le parc est juste à côté.',
      },
      {
        date: '2026-07-02',
        userName: 'Tom H.',
        rating: 4,
        content: 'Great family room and a short walk back after the night show.',
      },
    ],
    rooms: [
      {
        code: 'H-FR-CAS-FAMILY',
        count: 90,
        maxOccupancy: 5,
        maxAdults: 4,
        maxChildren: 4,
        prices: { L: 16900, M: 19900, H: 23900 },
        names: localised('Chambre familiale', 'Family room', 'Habitación familiar'),
        descriptions: localised(
          'Un grand lit et trois couchages, jusqu’à 5 personnes dont 4 adultes.',
          'A double bed and three single beds, up to 5 people of whom 4 adults.',
          'Una cama doble y tres camas, hasta 5 personas de las cuales 4 adultos.',
        ),
      },
      {
        code: 'H-FR-CAS-DOUBLE',
        count: 20,
        maxOccupancy: 2,
        maxAdults: 2,
        maxChildren: 1,
        prices: { L: 13900, M: 15900, H: 18900 },
        names: localised('Chambre double', 'Double room', 'Habitación doble'),
        descriptions: localised(
          'Un grand lit pour 2, lit parapluie sur demande.',
          'A double bed for 2, cot on request.',
          'Una cama doble para 2, cuna bajo petición.',
        ),
      },
      {
        code: 'H-FR-CAS-SUITE',
        count: 10,
        maxOccupancy: 6,
        maxAdults: 6,
        maxChildren: 5,
        prices: { L: 27900, M: 31900, H: 36900 },
        names: localised('Suite Tribune', 'Tribune Suite', 'Suite Tribuna'),
        descriptions: localised(
          'Deux chambres et un salon dans la tour du tribun, jusqu’à 6 personnes.',
          'Two bedrooms and a lounge in the tribune’s tower, up to 6 people.',
          'Dos dormitorios y un salón en la torre del tribuno, hasta 6 personas.',
        ),
      },
    ],
  },
  {
    platform: 'fr',
    code: 'H-FR-REL',
    provider: 'PARTENAIRE',
    internalCode: null,
    stars: 2,
    distanceKm: 9,
    travelMinutes: 12,
    breakfast: { adult: 1100, child: 700 },
    names: {
      fr: 'Hôtel du Moulin des Brandes',
      en: 'Hôtel du Moulin des Brandes',
      es: 'Hôtel du Moulin des Brandes',
    },
    briefs: localised(
      'Un ancien moulin au bord de la rivière, à 12 minutes du parc.',
      'A former mill by the river, 12 minutes from the park.',
      'Un antiguo molino junto al río, a 12 minutos del parque.',
    ),
    texts: localised(
      'Calme de la campagne vendéenne, jardin au bord de l’eau et parking gratuit.',
      'Quiet Vendée countryside, a riverside garden and free parking.',
      'Tranquilidad del campo de la Vendée, jardín junto al agua y aparcamiento gratuito.',
    ),
    descriptions: localised(
      'Le Moulin des Brandes a gardé sa roue et ses poutres. Chambres doubles, triples et quadruples, petit-déjeuner servi dans l’ancienne salle des meules. À 9 km du parc par la départementale.',
      'Le Moulin des Brandes has kept its wheel and beams. Double, triple and quadruple rooms, with breakfast served in the old millstone room. 9 km from the park by the county road.',
      'Le Moulin des Brandes conserva su rueda y sus vigas. Habitaciones dobles, triples y cuádruples, con desayuno en la antigua sala de las muelas. A 9 km del parque por la carretera comarcal.',
    ),
    photos: [
      photo(
        'moulin-river.svg',
        localised(
          'Le moulin et sa roue au bord de la rivière',
          'The mill and its wheel by the river',
          'El molino y su rueda junto al río',
        ),
      ),
      photo(
        'moulin-room.svg',
        localised(
          'Une chambre triple sous les poutres',
          'A triple room under the beams',
          'Una habitación triple bajo las vigas',
        ),
      ),
    ],
    mainServices: ['PARKING', 'BREAKFAST', 'WIFI'],
    secondaryServices: ['GARDEN', 'PETS', 'EV_CHARGING'],
    reviews: [
      {
        date: '2026-09-20',
        userName: 'Julien B.',
        rating: 4,
        content: 'Calme, propre, et le petit-déjeuner est copieux. Pratique en voiture.',
      },
    ],
    rooms: [
      {
        code: 'H-FR-REL-DOUBLE',
        count: 20,
        maxOccupancy: 2,
        maxAdults: 2,
        maxChildren: 1,
        prices: { L: 7900, M: 8900, H: 10900 },
        names: localised('Chambre double', 'Double room', 'Habitación doble'),
        descriptions: localised(
          'Un grand lit pour 2.',
          'A double bed for 2.',
          'Una cama doble para 2.',
        ),
      },
      {
        code: 'H-FR-REL-TRIPLE',
        count: 10,
        maxOccupancy: 3,
        maxAdults: 3,
        maxChildren: 2,
        prices: { L: 9500, M: 10900, H: 12900 },
        names: localised('Chambre triple', 'Triple room', 'Habitación triple'),
        descriptions: localised(
          'Un grand lit et un lit simple, jusqu’à 3 personnes.',
          'A double and a single bed, up to 3 people.',
          'Una cama doble y una individual, hasta 3 personas.',
        ),
      },
      {
        code: 'H-FR-REL-QUAD',
        count: 8,
        maxOccupancy: 4,
        maxAdults: 4,
        maxChildren: 3,
        prices: { L: 10900, M: 12500, H: 14900 },
        names: localised('Chambre quadruple', 'Quadruple room', 'Habitación cuádruple'),
        descriptions: localised(
          'Un grand lit et deux lits simples, jusqu’à 4 personnes.',
          'A double and two single beds, up to 4 people.',
          'Una cama doble y dos individuales, hasta 4 personas.',
        ),
      },
    ],
  },
];
