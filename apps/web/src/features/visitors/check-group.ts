import type { Group } from '@sesame/domain/booking/booking';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { ValidationMessageKey } from '@sesame/domain/validation/validation-messages';
import { withItsTexts } from '../../lib/i18n.ts';

/** The first message of each field in error; none when the group may be booked. */
export type GroupErrors = Partial<Record<keyof Group, ValidationMessageKey>>;

/**
 * The schema, and zod with it, load when a visitor first works on the form (decision 34), with
 * the messages it gives (decision 47).
 */
const loadGroupSchema = withItsTexts(() => import('@sesame/domain/validation/group-schema'));

export const preloadGroupSchema = () => void loadGroupSchema().catch(() => undefined);

/** booking-funnel.md §5: the group checked by the domain's schema of the platform's start form. */
export async function checkGroup(platform: PlatformCode, group: Group): Promise<GroupErrors> {
  const { groupSchema } = await loadGroupSchema();
  const errors: GroupErrors = {};
  for (const issue of groupSchema(platform).safeParse(group).error?.issues ?? []) {
    const field = issue.path[0] as keyof Group;
    errors[field] ??= issue.message as ValidationMessageKey;
  }
  return errors;
}
