import type {
  ContentNode,
  ContentNotification,
  PictoTerm,
} from '@sesame/domain/content/content-query';
import type { Language } from '@sesame/domain/i18n/language';

type Translated<T> = Record<Language, T>;

/** Tooltips by code: the short explanations beside a field or an option of the funnel. */
export const TOOLTIPS: readonly Translated<ContentNode>[] = [
  {
    fr: {
      code: 'PASS',
      title: 'Les Pass Émotion',
      text: 'Le Pass Émotion donne une entrée prioritaire par grand spectacle ; le Grand Pass Émotion, des entrées prioritaires illimitées, les meilleures places et 10 % de remise dans les boutiques. Un pass par visiteur et par jour de visite.',
    },
    en: {
      code: 'PASS',
      title: 'Emotion Passes',
      text: 'The Emotion Pass gives one priority entry per major show; the Grand Emotion Pass, unlimited priority entries, the best seats and 10% off in the shops. One pass per visitor and per day of the visit.',
    },
    es: {
      code: 'PASS',
      title: 'Los Pases Emoción',
      text: 'El Pase Emoción da una entrada prioritaria por gran espectáculo; el Pase Gran Emoción, entradas prioritarias ilimitadas, los mejores asientos y un 10 % de descuento en las tiendas. Un pase por visitante y por día de visita.',
    },
  },
  {
    fr: {
      code: 'FLEXIBLE_RATE',
      title: 'Tarif flexible',
      text: 'Changez la date de vos billets jusqu’à 72 heures avant la visite, selon les places disponibles. 10 % du prix des billets, 4 € au minimum.',
    },
    en: {
      code: 'FLEXIBLE_RATE',
      title: 'Flexible rate',
      text: 'Change the date of your tickets up to 72 hours before the visit, subject to availability. 10% of the ticket price, at least €4.',
    },
    es: {
      code: 'FLEXIBLE_RATE',
      title: 'Tarifa flexible',
      text: 'Cambie la fecha de sus entradas hasta 72 horas antes de la visita, según disponibilidad. El 10 % del precio de las entradas, 4 € como mínimo.',
    },
  },
  {
    fr: {
      code: 'INSURANCE',
      title: 'Assurance annulation',
      text: 'Remboursement de votre commande si vous ne pouvez pas venir pour un motif garanti (maladie, accident, décès d’un proche…). 5 % du montant assuré, 2 € au minimum.',
    },
    en: {
      code: 'INSURANCE',
      title: 'Cancellation insurance',
      text: 'Your order refunded if you cannot come for a covered reason (illness, accident, bereavement…). 5% of the insured amount, at least €2.',
    },
    es: {
      code: 'INSURANCE',
      title: 'Seguro de cancelación',
      text: 'Reembolso de su pedido si no puede venir por un motivo cubierto (enfermedad, accidente, fallecimiento de un familiar…). El 5 % del importe asegurado, 2 € como mínimo.',
    },
  },
  {
    fr: {
      code: 'DONATION',
      title: 'Académie des Jeunes Talents',
      text: 'Votre don finance la formation des jeunes comédiens, cavaliers et artisans du spectacle. Il n’est soumis à aucune TVA.',
    },
    en: {
      code: 'DONATION',
      title: 'Young Talents Academy',
      text: 'Your donation funds the training of the show’s young actors, riders and craftspeople. It carries no VAT.',
    },
    es: {
      code: 'DONATION',
      title: 'Academia de Jóvenes Talentos',
      text: 'Su donativo financia la formación de los jóvenes actores, jinetes y artesanos del espectáculo. No lleva IVA.',
    },
  },
  {
    fr: {
      code: 'DELIVERY',
      title: 'Envoi des billets',
      text: 'Par e-mail, gratuit et immédiat. Par courrier, en France uniquement, jusqu’à 10 jours avant la visite.',
    },
    en: {
      code: 'DELIVERY',
      title: 'Ticket delivery',
      text: 'By e-mail, free and at once. By post, in France only, up to 10 days before the visit.',
    },
    es: {
      code: 'DELIVERY',
      title: 'Envío de las entradas',
      text: 'Por correo electrónico, gratis e inmediato. Por correo postal, solo en Francia, hasta 10 días antes de la visita.',
    },
  },
  {
    fr: {
      code: 'MON_COMPTE',
      title: 'Votre compte',
      text: 'Retrouvez vos visites, vos billets et vos factures, et ajoutez des options à une commande déjà payée.',
    },
    en: {
      code: 'MON_COMPTE',
      title: 'Your account',
      text: 'Find your visits, tickets and invoices, and add extras to an order already paid.',
    },
    es: {
      code: 'MON_COMPTE',
      title: 'Su cuenta',
      text: 'Encuentre sus visitas, entradas y facturas, y añada extras a un pedido ya pagado.',
    },
  },
];

