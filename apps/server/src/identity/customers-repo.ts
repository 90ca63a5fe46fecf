import type { Language } from '@sesame/domain/i18n/language';
import { sql } from 'drizzle-orm';
import { type Executor, isoInstant } from '../db/executor.ts';

export type CustomerAccount = {
  id: string;
  email: string;
  passwordHash: string;
  activated: boolean;
  language: Language;
  firstName: string;
  lastName: string;
};

const accountColumns = sql`id, email, password_hash as "passwordHash",
  activated_at is not null as activated, language, first_name as "firstName",
  last_name as "lastName"`;

/** The account of an e-mail, whatever its case. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<CustomerAccount | null> {
  const { rows } = await db.execute<CustomerAccount>(sql`
    select ${accountColumns} from customers where lower(email) = lower(${email})`);
  return rows[0] ?? null;
}

export async function findAccount(db: Executor, id: string): Promise<CustomerAccount | null> {
  const { rows } = await db.execute<CustomerAccount>(sql`
    select ${accountColumns} from customers where id = ${id}`);
  return rows[0] ?? null;
}

/** False when the e-mail has an account already (one account per e-mail, whatever its case). */
export async function insertCustomer(
  db: Executor,
  customer: {
    id: string;
    email: string;
    passwordHash: string;
    language: Language;
    platform: string;
    firstName: string;
    lastName: string;
  },
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    insert into customers (id, email, password_hash, language, platform, first_name, last_name)
    values (${customer.id}, ${customer.email}, ${customer.passwordHash}, ${customer.language},
      ${customer.platform}, ${customer.firstName}, ${customer.lastName})
    on conflict do nothing
    returning id`);
  return rows.length === 1;
}

export async function activateCustomer(db: Executor, id: string): Promise<void> {
  await db.execute(sql`
    update customers set activated_at = coalesce(activated_at, now()), updated_at = now()
    where id = ${id}`);
}

export async function setPasswordHash(
  db: Executor,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.execute(sql`
    update customers
    set password_hash = ${passwordHash}, password_changed_at = now(), updated_at = now()
    where id = ${id}`);
}

export type LinkPurpose = 'activation' | 'password-reset';

/** Stores a link token's hash, valid `seconds` from now by the database clock. */
export async function insertLinkToken(
  db: Executor,
  token: { hash: string; customerId: string; purpose: LinkPurpose; seconds: number },
): Promise<void> {
  await db.execute(sql`
    insert into customer_tokens (token_hash, customer_id, purpose, expires_at)
    values (${token.hash}, ${token.customerId}, ${token.purpose},
      now() + make_interval(secs => ${token.seconds}))`);
}

/**
 * Spends a link token: the customer it was for when it was unused and unexpired, else null. One
 * conditional update, so two clicks racing on the same link spend it once. Every other link of
 * the same purpose for that customer is spent with it: only the newest one ever mattered.
 */
export async function spendLinkToken(
  db: Executor,
  hash: string,
  purpose: LinkPurpose,
): Promise<string | null> {
  const { rows } = await db.execute<{ customer_id: string }>(sql`
    update customer_tokens set used_at = now()
    where token_hash = ${hash} and purpose = ${purpose} and used_at is null and expires_at > now()
    returning customer_id`);
  const customerId = rows[0]?.customer_id ?? null;
  if (customerId) {
    await db.execute(sql`
      update customer_tokens set used_at = now()
      where customer_id = ${customerId} and purpose = ${purpose} and used_at is null`);
  }
  return customerId;
}

/** checkout-and-account.md §3: the Customer and Profile fields a customer reads and updates. */
export interface CustomerProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  language: Language;
  civility: 'madam' | 'mister' | 'unspecified' | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  idNumber: string | null;
  phone: string | null;
  phoneCountry: string | null;
  streetAddress: string | null;
  customAddress: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  invoice: {
    wanted: boolean;
    businessName: string | null;
    businessIdentifier: string | null;
    businessAddress: string | null;
  };
  stopCommunication: boolean;
  /** ISO instant of the deletion request, or null. */
  deleteRequestedAt: string | null;
}

export type ProfileChanges = Partial<
  Omit<CustomerProfile, 'id' | 'email' | 'emailVerified' | 'invoice' | 'deleteRequestedAt'> & {
    invoice: Partial<CustomerProfile['invoice']>;
  }
>;

export async function readProfile(db: Executor, id: string): Promise<CustomerProfile | null> {
  const { rows } = await db.execute<
    Omit<CustomerProfile, 'invoice'> & {
      invoiceWanted: boolean;
      businessName: string | null;
      businessIdentifier: string | null;
      businessAddress: string | null;
    }
  >(sql`
    select id, email, activated_at is not null as "emailVerified", language, civility,
      first_name as "firstName", last_name as "lastName",
      to_char(birth_date, 'YYYY-MM-DD') as "birthDate", id_number as "idNumber", phone,
      phone_country as "phoneCountry", street_address as "streetAddress",
      custom_address as "customAddress", zip_code as "zipCode", city, state, country,
      invoice_wanted as "invoiceWanted", business_name as "businessName",
      business_identifier as "businessIdentifier", business_address as "businessAddress",
      stop_communication as "stopCommunication",
      ${isoInstant(sql`delete_requested_at`)} as "deleteRequestedAt"
    from customers where id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  const { invoiceWanted, businessName, businessIdentifier, businessAddress, ...profile } = row;
  return {
    ...profile,
    invoice: { wanted: invoiceWanted, businessName, businessIdentifier, businessAddress },
  };
}

