import type { Language } from '@sesame/domain/i18n/language';
import type { MealType } from '@sesame/domain/restaurants/restaurant-rules';
import { formatVisitDate } from '../documents/document-texts.ts';
import type { RestaurantRow } from './restaurants-repo.ts';

/** catalogue.md §7.7: the kinds of restaurant, as a visitor reads them. */
const KIND_NAMES: Record<RestaurantRow['kind'], Record<Language, string>> = {
  show: { fr: 'Repas-spectacle', en: 'Meal with a show', es: 'Comida con espectáculo' },
  buffet: { fr: 'Buffet', en: 'Buffet', es: 'Bufé' },
  tableService: { fr: 'Service à table', en: 'Table service', es: 'Servicio en mesa' },
  quickService: { fr: 'Restauration rapide', en: 'Quick service', es: 'Comida rápida' },
};

const MEAL_WORDS: Record<Language, Record<MealType, string>> = {
  fr: { lunch: 'déjeuner', dinner: 'dîner' },
  en: { lunch: 'lunch', dinner: 'dinner' },
  es: { lunch: 'almuerzo', dinner: 'cena' },
};

/** A meal line of a saved basket: the restaurant, the meal, its day and time, and the menu. */
const MEAL_LINE: Record<Language, (meal: MealLineWords) => string> = {
  fr: (m) => `${m.restaurant} – ${m.meal} du ${m.date} à ${m.time} – ${m.menu}`,
  en: (m) => `${m.restaurant} – ${m.meal} on ${m.date} at ${m.time} – ${m.menu}`,
  es: (m) => `${m.restaurant} – ${m.meal} del ${m.date} a las ${m.time} – ${m.menu}`,
};

interface MealLineWords {
  restaurant: string;
  meal: string;
  date: string;
  time: string;
  menu: string;
}

export function kindName(kind: RestaurantRow['kind'], language: Language): string {
  return KIND_NAMES[kind][language];
}

/**
 * The label of a meal line, which the summary, the payment page, the confirmation e-mail and the
 * invoice show: it alone has to tell the meal (restaurant, day, time, menu).
 */
export function mealLineLabel(
  meal: { restaurant: string; mealType: MealType; date: string; time: string; menu: string },
  language: Language,
): string {
  return MEAL_LINE[language]({
    ...meal,
    meal: MEAL_WORDS[language][meal.mealType],
    date: formatVisitDate(meal.date, language),
  });
}

/** A seeded text in the language asked, else in French (every seeded text has all three). */
export function inLanguage(texts: Record<string, string>, language: Language): string {
  return texts[language] ?? texts.fr ?? '';
}
