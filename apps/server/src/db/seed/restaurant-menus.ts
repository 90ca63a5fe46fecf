import type { Language } from '@sesame/domain/i18n/language';
import type { MenuAudience } from '@sesame/domain/restaurants/menus';

type Texts = Record<Language, string>;

interface SeededCourse {
  title: Texts;
  description: Texts;
}

/** A menu of catalogue.md §7.7, with its courses; prices in cents. */
export interface SeededMenu {
  restaurantCode: string;
  code: string;
  audience: MenuAudience;
  lunch: boolean;
  dinner: boolean;
  priceCents: number;
  promotionalPriceCents: number | null;
  titles: Texts;
  promotionalTitles: Texts | null;
  promotionalDescriptions: Texts | null;
  courses: SeededCourse[];
}

const course = (title: Texts, description: Texts): SeededCourse => ({ title, description });

const STARTER = { fr: 'Entrée', en: 'Starter', es: 'Entrante' };
const MAIN = { fr: 'Plat', en: 'Main course', es: 'Plato principal' };
const DESSERT = { fr: 'Dessert', en: 'Dessert', es: 'Postre' };
const DRINK = { fr: 'Boisson', en: 'Drink', es: 'Bebida' };
const SIDE = { fr: 'Accompagnement', en: 'Side', es: 'Guarnición' };
const BABY_COURSE = course(
  { fr: 'Petit pot', en: 'Baby food', es: 'Potito' },
  {
    fr: 'Purée de légumes et compote de fruits, pour les moins de 3 ans.',
    en: 'Vegetable purée and fruit compote, for the under-3s.',
    es: 'Puré de verduras y compota de fruta, para los menores de 3 años.',
  },
);

/** A menu served at every meal, with no promotion unless given. */
function menu(
  fields: Pick<SeededMenu, 'restaurantCode' | 'code' | 'audience' | 'priceCents' | 'titles'> &
    Partial<SeededMenu>,
): SeededMenu {
  return {
    lunch: true,
    dinner: true,
    promotionalPriceCents: null,
    promotionalTitles: null,
    promotionalDescriptions: null,
    courses: [],
    ...fields,
  };
}

