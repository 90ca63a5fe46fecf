import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { PersonalInformationFormProps } from './personal-information-form.tsx';

// Asked for as soon as a page that shows the form loads, so that it arrives while the profile it
// starts from is read: the form and the phone numbers' metadata (libphonenumber, 21 KB gzipped)
// were a fifth of those pages' JavaScript, and the page need not wait for them (B5).
const loadingForm = import('./personal-information-form.tsx');
const PersonalInformationForm = lazy(() =>
  loadingForm.then((module) => ({ default: module.PersonalInformationForm })),
);

/** The personal information form, loaded beside the page rather than with it. */
export function LazyPersonalInformationForm(props: PersonalInformationFormProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PersonalInformationForm {...props} />
    </Suspense>
  );
}
