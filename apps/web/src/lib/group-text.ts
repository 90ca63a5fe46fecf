import { useTranslation } from './i18n.ts';

export interface GroupCounts {
  adults: number;
  children: number;
  babies: number;
}

/** "2 adultes, 1 enfant et 1 bébé": the age bands with somebody in them, in the page's language. */
export function useGroupText(): (group: GroupCounts) => string {
  const { t, i18n } = useTranslation();
  return ({ adults, children, babies }) => {
    const parts = [
      adults > 0 ? t('group.adults', { count: adults }) : null,
      children > 0 ? t('group.children', { count: children }) : null,
      babies > 0 ? t('group.babies', { count: babies }) : null,
    ].filter((part): part is string => part !== null);
    return new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(parts);
  };
}
