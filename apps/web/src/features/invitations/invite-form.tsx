import type { AgeBand } from '@sesame/domain/booking/visitors';
import type { InvitedTraveller } from '@sesame/domain/invitations/invited-traveller-schema';
import { PARTICIPANTS } from '@sesame/domain/invitations/participants';
import { roomSleeps } from '@sesame/domain/invitations/room-contacts';
import { FIELD_MAX_LENGTH } from '@sesame/domain/validation/limits';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import type { OrderContacts } from './contacts-query.ts';
import styles from './invitations.module.css';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadInvitedTravellerSchema = () =>
  import('@sesame/domain/invitations/invited-traveller-schema').then(
    (module) => module.invitedTravellerSchema,
  );

interface InviteFormProps {
  rooms: OrderContacts['rooms'];
  travellersLeft: Record<AgeBand, number>;
  /** Sends the invitation: true once it is sent, and the form empties; the page shows a refusal. */
  onInvite: (traveller: InvitedTraveller) => Promise<boolean>;
  isPending: boolean;
}

/**
 * checkout-and-account.md §3 invited traveller and §5 invitation: last and first name (letters,
 * spaces and hyphens), e-mail, who they are and the room they sleep in; only the ages the
 * booking still has to invite are offered.
 */
export function InviteForm({ rooms, travellersLeft, onInvite, isPending }: InviteFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, errorOf, reset, refusal } = useZodForm(
    loadInvitedTravellerSchema,
    {
      defaultValues: { lastName: '', firstName: '', email: '' },
      mode: 'onTouched',
    },
  );
  const participants = PARTICIPANTS.filter((participant) => travellersLeft[participant] > 0);
  const text = { isRequired: true, maxLength: FIELD_MAX_LENGTH } as const;

  return (
    <Form
      className={styles.form}
      aria-label={t('invitations.form.title')}
      refusal={refusal}
      onSubmit={handleSubmit(async (traveller) => {
        if (await onInvite(traveller)) reset();
      })}
    >
      <h2 className={styles.formTitle}>{t('invitations.form.title')}</h2>
      <p className={styles.note}>{t('invitations.form.requiredNote')}</p>
      <Field
        label={t('invitations.form.lastName')}
        autoComplete="off"
        {...text}
        error={errorOf('lastName')}
        {...register('lastName')}
      />
      <Field
        label={t('invitations.form.firstName')}
        autoComplete="off"
        {...text}
        error={errorOf('firstName')}
        {...register('firstName')}
      />
      <Field
        label={t('invitations.form.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        isRequired
        error={errorOf('email')}
        {...register('email')}
      />
      <SelectField
        label={t('invitations.form.participant')}
        placeholder={t('invitations.form.choose')}
        isRequired
        options={participants.map((participant) => ({
          value: participant,
          label: t(`invitations.participants.${participant}`),
        }))}
        error={errorOf('participant')}
        {...register('participant')}
      />
      <SelectField
        label={t('invitations.form.room')}
        placeholder={t('invitations.form.choose')}
        isRequired
        options={rooms.map((room) => ({
          value: String(room.solutionIndex),
          label: t('invitations.rooms.option', {
            number: room.solutionIndex + 1,
            title: room.title,
            count: roomSleeps(room),
          }),
        }))}
        error={errorOf('solutionIndex')}
        {...register('solutionIndex', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      />
      <Button type="submit" fullWidth isPending={isPending}>
        {t('invitations.form.submit')}
      </Button>
    </Form>
  );
}
