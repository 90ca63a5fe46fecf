// The menus of catalogue.md §7.7: their shape and the courses they share; each park's menus
// are in restaurant-menus-fr.ts and restaurant-menus-es.ts.
import type { Language } from '@sesame/domain/i18n/language';
import type { MenuAudience } from '@sesame/domain/restaurants/menus';

export type Texts = Record<Language, string>;

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

export const course = (title: Texts, description: Texts): SeededCourse => ({ title, description });

export const STARTER = { fr: 'Entrée', en: 'Starter', es: 'Entrante' };
export const MAIN = { fr: 'Plat', en: 'Main course', es: 'Plato principal' };
export const DESSERT = { fr: 'Dessert', en: 'Dessert', es: 'Postre' };
export const DRINK = { fr: 'Boisson', en: 'Drink', es: 'Bebida' };
export const SIDE = { fr: 'Accompagnement', en: 'Side', es: 'Guarnición' };
export const BABY_COURSE = course(
  { fr: 'Petit pot', en: 'Baby food', es: 'Potito' },
  {
    fr: 'Purée de légumes et compote de fruits, pour les moins de 3 ans.',
    en: 'Vegetable purée and fruit compote, for the under-3s.',
    es: 'Puré de verduras y compota de fruta, para los menores de 3 años.',
  },
);

/** A menu served at every meal, with no promotion unless given. */
export function menu(
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
