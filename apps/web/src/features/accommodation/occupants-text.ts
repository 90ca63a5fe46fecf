import { useTranslation } from 'react-i18next';

export interface Occupants {
  adults: number;
  children: number;
  babies: number;
}

/** "2 adultes, 1 enfant, 1 bébé": the bands with somebody in them, in the visitor's language. */
export function useOccupantsText(): (occupants: Occupants) => string {
  const { t, i18n } = useTranslation();
  return ({ adults, children, babies }) => {
    const parts = [
      adults > 0 ? t('accommodation.occupancy.adults', { count: adults }) : null,
      children > 0 ? t('accommodation.occupancy.children', { count: children }) : null,
      babies > 0 ? t('accommodation.occupancy.babies', { count: babies }) : null,
    ].filter((part): part is string => part !== null);
    return new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(parts);
  };
}
