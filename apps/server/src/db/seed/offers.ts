import type { OfferKind } from '@sesame/domain/catalog/offer';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { posada, sharedExtras } from './add-ons.ts';

type Texts = Record<Language, string>;

/** A product of the demo catalogue (catalogue.md §7.2 and §7.3). */
export interface SeededOffer {
  platform: PlatformCode;
  code: string;
  kind: OfferKind | 'pass' | 'flexibleRate' | 'activity';
  /**
   * `OFFER` marks the regular offers of the offer list (booking-funnel.md §5); `NIGHT_SHOW` the
   * offers that include a seat at the night show.
   */
  tags: string[];
  durationDays: number;
  nights: number;
  names: Texts;
  descriptions: Texts;
  /** The stay name of an offer that includes a night (booking-funnel.md §3, stayName). */
  stayNames?: Texts;
}

const dayTicket = (days: number, descriptions: Texts): Omit<SeededOffer, 'platform' | 'code'> => ({
  kind: 'ticket',
  tags: ['OFFER'],
  durationDays: days,
  nights: 0,
  names: {
    fr: `Billet ${days} jour${days > 1 ? 's' : ''}`,
    en: `${days}-day ticket`,
    es: `Entrada ${days} día${days > 1 ? 's' : ''}`,
  },
  descriptions,
});

const frenchOffers: SeededOffer[] = [
  {
    platform: 'fr',
    code: 'FR-D1',
    ...dayTicket(1, {
      fr: "Une journée entière pour traverser les siècles : villages d'antan, spectacles grandioses et frissons de chevalerie.",
      en: 'A whole day to travel through the centuries: old-time villages, grand shows and the thrill of chivalry.',
      es: 'Un día entero para atravesar los siglos: aldeas de antaño, grandes espectáculos y la emoción de la caballería.',
    }),
  },
  {
    platform: 'fr',
    code: 'FR-D2',
    ...dayTicket(2, {
      fr: 'Deux jours consécutifs pour tout voir sans courir et revivre vos moments préférés.',
      en: 'Two days in a row to see it all without rushing and relive your favourite moments.',
      es: 'Dos días seguidos para verlo todo sin prisas y revivir sus momentos favoritos.',
    }),
  },
  {
    platform: 'fr',
    code: 'FR-D3',
    ...dayTicket(3, {
      fr: 'Trois jours pour vivre la légende en entier, des premiers combats aux dernières lueurs du soir.',
      en: 'Three days to live the whole legend, from the first battles to the last glow of evening.',
      es: 'Tres días para vivir la leyenda entera, de los primeros combates a las últimas luces de la tarde.',
    }),
  },
  {
    platform: 'fr',
    code: 'FR-NS',
    kind: 'nightShow',
    tags: ['OFFER', 'NIGHT_SHOW'],
    durationDays: 1,
    nights: 0,
    names: {
      fr: 'La Grande Veillée',
      en: 'La Grande Veillée night show',
      es: 'Espectáculo nocturno La Grande Veillée',
    },
    descriptions: {
      fr: "12 000 spectateurs, des centaines d'acteurs et mille ans d'histoire qui s'embrasent sous les étoiles.",
      en: '12,000 spectators, hundreds of performers and a thousand years of history ablaze under the stars.',
      es: '12.000 espectadores, cientos de actores y mil años de historia que arden bajo las estrellas.',
    },
  },
  {
    platform: 'fr',
    code: 'FR-D1NS',
    kind: 'dayAndShow',
    tags: ['OFFER', 'NIGHT_SHOW'],
    durationDays: 1,
    nights: 0,
    names: {
      fr: '1 jour + La Grande Veillée',
      en: '1 day + La Grande Veillée',
      es: '1 día + La Grande Veillée',
    },
    descriptions: {
      fr: 'La journée au parc, puis le spectacle nocturne : le grand frisson du matin jusqu’à la nuit.',
      en: 'A day in the park, then the night show: the full thrill from morning until night.',
      es: 'Un día en el parque y después el espectáculo nocturno: toda la emoción, de la mañana a la noche.',
    },
  },
  {
    platform: 'fr',
    code: 'FR-PK1',
    kind: 'package',
    tags: ['OFFER'],
    durationDays: 2,
    nights: 1,
    names: {
      fr: 'Séjour 2 jours + 1 nuit',
      en: '2 days + 1 night stay',
      es: 'Estancia 2 días + 1 noche',
    },
    descriptions: {
      fr: 'Deux jours au parc et une nuit tout près : billets à prix doux, hôtel au choix.',
      en: 'Two days in the park and a night close by: tickets at a gentler price, the hotel of your choice.',
      es: 'Dos días en el parque y una noche muy cerca: entradas a mejor precio y el hotel que usted elija.',
    },
    stayNames: { fr: 'Séjour Légende', en: 'Legend Stay', es: 'Estancia Leyenda' },
  },
];

