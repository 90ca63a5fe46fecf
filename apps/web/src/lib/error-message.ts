import type { ErrorCode } from './generated/graphql.ts';
import { GraphqlError } from './graphql-client.ts';
import { useTranslation } from './i18n.ts';
import { IdpError } from './idp-error.ts';

/** The stable code of a failure; anything unexpected is the generic error. */
export function errorCode(error: unknown): ErrorCode {
  return error instanceof GraphqlError || error instanceof IdpError ? error.code : 'GENERIC';
}

/**
 * CONVENTIONS.md §5: expected failures show `errors.<code>` in the visitor's language; a code
 * the catalogue does not know shows the generic message of the spec.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const key = `errors.${errorCode(error)}`;
    return i18n.exists(key) ? t(key as 'errors.GENERIC') : t('errors.GENERIC');
  };
}
