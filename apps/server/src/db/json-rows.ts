import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { centavosFromNumeric } from './schema/columns.js';

/**
 * Rows carried inside a JSON aggregate (`json_agg` of `json_build_array`
 * tuples, one per row) and read back into the same values the Drizzle columns
 * give, so a row read this way equals the row read by a plain SELECT. Each
 * kind says how its column enters the JSON and how it is read back:
 * - money travels as its decimal text (`::text`) and is read by the money
 *   column's own parser (`centavosFromNumeric`), never through a float;
 * - a decimal that is not money (a percentage) travels as a JSON number: the
 *   database prints the numeric's exact digits and JSON.parse turns them into
 *   the same double as the column's `Number(text)` (both round correctly);
 * - timestamps travel as JSON's ISO text and become a `Date` as Drizzle makes
 *   one from the driver's text (`new Date(text)`: the same instant, to the millisecond);
 * - dates travel as JSON's ISO `YYYY-MM-DD`, integers and text as themselves.
 * A null stays null whatever the kind.
 */

const kinds = {
  integer: { cast: '', read: 'plain' },
  text: { cast: '', read: 'plain' },
  date: { cast: '', read: 'plain' },
  decimal: { cast: '', read: 'plain' },
  money: { cast: '::text', read: 'money' },
  timestamp: { cast: '', read: 'timestamp' },
} as const;

export type JsonFieldKind = keyof typeof kinds;

/** A field of the tuple: the column (or expression) and its kind. */
export type JsonField = readonly [column: PgColumn | SQL, kind: JsonFieldKind];

/** How one row travels as a JSON tuple: the `json_build_array(…)` to aggregate and the reader of a tuple back into `Row`. */
export interface JsonTuple<Row> {
  /** `json_build_array(field, …)` in the order of the fields. */
  select: SQL;
  /** A tuple as JSON.parse gives it (and the outer row's value of the field it leaves out) → the row. */
  read(tuple: readonly unknown[], outer?: unknown): Row;
}

/** What the compiled reader calls: the money parser (a throw on anything but an exact amount). */
const readHelpers = { money: (text: string) => centavosFromNumeric(text) };

/**
 * The tuple of `fields` (named as the row type names them); `outerField`, if
 * given, is a field of the row not in the tuple but the outer query's (the
 * contract id of a contract's records), passed to `read`. The fields'
 * positions are taken from this one list for both the SQL and the reader, so
 * the two cannot drift apart.
 *
 * The reader is compiled once per tuple into one object literal (a few
 * hundred thousand rows for a large year: a literal is several times faster
 * than an object filled field by field). Its source is made only of the field
 * names written in this code, each quoted with JSON.stringify.
 */
export function jsonTuple<Row>(
  fields: { [K in Exclude<keyof Row, OuterKey> & string]: JsonField },
  outerField?: OuterKey & keyof Row & string,
): JsonTuple<Row>;
export function jsonTuple(fields: Record<string, JsonField>, outerField?: string): JsonTuple<unknown> {
  const entries = Object.entries(fields);
  const members = entries.map(([name, [, kind]], i) => {
    const value = `t[${i}]`;
    const read = kinds[kind].read;
    const expression = read === 'money' ? `h.money(${value})` : read === 'timestamp' ? `new Date(${value})` : value;
    return `${JSON.stringify(name)}: ${read === 'plain' ? value : `${value} === null ? null : ${expression}`}`;
  });
  if (outerField !== undefined) members.push(`${JSON.stringify(outerField)}: outer`);
  const read = new Function('h', `return function read(t, outer) { return { ${members.join(', ')} }; };`)(readHelpers) as JsonTuple<unknown>['read'];
  return {
    select: sql`json_build_array(${sql.join(
      entries.map(([, [column, kind]]) => sql`${column}${sql.raw(kinds[kind].cast)}`),
      sql`, `,
    )})`,
    read,
  };
}

/** The field a tuple may leave to its outer row. */
type OuterKey = 'contractId';

/** `coalesce(json_agg(tuple ORDER BY …), '[]')`: the rows of a sub-select as one JSON array, in list order ([] when none). */
export function jsonList(tuple: JsonTuple<unknown>, order: readonly (PgColumn | SQL)[]): SQL {
  return sql`coalesce(json_agg(${tuple.select} ORDER BY ${sql.join(order.map((column) => sql`${column}`), sql`, `)}), '[]'::json)`;
}
