import { rulesToQuery } from '@casl/ability/extra';
import { and, eq, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Action, AppAbility, Subject } from '#domain/auth/permissions.ts';

/** The columns a rule's conditions may name, by the field name the rules use (e.g. `assignee_id`). */
export type RuleColumns = Record<string, AnyPgColumn>;

type Value = string | number | boolean | null;

/**
 * The rows of a table the user's rules allow for an action, as an SQL condition: allow rules OR-ed,
 * inverted rules AND NOT, as CASL itself decides for one record. Conditions may only test columns
 * of `columns` with equality, `$eq`, `$ne`, `$in` and `$nin` (what CASL's own matcher checks the same way); anything else throws, so a rule the
 * server cannot enforce never widens what a user sees.
 */
export function accessibleBy(
  ability: AppAbility,
  action: Action,
  subjectType: Exclude<Subject, 'all'>,
  columns: RuleColumns,
): SQL {
  const query = rulesToQuery(ability, action, subjectType, (rule) => {
    const condition = conditionsToSql(rule.conditions ?? {}, columns);
    // NULL comparisons count as false, so a record an inverted rule does not match stays visible.
    return rule.inverted ? not(sql`coalesce(${condition}, false)`) : condition;
  });
  if (query === null) return sql`false`;
  const parts: SQL[] = [...(query.$and ?? [])];
  if (query.$or) parts.push(or(...query.$or)!);
  return parts.length === 0 ? sql`true` : and(...parts)!;
}

function conditionsToSql(conditions: object, columns: RuleColumns): SQL {
  const parts = Object.entries(conditions).map(([field, test]) => {
    const column = columns[field];
    if (!column) throw new Error(`A rule tests "${field}", which is not a column the server can filter on.`);
    return fieldToSql(column, field, test);
  });
  return parts.length === 0 ? sql`true` : and(...parts)!;
}

function fieldToSql(column: AnyPgColumn, field: string, test: unknown): SQL {
  if (isValue(test)) return equals(column, test);
  if (!isPlainObject(test)) throw unsupported(field, test);
  const parts = Object.entries(test).map(([operator, operand]) => {
    if (operator === '$eq' && isValue(operand)) return equals(column, operand);
    if (operator === '$ne' && isValue(operand)) return sql`${column} is distinct from ${operand}`;
    if (operator === '$in' && isValueList(operand))
      return or(...operand.map((value) => equals(column, value))) ?? sql`false`;
    if (operator === '$nin' && isValueList(operand)) {
      return and(...operand.map((value) => sql`${column} is distinct from ${value}`)) ?? sql`true`;
    }
    throw unsupported(field, test);
  });
  return and(...parts)!;
}

// As in CASL, a null in a rule matches a record whose field is null.
function equals(column: AnyPgColumn, value: Value): SQL {
  return value === null ? isNull(column) : eq(column, value);
}

function isValue(value: unknown): value is Value {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isValueList(value: unknown): value is Value[] {
  return Array.isArray(value) && value.every(isValue);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unsupported(field: string, test: unknown): Error {
  return new Error(`The rule condition on "${field}" (${JSON.stringify(test)}) cannot be turned into SQL.`);
}

/**
 * Whether the user's rules allow an action on every row of a table: no condition narrows it, so
 * `accessibleBy` would be `true` and a total kept aside (a dealer's complaint counts, the
 * dashboards' roll-ups) is what the user may read.
 */
export function allowsEveryRow(
  ability: AppAbility,
  action: Action,
  subjectType: Exclude<Subject, 'all'>,
): boolean {
  const query = rulesToQuery(ability, action, subjectType, () => ({}));
  return query !== null && !query.$and?.length && !query.$or?.length;
}