const PROFILE_COLUMNS = {
  language: 'language',
  civility: 'civility',
  firstName: 'first_name',
  lastName: 'last_name',
  birthDate: 'birth_date',
  idNumber: 'id_number',
  phone: 'phone',
  phoneCountry: 'phone_country',
  streetAddress: 'street_address',
  customAddress: 'custom_address',
  zipCode: 'zip_code',
  city: 'city',
  state: 'state',
  country: 'country',
  stopCommunication: 'stop_communication',
} as const satisfies Record<Exclude<keyof ProfileChanges, 'invoice'>, string>;

const INVOICE_COLUMNS = {
  wanted: 'invoice_wanted',
  businessName: 'business_name',
  businessIdentifier: 'business_identifier',
  businessAddress: 'business_address',
} as const satisfies Record<keyof CustomerProfile['invoice'], string>;

/** Writes the given fields only; a field left out keeps its value. */
export async function updateProfile(
  db: Executor,
  id: string,
  changes: ProfileChanges,
): Promise<void> {
  const { invoice = {}, ...fields } = changes;
  const given = (entries: Array<[string, unknown]>) =>
    entries.filter(([, value]) => value !== undefined);
  const assignments = [
    ...given(Object.entries(fields)).map(
      ([field, value]) =>
        sql`${sql.identifier(PROFILE_COLUMNS[field as keyof typeof PROFILE_COLUMNS])} = ${value}`,
    ),
    ...given(Object.entries(invoice)).map(
      ([field, value]) =>
        sql`${sql.identifier(INVOICE_COLUMNS[field as keyof typeof INVOICE_COLUMNS])} = ${value}`,
    ),
  ];
  if (assignments.length === 0) return;
  await db.execute(sql`
    update customers set ${sql.join(assignments, sql`, `)}, updated_at = now()
    where id = ${id}`);
}

/**
 * checkout-and-account.md §4: records the customer's request to delete the account, once (the
 * first request's time counts); the deletion job of the account area carries it out.
 */
export async function recordDeleteRequest(db: Executor, id: string): Promise<void> {
  await db.execute(sql`
    update customers set delete_requested_at = coalesce(delete_requested_at, now()),
      updated_at = now()
    where id = ${id}`);
}
