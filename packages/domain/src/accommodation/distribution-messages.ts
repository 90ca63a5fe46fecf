import type { Language } from '../i18n/language.ts';
import type { DistributionProblem } from './distribution.ts';

type Texts = {
  [K in DistributionProblem['kind']]: (p: Extract<DistributionProblem, { kind: K }>) => string;
};

const BANDS: Record<Language, Record<'adults' | 'children' | 'babies', string>> = {
  fr: { adults: 'adultes', children: 'enfants', babies: 'bébés' },
  en: { adults: 'adults', children: 'children', babies: 'babies' },
  es: { adults: 'adultos', children: 'niños', babies: 'bebés' },
};

const TEXTS: Record<Language, Texts> = {
  fr: {
    noRoom: () => 'Ajoutez au moins une chambre.',
    tooManyRooms: (p) => `Au plus ${p.max} chambres peuvent être réservées en ligne.`,
    count: (p) =>
      `Chambre ${p.room} : le nombre d'${BANDS.fr[p.field]} doit être un nombre entier, 0 ou plus.`,
    agesCount: (p) => `Chambre ${p.room} : indiquez l'âge de chacun de ses ${p.children} enfants.`,
    age: (p) =>
      `Chambre ${p.room} : l'âge d'un enfant va de 0 à 13 ans (${p.age} indiqué) ; à partir de 14 ans, comptez-le comme adulte.`,
    noAdult: (p) => `Chambre ${p.room} : chaque chambre doit accueillir au moins un adulte.`,
    overfull: (p) =>
      `Chambre ${p.room} : ${p.people} personnes, mais une chambre en accueille au plus ${p.max} (un bébé de moins de 3 ans en lit parapluie non compté) ; nous en recommandons 5 au plus.`,
    unplaced: (p) =>
      `${p.placed} ${BANDS.fr[p.band]} sur ${p.group} sont placés dans les chambres : chaque visiteur doit être placé une fois.`,
  },
  en: {
    noRoom: () => 'Add at least one room.',
    tooManyRooms: (p) => `At most ${p.max} rooms can be booked online.`,
    count: (p) =>
      `Room ${p.room}: the number of ${BANDS.en[p.field]} must be a whole number, 0 or more.`,
    agesCount: (p) => `Room ${p.room}: give the age of each of its ${p.children} children.`,
    age: (p) =>
      `Room ${p.room}: a child's age is 0 to 13 (${p.age} given); from 14, count them as an adult.`,
    noAdult: (p) => `Room ${p.room}: each room needs at least one adult.`,
    overfull: (p) =>
      `Room ${p.room}: ${p.people} people, but a room sleeps at most ${p.max} (a baby under 3 in a cot not counted); we recommend 5 at most.`,
    unplaced: (p) =>
      `${p.placed} of the group's ${p.group} ${BANDS.en[p.band]} are placed in the rooms: every visitor must be placed once.`,
  },
  es: {
    noRoom: () => 'Añade al menos una habitación.',
    tooManyRooms: (p) => `Se pueden reservar en línea ${p.max} habitaciones como máximo.`,
    count: (p) =>
      `Habitación ${p.room}: el número de ${BANDS.es[p.field]} debe ser un número entero, 0 o más.`,
    agesCount: (p) =>
      `Habitación ${p.room}: indica la edad de cada uno de sus ${p.children} niños.`,
    age: (p) =>
      `Habitación ${p.room}: la edad de un niño va de 0 a 13 años (${p.age} indicada); a partir de 14, cuéntalo como adulto.`,
    noAdult: (p) => `Habitación ${p.room}: cada habitación necesita al menos un adulto.`,
    overfull: (p) =>
      `Habitación ${p.room}: ${p.people} personas, pero una habitación aloja como máximo ${p.max} (un bebé menor de 3 años en cuna no cuenta); recomendamos 5 como máximo.`,
    unplaced: (p) =>
      `${p.placed} de los ${p.group} ${BANDS.es[p.band]} del grupo están en las habitaciones: cada visitante debe estar en una.`,
  },
};

/** What is wrong with a distribution, said in the visitor's language (booking-funnel.md §5). */
export function distributionProblemText(problem: DistributionProblem, language: Language): string {
  const text = TEXTS[language][problem.kind] as (p: DistributionProblem) => string;
  return text(problem);
}
