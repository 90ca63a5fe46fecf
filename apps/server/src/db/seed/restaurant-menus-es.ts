import {
  BABY_COURSE,
  course,
  DESSERT,
  DRINK,
  MAIN,
  menu,
  type SeededMenu,
  SIDE,
  STARTER,
} from './restaurant-menus.ts';

/** catalogue.md §7.7, Tierras de Leyenda: El Patio de las Mil Lámparas, La Venta del Camino (adult / child prices of the table). */
export const spanishMenus: SeededMenu[] = [
  menu({
    restaurantCode: 'R-ES-PAT',
    code: 'MIL-LAMPARAS',
    audience: 'adult',
    priceCents: 3800,
    titles: {
      fr: 'Le Dîner des Mille Lampes',
      en: 'The Thousand Lamps Dinner',
      es: 'La Cena de las Mil Lámparas',
    },
    promotionalTitles: { fr: 'Spectacle compris', en: 'Show included', es: 'Espectáculo incluido' },
    promotionalDescriptions: {
      fr: 'Musiciens et danseuses d’al-Andalus pendant tout le repas.',
      en: 'Musicians and dancers of al-Andalus throughout the meal.',
      es: 'Músicos y bailarinas de al-Ándalus durante toda la comida.',
    },
    courses: [
      course(STARTER, {
        fr: 'Harira et briouates aux légumes.',
        en: 'Harira soup and vegetable briouats.',
        es: 'Harira y briuats de verduras.',
      }),
      course(MAIN, {
        fr: 'Tajine d’agneau aux pruneaux ou couscous aux sept légumes.',
        en: 'Lamb tagine with prunes or seven-vegetable couscous.',
        es: 'Tajín de cordero con ciruelas o cuscús de siete verduras.',
      }),
      course(DESSERT, {
        fr: 'Pastilla au lait et aux amandes.',
        en: 'Milk and almond pastilla.',
        es: 'Pastela de leche y almendras.',
      }),
      course(DRINK, { fr: 'Thé à la menthe.', en: 'Mint tea.', es: 'Té a la menta.' }),
    ],
  }),
  menu({
    restaurantCode: 'R-ES-PAT',
    code: 'PEQUENOS-CALIFAS',
    audience: 'child',
    priceCents: 1800,
    titles: {
      fr: 'Le Menu des Petits Califes',
      en: 'The Little Caliphs’ Menu',
      es: 'El Menú de los Pequeños Califas',
    },
    courses: [
      course(STARTER, {
        fr: 'Velouté de légumes.',
        en: 'Vegetable soup.',
        es: 'Crema de verduras.',
      }),
      course(MAIN, {
        fr: 'Brochettes de poulet et semoule.',
        en: 'Chicken skewers with couscous.',
        es: 'Brochetas de pollo con cuscús.',
      }),
      course(DESSERT, {
        fr: 'Fruits et douceurs aux amandes.',
        en: 'Fruit and almond sweets.',
        es: 'Fruta y dulces de almendra.',
      }),
      course(DRINK, {
        fr: 'Thé à la menthe ou jus d’orange.',
        en: 'Mint tea or orange juice.',
        es: 'Té a la menta o zumo de naranja.',
      }),
    ],
  }),
  menu({
    restaurantCode: 'R-ES-VEN',
    code: 'CAMINANTE',
    audience: 'adult',
    priceCents: 1450,
    titles: { fr: 'Menu du Voyageur', en: 'Traveller’s Meal Deal', es: 'Menú del Caminante' },
    courses: [
      course(MAIN, {
        fr: 'Sandwich au filet de porc ou assiette combinée.',
        en: 'Pork loin sandwich or combination plate.',
        es: 'Bocadillo de lomo o plato combinado.',
      }),
      course(SIDE, {
        fr: 'Patatas bravas ou salade.',
        en: 'Patatas bravas or salad.',
        es: 'Patatas bravas o ensalada.',
      }),
      course(DRINK, {
        fr: 'Une boisson fraîche.',
        en: 'A cold drink.',
        es: 'Un refresco.',
      }),
    ],
  }),
  menu({
    restaurantCode: 'R-ES-VEN',
    code: 'PEQUENO-VIAJERO',
    audience: 'child',
    priceCents: 950,
    titles: {
      fr: 'Menu du Petit Voyageur',
      en: 'Little Traveller’s Menu',
      es: 'Menú del Pequeño Viajero',
    },
    courses: [
      course(MAIN, {
        fr: 'Nuggets de poulet ou mini-sandwich au jambon.',
        en: 'Chicken nuggets or mini ham roll.',
        es: 'Nuggets de pollo o minibocadillo de jamón.',
      }),
      course(SIDE, { fr: 'Frites.', en: 'Chips.', es: 'Patatas fritas.' }),
      course(DRINK, { fr: 'Jus ou eau.', en: 'Juice or water.', es: 'Zumo o agua.' }),
    ],
  }),
  menu({
    restaurantCode: 'R-ES-VEN',
    code: 'BEBE',
    audience: 'baby',
    priceCents: 0,
    titles: { fr: 'Menu bébé', en: 'Baby menu', es: 'Menú bebé' },
    courses: [BABY_COURSE],
  }),
];
