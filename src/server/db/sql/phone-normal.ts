import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { HOME_COUNTRY_CODE, phoneSearchDigits } from '#domain/phone/phone-number.ts';

/**
 * `normalizePhone` (`#domain/phone/phone-number.ts`) as a SQL expression on a column, for the
 * generated `*_phone_normal` columns: `0333-765 4321`, `03337654321`, `+92 333 7654321` and
 * `0092 333 7654321` all become `923337654321`. Built only from immutable functions, so
 * PostgreSQL accepts it in a stored generated column; phone-normal.test.ts holds the two to the
 * same answers.
 */
export function phoneNormalSql(column: string): SQL {
  if (!/^[a-z_]+$/.test(column)) throw new Error(`Not a column name: ${column}`);
  const digits = `regexp_replace(${column}, '[^0-9]', '', 'g')`;
  return sql.raw(
    `case when ${column} ~ '^\\s*[+]' then ${digits}` +
      ` when ${digits} like '00%' then substr(${digits}, 3)` +
      ` when ${digits} like '0%' then '${HOME_COUNTRY_CODE}' || substr(${digits}, 2)` +
      ` when ${digits} ~ '^3[0-9]{9}$' then '${HOME_COUNTRY_CODE}' || ${digits}` +
      ` else ${digits} end`,
  );
}

/**
 * When a search term looks like (part of) a phone number, the condition that a normal-form column
 * holds its digits, whatever way the number was typed (served by the column's trigram index);
 * undefined for other terms.
 */
export function phoneDigitsMatch(normalColumn: SQLWrapper, term: string): SQL | undefined {
  const digits = phoneSearchDigits(term);
  return digits === null ? undefined : sql`${normalColumn} like ${`%${digits}%`}`;
}