const spanishOffers: SeededOffer[] = [
  {
    platform: 'es',
    code: 'ES-D1',
    ...dayTicket(1, {
      fr: "Une journée dans l'histoire de l'Espagne : rues du Siècle d'or, joutes à cheval et spectacles à couper le souffle.",
      en: "A day through Spain's history: Golden Age streets, jousts on horseback and breathtaking shows.",
      es: 'Un día por la historia de España: calles del Siglo de Oro, justas a caballo y espectáculos que quitan el aliento.',
    }),
  },
  {
    platform: 'es',
    code: 'ES-D2',
    ...dayTicket(2, {
      fr: 'Deux jours pour parcourir chaque époque, de la Reconquête aux caravelles, sans rien manquer.',
      en: 'Two days to roam every age, from the Reconquista to the caravels, without missing a thing.',
      es: 'Dos días para recorrer cada época, de la Reconquista a las carabelas, sin perderse nada.',
    }),
  },
  {
    platform: 'es',
    code: 'ES-NS',
    kind: 'nightShow',
    tags: ['OFFER', 'NIGHT_SHOW'],
    durationDays: 1,
    nights: 0,
    names: {
      fr: 'Spectacle nocturne Crónica de Fuego',
      en: 'Crónica de Fuego night show',
      es: 'Crónica de Fuego',
    },
    descriptions: {
      fr: "Le feu, l'eau et la lumière racontent l'Espagne en une nuit inoubliable.",
      en: 'Fire, water and light tell the story of Spain in one unforgettable night.',
      es: 'Fuego, agua y luz cuentan la historia de España en una noche inolvidable.',
    },
  },
  {
    platform: 'es',
    code: 'ES-D1NS',
    kind: 'dayAndShow',
    tags: ['OFFER', 'NIGHT_SHOW'],
    durationDays: 1,
    nights: 0,
    names: {
      fr: '1 jour + Crónica de Fuego',
      en: '1 day + Crónica de Fuego',
      es: '1 día + Crónica de Fuego',
    },
    descriptions: {
      fr: 'Le parc le jour, le grand spectacle la nuit : une journée qui finit en feu d’artifice.',
      en: 'The park by day, the great show by night: a day that ends in fireworks.',
      es: 'El parque de día y el gran espectáculo de noche: un día que termina entre fuegos artificiales.',
    },
  },
  {
    platform: 'es',
    code: 'ES-PK1',
    kind: 'package',
    tags: ['OFFER', 'NIGHT_SHOW'],
    durationDays: 1,
    nights: 1,
    names: {
      fr: 'Séjour 1 jour + spectacle + 1 nuit',
      en: '1 day + show + 1 night stay',
      es: 'Estancia 1 día + espectáculo + 1 noche',
    },
    descriptions: {
      fr: 'Le parc, Crónica de Fuego, puis une nuit à deux pas : la soirée se prolonge sans reprendre la route.',
      en: 'The park, Crónica de Fuego, then a night nearby: the evening goes on with no drive home.',
      es: 'El parque, Crónica de Fuego y una noche muy cerca: la velada sigue sin volver a la carretera.',
    },
    stayNames: { fr: 'Séjour Chronique', en: 'Chronicle Stay', es: 'Estancia Crónica' },
  },
  {
    platform: 'es',
    code: 'ES-XMAS',
    kind: 'christmas',
    tags: ['CHRISTMAS'],
    durationDays: 1,
    nights: 0,
    names: { fr: 'Billet Noël', en: 'Christmas ticket', es: 'Entrada Navidad' },
    descriptions: {
      fr: 'Le parc se pare de lumières de 10 h à 22 h, et les enfants remettent leur lettre aux Rois mages.',
      en: 'The park glows with lights from 10:00 to 22:00, and children hand their letter to the Three Kings.',
      es: 'El parque se llena de luces de 10:00 a 22:00 y los niños entregan su carta a los Reyes Magos.',
    },
  },
  {
    platform: 'es',
    code: 'ES-XMAS-PK',
    kind: 'christmas',
    tags: ['OFFER'],
    durationDays: 1,
    nights: 1,
    names: {
      fr: 'Noël + 1 nuit',
      en: 'Christmas + 1 night',
      es: 'Navidad + 1 noche',
    },
    descriptions: {
      fr: 'Une journée de Noël au parc et une nuit sur place pour prolonger la magie.',
      en: 'A Christmas day in the park and a night on site to make the magic last.',
      es: 'Un día de Navidad en el parque y una noche allí mismo para alargar la magia.',
    },
    stayNames: { fr: 'Séjour de Noël', en: 'Christmas Stay', es: 'Estancia de Navidad' },
  },
];

/** Every product in display order: offers first, then passes, the flexible rate and activities. */
export const seededOffers: SeededOffer[] = [
  ...frenchOffers,
  ...sharedExtras('fr'),
  ...spanishOffers,
  ...sharedExtras('es'),
  posada,
];
