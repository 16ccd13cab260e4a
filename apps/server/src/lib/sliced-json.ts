import { z } from 'zod';

/**
 * A heavy answer's JSON, written in slices (decision 039). The route's usual
 * serializer checks the whole answer against its declared schema and
 * stringifies it in one go: for a year's Detailed Breakdown of 20 000
 * contracts that is tens of megabytes in one block of the event loop, during
 * which no other request moves. This writes the same text — each piece checked
 * and encoded by its own schema, object keys in the schema's order, unknown
 * keys left out, as `JSON.stringify(z.encode(schema, value))` gives — and calls
 * `pause` after each element of an array, so the work can let others in.
 *
 * Only plain objects and arrays are walked, and an array's elements only when
 * they hold arrays themselves; anything else (a flat row, a union, a record) is
 * encoded whole at that point, which gives the same text.
 */
export async function encodeJsonInSlices(schema: z.ZodType, value: unknown, pause: () => Promise<void> | undefined): Promise<string[]> {
  const out = new Chunks();
  await write(schema, value, out, pause, '');
  return out.end();
}

/**
 * The text in pieces of about CHUNK_CHARS, for a stream: joining a year's answer
 * into one 17 MB string held the loop ~200 ms, and the pieces go out as they are.
 */
const CHUNK_CHARS = 64 * 1024;
class Chunks {
  readonly #chunks: string[] = [];
  #current: string[] = [];
  #length = 0;

  push(text: string): void {
    this.#current.push(text);
    this.#length += text.length;
    if (this.#length >= CHUNK_CHARS) this.#flush();
  }

  end(): string[] {
    this.#flush();
    return this.#chunks;
  }

  #flush(): void {
    if (this.#current.length > 0) this.#chunks.push(this.#current.join(''));
    this.#current = [];
    this.#length = 0;
  }
}

/** A schema whose answer this walks into: an object of a fixed shape that strips unknown keys. */
function walkableObject(schema: z.ZodType): schema is z.ZodObject {
  return schema instanceof z.ZodObject && schema._zod.def.catchall === undefined;
}

/**
 * Whether an element of this schema holds a collection of its own (an array
 * somewhere in its plain objects): then it is walked; a flat element (a
 * report's row) is encoded in one piece, which costs what the usual serializer
 * costs for it (encoding leaf by leaf cost six times as much).
 */
const holdsCollection = new WeakMap<z.ZodType, boolean>();
function holdsArray(schema: z.ZodType): boolean {
  let known = holdsCollection.get(schema);
  if (known === undefined) {
    known = schema instanceof z.ZodArray || (walkableObject(schema) && Object.values(schema.shape).some((field) => holdsArray(field as z.ZodType)));
    holdsCollection.set(schema, known);
  }
  return known;
}

async function write(schema: z.ZodType, value: unknown, out: Chunks, pause: () => Promise<void> | undefined, path: string): Promise<void> {
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType;
    const walkElements = holdsArray(element);
    out.push('[');
    for (let index = 0; index < value.length; index++) {
      if (index > 0) out.push(',');
      if (walkElements) await write(element, value[index], out, pause, `${path}/${index}`);
      else out.push(encodeLeaf(element, value[index], `${path}/${index}`) ?? 'null');
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
