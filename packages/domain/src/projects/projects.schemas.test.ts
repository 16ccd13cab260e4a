import { describe, expect, it } from 'vitest';
import {
  MAX_PROJECT_AMOUNT,
  projectCreateInputSchema,
  projectMessages,
  projectUpdateInputSchema,
  totalAllocationCentavos,
} from './projects.schemas.js';

const messageOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('project schemas (spec 2 §5)', () => {
  it("reads the spec's create payload: desc for the description, no fund source", () => {
    expect(projectCreateInputSchema.parse({ name: ' Canal ', amount: 120000.5, implementation_year: 2024, system_id: 3, desc: 'Lined' })).toEqual({
      name: 'Canal',
      amount: 12_000_050,
      implementation_year: 2024,
      system_id: 3,
      fund_source_id: null,
      description: 'Lined',
      remarks: '',
    });
  });

  it('takes description or desc on update', () => {
    const base = { name: 'Canal', amount: 1, implementation_year: 2024, fund_source_id: 2 };
    expect(projectUpdateInputSchema.parse({ ...base, description: 'A' }).description).toBe('A');
    expect(projectUpdateInputSchema.parse({ ...base, desc: 'B' }).description).toBe('B');
    expect(projectUpdateInputSchema.parse(base).description).toBe('');
  });

  it('says which field is missing, with the add and update wordings', () => {
    const added = projectCreateInputSchema.safeParse({});
    expect(messageOf(added, 'name')).toBe(projectMessages.nameRequired);
    expect(messageOf(added, 'amount')).toBe(projectMessages.amountRequired);
    expect(messageOf(added, 'implementation_year')).toBe(projectMessages.yearRequired);
    expect(messageOf(added, 'system_id')).toBe(projectMessages.systemRequired);
    const updated = projectUpdateInputSchema.safeParse({});
    for (const field of ['name', 'amount', 'implementation_year', 'fund_source_id']) {
      expect(messageOf(updated, field)).toBe(projectMessages.fieldRequired);
    }
  });

  it('holds the year to 1990–2100 and the allocation to its ceiling', () => {
    const base = { name: 'Canal', amount: 1, implementation_year: 2024, system_id: 3 };
    expect(messageOf(projectCreateInputSchema.safeParse({ ...base, implementation_year: 1989 }), 'implementation_year')).toBe(projectMessages.yearOutOfRange);
    expect(messageOf(projectCreateInputSchema.safeParse({ ...base, implementation_year: 2101 }), 'implementation_year')).toBe(projectMessages.yearOutOfRange);
    expect(projectCreateInputSchema.parse({ ...base, amount: MAX_PROJECT_AMOUNT / 100 }).amount).toBe(MAX_PROJECT_AMOUNT);
    expect(messageOf(projectCreateInputSchema.safeParse({ ...base, amount: 1_000_000_000_000 }), 'amount')).toBe(projectMessages.amountTooLarge);
  });

  it('totals allocations exactly, where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(totalAllocationCentavos([{ amount: 0.1 }, { amount: 0.2 }])).toBe(30);
    expect(totalAllocationCentavos([{ amount: 999_999_999_999.99 }, { amount: 0.01 }])).toBe(100_000_000_000_000);
    expect(totalAllocationCentavos([])).toBe(0);
  });
});
