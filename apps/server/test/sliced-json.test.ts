import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeJsonInSlices } from '../src/lib/sliced-json.js';

/** A heavy answer written in slices is the very text the route's usual serializer writes. */

const usual = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));
const noPause = () => undefined;

const rowSchema = z.object({
  name: z.string(),
  amount: z.number(),
  note: z.string().optional(),
  owner: z.string().nullable(),
  tags: z.array(z.string()),
  nested: z.object({ a: z.number(), b: z.array(z.object({ c: z.boolean(), d: z.string().optional() })) }),
  kind: z.union([z.literal('x'), z.object({ y: z.number() })]),
  extra: z.record(z.string(), z.number()),
});
const answerSchema = z.object({ total: z.number(), rows: z.array(rowSchema), empty: z.array(z.number()), maybe: z.array(z.number()).optional() });

const row = fc.record(
  {
    name: fc.string(),
    amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
    note: fc.string(),
    owner: fc.option(fc.string(), { nil: null }),
    tags: fc.array(fc.string(), { maxLength: 3 }),
    nested: fc.record({ a: fc.integer(), b: fc.array(fc.record({ c: fc.boolean(), d: fc.string() }, { requiredKeys: ['c'] }), { maxLength: 3 }) }),
    kind: fc.oneof(fc.constant('x' as const), fc.record({ y: fc.integer() })),
    extra: fc.dictionary(fc.string(), fc.integer(), { maxKeys: 3 }),
    // A key the schema does not know: left out by both.
    unknown: fc.string(),
  },
  { requiredKeys: ['name', 'amount', 'owner', 'tags', 'nested', 'kind', 'extra'] },
);

describe('a heavy answer written in slices', () => {
  it('is the text JSON.stringify(z.encode(schema, answer)) gives, key order and left-out keys included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 8 }), fc.integer(), fc.option(fc.array(fc.integer()), { nil: undefined }), async (rows, total, maybe) => {
        const answer = { rows, empty: [], total, ...(maybe === undefined ? {} : { maybe }), ignored: true };
        expect((await encodeJsonInSlices(answerSchema, answer, noPause)).join('')).toBe(usual(answerSchema, answer));
      }),
    );
  });

  it('pauses after each element of an array, nested ones too', async () => {
    let pauses = 0;
    const pause = () => {
      pauses++;
      return Promise.resolve();
    };
    await encodeJsonInSlices(z.array(z.object({ list: z.array(z.number()) })), [{ list: [1, 2] }, { list: [] }], pause);
    expect(pauses).toBe(4);
  });

  it("comes in pieces of about 64 KiB, so a year's answer is never one giant string", async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => ({ name: `Contract ${index}`.padEnd(60, '.'), amount: index }));
    const schema = z.array(z.object({ name: z.string(), amount: z.number() }));
    const chunks = await encodeJsonInSlices(schema, rows, noPause);
    expect(chunks.length).toBeGreaterThan(2);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(64 * 1024 + 200);
    expect(chunks.join('')).toBe(usual(schema, rows));
  });

  it('refuses an answer that does not match its schema, saying where', async () => {
    await expect(encodeJsonInSlices(answerSchema, { total: 1, rows: [{ name: 3 }], empty: [] }, noPause)).rejects.toThrow(/at \/rows\/0\/name/);
  });
});
