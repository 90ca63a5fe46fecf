import type { Language } from '@sesame/domain/i18n/language';

type Texts = Record<Language, string>;

interface SeededTag {
  code: string;
  family: 'food' | 'service';
  titles: Texts;
}

/** The food and service tags of the lists' filters, each with its picto. */
export const seededTags: SeededTag[] = [
  {
    code: 'regional',
    family: 'food',
    titles: { fr: 'Cuisine du terroir', en: 'Regional cooking', es: 'Cocina tradicional' },
  },
  { code: 'grill', family: 'food', titles: { fr: 'Rôtisserie', en: 'Spit roast', es: 'Asados' } },
  {
    code: 'andalusian',
    family: 'food',
    titles: {
      fr: 'Saveurs d’al-Andalus',
      en: 'Flavours of al-Andalus',
      es: 'Sabores de al-Ándalus',
    },
  },
  {
    code: 'quick',
    family: 'food',
    titles: { fr: 'Sur le pouce', en: 'Quick bites', es: 'Para picar' },
  },
  {
    code: 'vegetarian',
    family: 'food',
    titles: { fr: 'Plat végétarien', en: 'Vegetarian dish', es: 'Plato vegetariano' },
  },
  {
    code: 'children-menu',
    family: 'food',
    titles: { fr: 'Menu enfant', en: 'Children’s menu', es: 'Menú infantil' },
  },
  {
    code: 'show',
    family: 'service',
    titles: {
      fr: 'Spectacle pendant le repas',
      en: 'Show during the meal',
      es: 'Espectáculo durante la comida',
    },
  },
  {
    code: 'table-service',
    family: 'service',
    titles: { fr: 'Service à table', en: 'Table service', es: 'Servicio en mesa' },
  },
  {
    code: 'buffet',
    family: 'service',
    titles: { fr: 'Buffet à volonté', en: 'All-you-can-eat buffet', es: 'Bufé libre' },
  },
  {
    code: 'counter',
    family: 'service',
    titles: { fr: 'Service au comptoir', en: 'Counter service', es: 'Servicio en barra' },
  },
  { code: 'terrace', family: 'service', titles: { fr: 'Terrasse', en: 'Terrace', es: 'Terraza' } },
  {
    code: 'air-conditioned',
    family: 'service',
    titles: { fr: 'Salle climatisée', en: 'Air-conditioned', es: 'Climatizado' },
  },
  {
    code: 'accessible',
    family: 'service',
    titles: {
      fr: 'Accessible en fauteuil',
      en: 'Wheelchair accessible',
      es: 'Accesible en silla de ruedas',
    },
  },
  {
    code: 'high-chairs',
    family: 'service',
    titles: { fr: 'Chaises hautes', en: 'High chairs', es: 'Tronas' },
  },
];
