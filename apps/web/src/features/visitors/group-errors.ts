import type { Group } from '@sesame/domain/booking/booking';
import type { ValidationMessageKey } from '@sesame/domain/validation/validation-messages';

/** Validation messages of the group form, by field; each is an i18n key. */
export type GroupErrors = Partial<Record<keyof Group, ValidationMessageKey>>;

/**
 * Checks the group with the domain's schema. The schema (and zod) load only when a visitor first
 * works on the form, so the start page opens without them.
 */
export async function validateGroup(group: Group): Promise<GroupErrors> {
  const { groupSchema } = await import('@sesame/domain/validation/group-schema');
  const result = groupSchema.safeParse(group);
  if (result.success) return {};
  const errors: GroupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Group;
    errors[field] ??= issue.message as ValidationMessageKey;
  }
  return errors;
}

/** Starts loading the schema ahead of the submit. */
export function preloadGroupValidation(): void {
  void import('@sesame/domain/validation/group-schema');
}
