import { AppError } from '@subaybay/domain';
import { describe, expect, it } from 'vitest';
import { SHORT_NAME_UNIQUE_INDEX } from '../src/db/schema/expenditure-source-names.js';
import { mapUniqueViolation } from '../src/db/unique-violations.js';
import { insertExpenditureSourceName } from '../src/features/expenditure-source-names/expenditure-source-names.repository.js';
import { apiTest } from './helpers/api-test.js';
import { unique } from './helpers/factories.js';

const indexes = { some_index: ['short_name', 'This short name is taken.'] } as const;

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('mapUniqueViolation', () => {
  it('turns a violation of a listed index into a 400 on its field', () => {
    const error = thrownBy(() => mapUniqueViolation({ code: '23505', constraint: 'some_index' }, indexes));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION', detail: 'This short name is taken.', errors: { short_name: ['This short name is taken.'] } });
  });

  it('finds the driver error inside the wrapper that carries it as its cause', () => {
    const wrapped = new Error('Failed query', { cause: { code: '23505', constraint: 'some_index' } });
    expect(thrownBy(() => mapUniqueViolation(wrapped, indexes))).toMatchObject({ code: 'VALIDATION' });
  });

  it('rethrows anything else unchanged: another index, another error', () => {
    const otherIndex = { code: '23505', constraint: 'another_index' };
    expect(thrownBy(() => mapUniqueViolation(otherIndex, indexes))).toBe(otherIndex);
    const foreignKey = { code: '23503', constraint: 'some_index' };
    expect(thrownBy(() => mapUniqueViolation(foreignKey, indexes))).toBe(foreignKey);
    const plain = new Error('connection lost');
    expect(thrownBy(() => mapUniqueViolation(plain, indexes))).toBe(plain);
    const inherited = { code: '23505', constraint: 'toString' };
    expect(thrownBy(() => mapUniqueViolation(inherited, indexes))).toBe(inherited);
  });
});

describe('mapUniqueViolation on the database', () => {
  apiTest("knows the index by the name the database reports, on either driver", async ({ api, office }) => {
    const shortName = unique();
    await insertExpenditureSourceName(api.db, office.accountId, { longName: 'Contract Works', shortName });
    const error = await insertExpenditureSourceName(api.db, office.accountId, { longName: 'Other Works', shortName: shortName.toUpperCase() }).then(
      () => undefined,
      (caught: unknown) => thrownBy(() => mapUniqueViolation(caught, { [SHORT_NAME_UNIQUE_INDEX]: ['short_name', 'Taken.'] })),
    );
    expect(error).toMatchObject({ code: 'VALIDATION', errors: { short_name: ['Taken.'] } });
  });
});