/** Marketing texts of the offers, by offer code: the line that sells each card. */
export const MARKETING_OFFERS: readonly Translated<ContentNode>[] = [
  marketing('FR-D1', [
    'Une journée au cœur des légendes',
    'A day at the heart of the legends',
    'Un día en el corazón de las leyendas',
  ]),
  marketing('FR-D2', [
    'Le choix des familles : deux jours pour tout voir sans courir',
    'The families’ choice: two days to see it all without rushing',
    'La elección de las familias: dos días para verlo todo sin prisas',
  ]),
  marketing('FR-D3', [
    'Trois jours pour vivre chaque spectacle',
    'Three days to live every show',
    'Tres días para vivir cada espectáculo',
  ]),
  marketing('FR-D1NS', [
    'Le parc et La Grande Veillée le même jour, moins cher qu’à l’unité',
    'The park and La Grande Veillée on one day, cheaper than apart',
    'El parque y La Grande Veillée el mismo día, más barato que por separado',
  ]),
  marketing('ES-D1', [
    'Une journée pour traverser les siècles',
    'A day to travel through the centuries',
    'Un día para viajar a través de los siglos',
  ]),
  marketing('ES-D1NS', [
    'La journée et Crónica de Fuego, le soir venu',
    'The day, then Crónica de Fuego at nightfall',
    'El día y, al caer la noche, Crónica de Fuego',
  ]),
  marketing('ES-XMAS', [
    'Noël au parc, et la Posada des Rois mages pour les enfants',
    'Christmas at the park, and the Three Kings’ Posada for the children',
    'La Navidad en el parque, y la Posada de los Reyes Magos para los niños',
  ]),
];

/** Alerts (vel_message) by code: shown at the top of the page they name. */
export const ALERTS: readonly Translated<ContentNotification>[] = [
  {
    fr: alert(
      'ACCOUNT_CREATION',
      'Un compte, tous vos billets',
      'Avec un compte, retrouvez vos billets et factures à tout moment et ajoutez des options à votre commande.',
    ),
    en: alert(
      'ACCOUNT_CREATION',
      'One account, all your tickets',
      'With an account, find your tickets and invoices at any time and add extras to your order.',
    ),
    es: alert(
      'ACCOUNT_CREATION',
      'Una cuenta, todas sus entradas',
      'Con una cuenta, encuentre sus entradas y facturas en cualquier momento y añada extras a su pedido.',
    ),
  },
  {
    fr: alert(
      'OFFERS',
      'Billets datés',
      'Vos billets sont valables le jour choisi. Le tarif flexible permet d’en changer jusqu’à 72 heures avant.',
    ),
    en: alert(
      'OFFERS',
      'Dated tickets',
      'Your tickets are valid on the day chosen. The flexible rate lets you change it up to 72 hours before.',
    ),
    es: alert(
      'OFFERS',
      'Entradas con fecha',
      'Sus entradas son válidas el día elegido. La tarifa flexible permite cambiarlo hasta 72 horas antes.',
    ),
  },
];

/** Stress-marketing texts, stored as the content service does: ids suffixed with the language. */
export const TEXT_CONFIGS: readonly { id: string; value: string }[] = [
  { id: 'last_places_fr', value: 'Plus que {count} places à ce prix' },
  { id: 'last_places_en', value: 'Only {count} places left at this price' },
  { id: 'last_places_es', value: 'Solo quedan {count} plazas a este precio' },
  { id: 'high_demand_fr', value: 'Date très demandée' },
  { id: 'high_demand_en', value: 'A date in high demand' },
  { id: 'high_demand_es', value: 'Fecha muy solicitada' },
  { id: 'best_seller_fr', value: 'Le plus choisi' },
  { id: 'best_seller_en', value: 'Most chosen' },
  { id: 'best_seller_es', value: 'El más elegido' },
];

/** The picto vocabulary (restaurant and service tags); the service keeps it in French only. */
export const PICTO_TERMS: readonly PictoTerm[] = [
  { code: 'VEGETARIAN', picto: 'leaf', title: 'Menu végétarien' },
  { code: 'CHILD_MENU', picto: 'child', title: 'Menu enfant' },
  { code: 'GLUTEN_FREE', picto: 'wheat-off', title: 'Sans gluten sur demande' },
  { code: 'TERRACE', picto: 'sun', title: 'Terrasse' },
  { code: 'ACCESSIBLE', picto: 'wheelchair', title: 'Accessible en fauteuil' },
  { code: 'SHOW', picto: 'mask', title: 'Repas-spectacle' },
];

function marketing(code: string, [fr, en, es]: [string, string, string]): Translated<ContentNode> {
  const node = (text: string): ContentNode => ({
    code,
    title: text,
    text,
    ticket_description_brief: text,
  });
  return { fr: node(fr), en: node(en), es: node(es) };
}

function alert(code: string, title: string, text: string): ContentNotification {
  return { code, title, text, type: 'info', bundle: 'vel_message' };
}
