import type { IsoDate } from '@subaybay/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { centavosFromNumeric, numberFromDecimal } from './schema/columns.js';

/**
 * Rows carried inside a JSON aggregate (`json_agg` of `json_build_array`
 * tuples, one per row) and read back into the same values the Drizzle columns
 * give, so a row read this way equals the row read by a plain SELECT. Each
 * kind says how its column enters the JSON and how it is read back:
 * - money and decimals travel as their decimal text (`::text`) and are read by
 *   the columns' own parsers, never through a float (JSON numbers would be);
 * - timestamps travel as the text the driver receives for them (`::text`, same
 *   session settings) and become a `Date` as Drizzle makes one (`new Date(text)`);
 * - dates travel as JSON's ISO `YYYY-MM-DD`, integers and text as themselves.
 * A null stays null whatever the kind.
 */

const kinds = {
  integer: { select: (column: PgColumn | SQL) => sql`${column}`, read: (value: unknown) => value as number },
  text: { select: (column: PgColumn | SQL) => sql`${column}`, read: (value: unknown) => value as string },
  date: { select: (column: PgColumn | SQL) => sql`${column}`, read: (value: unknown) => value as IsoDate },
  money: { select: (column: PgColumn | SQL) => sql`${column}::text`, read: (value: unknown) => centavosFromNumeric(value as string) },
  decimal: { select: (column: PgColumn | SQL) => sql`${column}::text`, read: (value: unknown) => numberFromDecimal(value as string) },
  timestamp: { select: (column: PgColumn | SQL) => sql`${column}::text`, read: (value: unknown) => new Date(value as string) },
} as const;

export type JsonFieldKind = keyof typeof kinds;

/** A field of the tuple: the column (or expression) and its kind. */
export type JsonField = readonly [column: PgColumn | SQL, kind: JsonFieldKind];

/** How one row travels as a JSON tuple: the `json_build_array(…)` to aggregate and the reader of a tuple back into `Row`. */
export interface JsonTuple<Row> {
  /** `json_build_array(field, …)` in the order of the fields. */
  select: SQL;
  /** A tuple as JSON.parse gives it → the row, field by field. */
  read(tuple: readonly unknown[]): Row;
}

/**
 * The tuple of `fields` (named as the row type names them). The fields'
 * positions are taken from this one list for both the SQL and the reader, so
 * the two cannot drift apart.
 */
export function jsonTuple<Row>(fields: { [K in keyof Row & string]: JsonField }): JsonTuple<Row> {
  const entries = Object.entries(fields) as [string, JsonField][];
  const names = entries.map(([name]) => name);
  const readers = entries.map(([, [, kind]]) => kinds[kind].read);
  return {
    select: sql`json_build_array(${sql.join(
      entries.map(([, [column, kind]]) => kinds[kind].select(column)),
      sql`, `,
    )})`,
    read(tuple) {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const value = tuple[i];
        row[names[i]!] = value === null ? null : readers[i]!(value);
      }
      return row as Row;
    },
  };
}

/** `coalesce(json_agg(tuple ORDER BY …), '[]')`: the rows of a sub-select as one JSON array, in list order ([] when none). */
export function jsonList(tuple: JsonTuple<unknown>, order: readonly (PgColumn | SQL)[]): SQL {
  return sql`coalesce(json_agg(${tuple.select} ORDER BY ${sql.join(order.map((column) => sql`${column}`), sql`, `)}), '[]'::json)`;
}
