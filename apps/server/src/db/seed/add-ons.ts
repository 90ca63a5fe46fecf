import { CHRISTMAS_ACTIVITY_CODE } from '@sesame/domain/catalog/christmas-activity';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { SeededOffer } from './offers.ts';

/** catalogue.md §7.3: the passes and the flexible rate each platform sells with its tickets. */
export const sharedExtras = (platform: PlatformCode): SeededOffer[] => [
  {
    platform,
    code: 'PE',
    kind: 'pass',
    tags: ['PASS'],
    durationDays: 1,
    nights: 0,
    names: { fr: 'Pass Émotion', en: 'Emotion Pass', es: 'Pase Emoción' },
    descriptions: {
      fr: 'Un accès prioritaire à chaque grand spectacle : moins d’attente, plus d’émotions.',
      en: 'Priority entry to every major show: less waiting, more thrills.',
      es: 'Acceso prioritario a cada gran espectáculo: menos espera, más emoción.',
    },
  },
  {
    platform,
    code: 'PGE',
    kind: 'pass',
    tags: ['PASS'],
    durationDays: 1,
    nights: 0,
    names: { fr: 'Grand Pass Émotion', en: 'Grand Emotion Pass', es: 'Pase Gran Emoción' },
    descriptions: {
      fr: 'Accès prioritaire illimité, les meilleures places et 10 % de remise dans les boutiques.',
      en: 'Unlimited priority entry, the best seats and 10% off in the shops.',
      es: 'Acceso prioritario ilimitado, los mejores asientos y un 10 % de descuento en las tiendas.',
    },
  },
  {
    platform,
    code: 'FLEX',
    kind: 'flexibleRate',
    tags: ['FLEXIBLE_RATE'],
    durationDays: 1,
    nights: 0,
    names: { fr: 'Tarif flexible', en: 'Flexible rate', es: 'Tarifa flexible' },
    descriptions: {
      fr: 'Changez la date de votre visite jusqu’à 72 h avant, selon les disponibilités.',
      en: 'Change the date of your visit up to 72 hours before, subject to availability.',
      es: 'Cambie la fecha de su visita hasta 72 horas antes, según disponibilidad.',
    },
  },
];

/** catalogue.md §7.1: the Christmas children's activity of the Spanish park. */
export const posada: SeededOffer = {
  platform: 'es',
  code: CHRISTMAS_ACTIVITY_CODE,
  kind: 'activity',
  tags: ['ACTIVITY'],
  durationDays: 1,
  nights: 0,
  names: {
    fr: 'La Posada des Rois mages',
    en: 'The Three Kings’ Posada',
    es: 'La Posada de los Reyes Magos',
  },
  descriptions: {
    fr: 'Les enfants rencontrent les Rois mages et leur remettent leur lettre, pendant un créneau de 15 minutes.',
    en: 'Children meet the Three Kings and hand in their letter, in a 15-minute slot of their own.',
    es: 'Los niños conocen a los Reyes Magos y les entregan su carta, en un turno de 15 minutos.',
  },
};