/** catalogue.md §7.7: the menus of the five restaurants (adult / child prices of the table). */
export const seededMenus: SeededMenu[] = [
  menu({
    restaurantCode: 'R-FR-BAN',
    code: 'FESTIN',
    audience: 'adult',
    priceCents: 3900,
    titles: { fr: 'Le Festin des Bardes', en: 'The Bards’ Feast', es: 'El Festín de los Bardos' },
    promotionalTitles: { fr: 'Spectacle compris', en: 'Show included', es: 'Espectáculo incluido' },
    promotionalDescriptions: {
      fr: '45 minutes de légendes chantées pendant le repas.',
      en: '45 minutes of legends sung during the meal.',
      es: '45 minutos de leyendas cantadas durante la comida.',
    },
    courses: [
      course(STARTER, {
        fr: 'Tourte forestière aux champignons et châtaignes.',
        en: 'Forest pie with mushrooms and chestnuts.',
        es: 'Empanada del bosque con setas y castañas.',
      }),
      course(MAIN, {
        fr: 'Jambonneau rôti au miel, pommes de terre à la cendre.',
        en: 'Honey-roasted ham hock, ember-baked potatoes.',
        es: 'Codillo asado con miel, patatas a la brasa.',
      }),
      course(DESSERT, {
        fr: 'Crêpe au caramel au beurre salé.',
        en: 'Crêpe with salted-butter caramel.',
        es: 'Crep con caramelo de mantequilla salada.',
      }),
      course(DRINK, {
        fr: 'Un verre d’hydromel, de cidre ou de jus de pomme.',
        en: 'A glass of mead, cider or apple juice.',
        es: 'Un vaso de hidromiel, sidra o zumo de manzana.',
      }),
    ],
  }),
  menu({
    restaurantCode: 'R-FR-BAN',
    code: 'PETITS-BARDES',
    audience: 'child',
    priceCents: 1700,
    titles: {
      fr: 'Le Festin des Petits Bardes',
      en: 'The Little Bards’ Feast',
      es: 'El Festín de los Pequeños Bardos',
    },
    courses: [
      course(STARTER, {
        fr: 'Velouté de potiron.',
        en: 'Pumpkin soup.',
        es: 'Crema de calabaza.',
      }),
      course(MAIN, {
        fr: 'Aiguillettes de poulet et pommes de terre rôties.',
        en: 'Chicken strips and roast potatoes.',
        es: 'Tiras de pollo y patatas asadas.',
      }),
      course(DESSERT, { fr: 'Crêpe au sucre.', en: 'Sugar crêpe.', es: 'Crep con azúcar.' }),
      course(DRINK, { fr: 'Jus de pomme.', en: 'Apple juice.', es: 'Zumo de manzana.' }),
    ],
  }),
  menu({
    restaurantCode: 'R-FR-BAN',
    code: 'PETIT-POT',
    audience: 'baby',
    priceCents: 0,
    titles: {
      fr: 'Le Petit Pot du Druide',
      en: 'The Druid’s Baby Jar',
      es: 'El Potito del Druida',
    },
    courses: [BABY_COURSE],
  }),
  menu({
    restaurantCode: 'R-FR-ROT',
    code: 'CONNETABLE',
    audience: 'adult',
    priceCents: 3400,
    titles: {
      fr: 'Le Buffet du Connétable',
      en: 'The Constable’s Buffet',
      es: 'El Bufé del Condestable',
    },
    promotionalTitles: { fr: 'À volonté', en: 'All you can eat', es: 'Libre' },
    promotionalDescriptions: {
      fr: 'Servez-vous autant que vous le souhaitez pendant 1 h 15.',
      en: 'Help yourself as often as you like for 1 hour 15 minutes.',
      es: 'Sírvase cuanto quiera durante 1 h 15 min.',
    },
    courses: [
      course(STARTER, {
        fr: 'Buffet de charcuteries, terrines et salades de saison.',
        en: 'Buffet of cured meats, terrines and seasonal salads.',
        es: 'Bufé de embutidos, terrinas y ensaladas de temporada.',
      }),
      course(MAIN, {
        fr: 'Porcelet, volaille et bœuf rôtis à la broche, découpés devant vous.',
        en: 'Spit-roasted suckling pig, poultry and beef, carved in front of you.',
        es: 'Cochinillo, ave y ternera asados al espetón, trinchados ante usted.',
      }),
      course(DESSERT, {
        fr: 'Buffet de tartes, crèmes et fruits.',
        en: 'Buffet of tarts, creams and fruit.',
        es: 'Bufé de tartas, cremas y fruta.',
      }),
    ],
  }),
  menu({
    restaurantCode: 'R-FR-ROT',
    code: 'ECUYERS',
    audience: 'child',
    priceCents: 1600,
    titles: {
      fr: 'Le Buffet des Écuyers',
      en: 'The Squires’ Buffet',
      es: 'El Bufé de los Escuderos',
    },
    courses: [
      course(MAIN, {
        fr: 'Le buffet des grands, à volonté, et des coquillettes au jambon.',
        en: 'The grown-ups’ buffet, all you can eat, and pasta with ham.',
        es: 'El bufé de los mayores, libre, y pasta con jamón.',
      }),
      course(DESSERT, {
        fr: 'Buffet des desserts.',
        en: 'Dessert buffet.',
        es: 'Bufé de postres.',
      }),
      course(DRINK, {
        fr: 'Un sirop à l’eau.',
        en: 'A fruit cordial.',
        es: 'Un refresco de sirope.',
      }),
    ],
  }),
  menu({
    restaurantCode: 'R-FR-BIS',
    code: 'FORMULE',
    audience: 'adult',
    priceCents: 2700,
    titles: { fr: 'Menu Formule', en: 'Set Menu', es: 'Menú Fórmula' },
    courses: [
      course(MAIN, {
        fr: 'Bœuf bourguignon ou filet de merlu au beurre blanc.',
        en: 'Beef bourguignon or hake fillet with beurre blanc.',
        es: 'Ternera a la borgoñona o filete de merluza con mantequilla blanca.',
      }),
      course(DESSERT, {
        fr: 'Profiteroles ou tarte Tatin.',
        en: 'Profiteroles or tarte Tatin.',
        es: 'Profiteroles o tarta Tatin.',
      }),
    ],
  }),
  menu({
    restaurantCode: 'R-FR-BIS',
    code: 'COMPLET',
    audience: 'adult',
    priceCents: 3300,
    titles: { fr: 'Menu Complet', en: 'Full Menu', es: 'Menú Completo' },
    courses: [
      course(STARTER, {
        fr: 'Œuf mayonnaise ou velouté du jour.',
        en: 'Egg mayonnaise or soup of the day.',
        es: 'Huevo con mayonesa o crema del día.',
      }),
      course(MAIN, {
        fr: 'Bœuf bourguignon ou filet de merlu au beurre blanc.',
        en: 'Beef bourguignon or hake fillet with beurre blanc.',
        es: 'Ternera a la borgoñona o filete de merluza con mantequilla blanca.',
      }),
      course(DESSERT, {
        fr: 'Profiteroles ou tarte Tatin.',
        en: 'Profiteroles or tarte Tatin.',
        es: 'Profiteroles o tarta Tatin.',
      }),
    ],
  }),
  menu({
    restaurantCode: 'R-FR-BIS',
    code: 'PETIT-GOURMET',
    audience: 'child',
    priceCents: 1300,
    titles: { fr: 'Menu Petit Gourmet', en: 'Little Gourmet Menu', es: 'Menú Pequeño Gourmet' },
    courses: [
      course(MAIN, {
        fr: 'Croque-monsieur ou poisson pané, frites.',
        en: 'Croque-monsieur or breaded fish, chips.',
        es: 'Sándwich mixto o pescado empanado, patatas fritas.',
      }),
      course(DESSERT, {
        fr: 'Mousse au chocolat.',
        en: 'Chocolate mousse.',
        es: 'Mousse de chocolate.',
      }),
      course(DRINK, {
        fr: 'Un sirop à l’eau.',
        en: 'A fruit cordial.',
        es: 'Un refresco de sirope.',
      }),
    ],
  }),
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
