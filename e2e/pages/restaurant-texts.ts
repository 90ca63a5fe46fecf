import { formatTimeOfDay } from '@sesame/domain/dates/format-time-of-day';
import { timePattern } from './texts.ts';

/** What a visitor reads on the restaurant pages (booking-funnel.md §2), per language. */
export const restaurantTexts = {
  fr: {
    listHeading: 'Réservez vos repas au parc',
    lunch: 'Déjeuner',
    dinner: 'Dîner',
    bookAt: (restaurant: string, meal: string, date: string) =>
      `Réserver à ${restaurant}\u00a0: ${meal} du ${date}`,
    /** A sitting by its time (`HH:MM`), as its radio reads it. */
    sitting: (time: string) => new RegExp(`^${timePattern(time, 'fr')}, \\d+ couverts? restants?$`),
    anySitting: /, \d+ couverts? restants?$/,
    allergiesQuestion: /allergie ou une intolérance alimentaire/,
    yes: 'Oui',
    allergyNote: /Quelles allergies/,
    bookMeal: 'Réserver ce repas',
    bookedMeals: 'Vos repas réservés',
    closed: /ferme 3 jours avant la visite\. Vous pourrez déjeuner ou dîner sur place/,
    menusGone: "Le nombre de menus demandé n'est plus disponible",
    atTime: (time: string) => ` à ${formatTimeOfDay(time, 'fr')}`,
  },
  en: {
    listHeading: 'Book your meals at the park',
    lunch: 'Lunch',
    dinner: 'Dinner',
    bookAt: (restaurant: string, meal: string, date: string) =>
      `Book at ${restaurant}: ${meal} on ${date}`,
    sitting: (time: string) => new RegExp(`^${timePattern(time, 'en')}, \\d+ covers? left$`),
    anySitting: /, \d+ covers? left$/,
    allergiesQuestion: /food allergy or intolerance/,
    yes: 'Yes',
    allergyNote: /Which allergies/,
    bookMeal: 'Book this meal',
    bookedMeals: 'Your booked meals',
    closed: /closes 3 days before the visit\. You can still have lunch or dinner on site/,
    menusGone: 'The number of menus requested is no longer available',
    atTime: (time: string) => ` at ${formatTimeOfDay(time, 'en')}`,
  },
  es: {
    listHeading: 'Reserve sus comidas en el parque',
    lunch: 'Comida',
    dinner: 'Cena',
    bookAt: (restaurant: string, meal: string, date: string) =>
      `Reservar en ${restaurant}: ${meal} del ${date}`,
    sitting: (time: string) => new RegExp(`^${timePattern(time, 'es')}, quedan? \\d+ cubiertos?$`),
    anySitting: /, quedan? \d+ cubiertos?$/,
    allergiesQuestion: /alergia o intolerancia alimentaria/,
    yes: 'Sí',
    allergyNote: /Qué alergias/,
    bookMeal: 'Reservar esta comida',
    bookedMeals: 'Sus comidas reservadas',
    closed: /se cierra 3 días antes de la visita\. Podrá comer o cenar en el parque/,
    menusGone: 'El número de menús solicitado ya no está disponible',
    atTime: (time: string) => ` a las ${formatTimeOfDay(time, 'es')}`,
  },
} as const;
