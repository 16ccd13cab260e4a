import { z } from 'zod';

/**
 * A heavy answer's JSON, written in slices (decision 039). The route's usual
 * serializer checks the whole answer against its declared schema and
 * stringifies it in one go: for a year's Detailed Breakdown of 20 000
 * contracts that is tens of megabytes in one block of the event loop, during
 * which no other request moves. This writes the same text — each leaf checked
 * and encoded by its own schema, object keys in the schema's order, unknown
 * keys left out, as `JSON.stringify(z.encode(schema, value))` gives — and calls
 * `pause` after each element of an array, so the work can let others in.
 *
 * Only plain objects and arrays are walked; any other schema (a union, a
 * transform, a record) is encoded whole at that point, which is the same.
 */
export async function encodeJsonInSlices(schema: z.ZodType, value: unknown, pause: () => Promise<void> | undefined): Promise<string> {
  const parts: string[] = [];
  await write(schema, value, parts, pause, '');
  return parts.join('');
}

/** A schema whose answer this walks into: an object of a fixed shape that strips unknown keys. */
function walkableObject(schema: z.ZodType): schema is z.ZodObject {
  return schema instanceof z.ZodObject && schema._zod.def.catchall === undefined;
}

async function write(schema: z.ZodType, value: unknown, out: string[], pause: () => Promise<void> | undefined, path: string): Promise<void> {
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType;
    out.push('[');
    for (let index = 0; index < value.length; index++) {
      if (index > 0) out.push(',');
      await write(element, value[index], out, pause, `${path}/${index}`);
      await pause();
    }
    out.push(']');
    return;
  }
  if (walkableObject(schema) && isPlainObject(value)) {
    out.push('{');
    let first = true;
    for (const [key, field] of Object.entries(schema.shape)) {
      const fieldValue = value[key];
      const walked = (field instanceof z.ZodArray && Array.isArray(fieldValue)) || (walkableObject(field) && isPlainObject(fieldValue));
      if (walked) {
        out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
        await write(field, fieldValue, out, pause, `${path}/${key}`);
        first = false;
        continue;
      }
      const encoded = encodeLeaf(field, fieldValue, `${path}/${key}`);
      // JSON.stringify leaves out a key whose value is undefined (an optional field not given).
      if (encoded === undefined) continue;
      out.push(`${first ? '' : ','}${JSON.stringify(key)}:${encoded}`);
      first = false;
    }
    out.push('}');
    return;
  }
  out.push(encodeLeaf(schema, value, path) ?? 'null');
}

function encodeLeaf(schema: z.ZodType, value: unknown, path: string): string | undefined {
  const result = z.safeEncode(schema, value as never);
  if (!result.success) throw new Error(`The answer does not match its declared schema at ${path || '/'}: ${result.error.message}`);
  return JSON.stringify(result.data);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
