import {
  BABY_COURSE,
  course,
  DESSERT,
  DRINK,
  MAIN,
  menu,
  type SeededMenu,
  STARTER,
} from './restaurant-menus.ts';

/** catalogue.md §7.7, Les Terres de Légende: Le Banquet des Bardes, La Rôtisserie du Connétable, Le Bistrot de la Belle Époque (adult / child prices of the table). */
export const frenchMenus: SeededMenu[] = [
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
];
