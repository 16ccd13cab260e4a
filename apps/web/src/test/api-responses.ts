import {
  accountSchema,
  activityItemSchema,
  detailSchema,
  errorBodySchema,
  expenditureSourceBalanceSchema,
  expenditureSourceNameSchema,
  fundSourceSchema,
  municipalitySchema,
  expenditureSourceSchema,
  expendituresByYearItemSchema,
  projectExpenditureSchema,
  requestedCashSchema,
  passwordUpdatedSchema,
  projectContractSchema,
  projectInspectorSchema,
  projectSchema,
  projectYearSummarySchema,
  roleSchema,
  subscriptionTypeSchema,
  systemSchema,
  tokenPairSchema,
  userSchema,
} from '@subaybay/domain';

/** Anything with zod's `safeParse` (the domain's schemas). */
interface ResponseSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { message: string } };
}

/**
 * The server's success answers, by method and path (without /api/ and the
 * trailing slash), with the same domain schemas its routes declare. A mocked
 * body that the server could not send fails the test that mocks it.
 */
const successes: { method: string; path: RegExp; status: number; schema: ResponseSchema }[] = [
  { method: 'POST', path: /^accounts\/create$/, status: 201, schema: accountSchema },
  { method: 'GET', path: /^accounts\/details$/, status: 200, schema: accountSchema },
  { method: 'PUT', path: /^accounts\/update$/, status: 200, schema: accountSchema },
  { method: 'GET', path: /^subscriptions\/subscription-types$/, status: 200, schema: subscriptionTypeSchema.array() },
  { method: 'POST', path: /^token$/, status: 200, schema: tokenPairSchema },
  { method: 'POST', path: /^token\/refresh$/, status: 200, schema: tokenPairSchema },
  { method: 'GET', path: /^roles$/, status: 200, schema: roleSchema.array() },
  { method: 'GET', path: /^user-accounts$/, status: 200, schema: userSchema.array() },
  { method: 'GET', path: /^user-accounts\/project-inspectors$/, status: 200, schema: projectInspectorSchema.array() },
  { method: 'GET', path: /^user-accounts\/\d+$/, status: 200, schema: userSchema },
  { method: 'POST', path: /^user-accounts\/create$/, status: 201, schema: userSchema },
  { method: 'PUT', path: /^user-accounts\/update$/, status: 200, schema: userSchema },
  { method: 'PUT', path: /^user-accounts\/update-password$/, status: 200, schema: passwordUpdatedSchema },
  { method: 'POST', path: /^user-accounts\/follow$/, status: 200, schema: detailSchema },
  { method: 'POST', path: /^activity-logs\/create$/, status: 201, schema: activityItemSchema },
  { method: 'GET', path: /^activity-stream\/\d+$/, status: 200, schema: activityItemSchema.array() },
  { method: 'GET', path: /^expenditure-source-names$/, status: 200, schema: expenditureSourceNameSchema.array() },
  { method: 'POST', path: /^expenditure-source-names\/create$/, status: 201, schema: expenditureSourceNameSchema },
  { method: 'PUT', path: /^expenditure-source-names\/update\/\d+$/, status: 200, schema: expenditureSourceNameSchema },
  { method: 'GET', path: /^municipalities$/, status: 200, schema: municipalitySchema.array() },
  { method: 'GET', path: /^systems$/, status: 200, schema: systemSchema.array() },
  { method: 'GET', path: /^systems\/\d+$/, status: 200, schema: systemSchema },
  { method: 'POST', path: /^systems\/create$/, status: 201, schema: systemSchema },
  { method: 'PUT', path: /^systems\/update\/\d+$/, status: 200, schema: systemSchema },
  { method: 'GET', path: /^fund-sources$/, status: 200, schema: fundSourceSchema.array() },
  { method: 'POST', path: /^fund-sources\/create$/, status: 201, schema: fundSourceSchema },
  { method: 'PUT', path: /^fund-sources\/update\/\d+$/, status: 200, schema: fundSourceSchema },
  // project finance (spec 2 §7)
  { method: 'GET', path: /^expenditure-sources\/project\/\d+\/balance$/, status: 200, schema: expenditureSourceBalanceSchema.array() },
  { method: 'GET', path: /^expenditure-sources\/project\/\d+$/, status: 200, schema: expenditureSourceSchema.array() },
  { method: 'POST', path: /^expenditure-sources\/create$/, status: 201, schema: expenditureSourceSchema },
  { method: 'PUT', path: /^expenditure-sources\/update(\/\d+)?$/, status: 200, schema: expenditureSourceSchema },
  { method: 'GET', path: /^requested-cash\/project\/\d+$/, status: 200, schema: requestedCashSchema.array() },
  { method: 'POST', path: /^requested-cash\/create$/, status: 201, schema: requestedCashSchema },
  { method: 'GET', path: /^project-expenditures\/\d+$/, status: 200, schema: projectExpenditureSchema },
  { method: 'GET', path: /^project-expenditures\/year\/\d+$/, status: 200, schema: projectExpenditureSchema.array() },
  { method: 'GET', path: /^project-expenditures\/project\/\d+$/, status: 200, schema: projectExpenditureSchema.array() },
  { method: 'POST', path: /^project-expenditures\/create$/, status: 201, schema: projectExpenditureSchema },
  { method: 'PUT', path: /^project-expenditures\/update\/\d+$/, status: 200, schema: projectExpenditureSchema },
  { method: 'GET', path: /^finance\/expenditures-by-year\/\d+$/, status: 200, schema: expendituresByYearItemSchema.array() },
  { method: 'GET', path: /^projects$/, status: 200, schema: projectYearSummarySchema.array() },
  { method: 'GET', path: /^projects\/year\/\d+$/, status: 200, schema: projectSchema.array() },
  { method: 'GET', path: /^projects\/\d+$/, status: 200, schema: projectSchema },
  { method: 'POST', path: /^projects\/create$/, status: 201, schema: projectSchema },
  { method: 'PUT', path: /^projects\/update\/\d+$/, status: 200, schema: projectSchema },
  { method: 'POST', path: /^contracts\/create$/, status: 201, schema: projectContractSchema },
  { method: 'GET', path: /^contracts\/project\/\d+$/, status: 200, schema: projectContractSchema.array() },
];

/** JSON with sorted keys, to see fields the schema does not know (zod drops them). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Throws when `body` is not what the server answers to `METHOD path` with
 * `status`: error statuses carry the one error body of API.md; success
 * bodies the route's schema, with no field the server does not send.
 */
export function checkMockedResponse(method: string, path: string, status: number, body: unknown): void {
  const where = `${method} ${path} → ${status}`;
  if (status === 204) {
    if (body !== undefined) throw new Error(`${where}: a 204 has no body.`);
    return;
  }
  let schema: ResponseSchema;
  if (status >= 400) {
    schema = errorBodySchema;
  } else {
    const route = successes.find((entry) => entry.method === method && entry.path.test(path));
    if (!route) throw new Error(`${where}: no server route is known for this call; add its response schema to src/test/api-responses.ts.`);
    if (route.status !== status) throw new Error(`${where}: the server answers this call with ${route.status}.`);
    schema = route.schema;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${where}: the mocked body does not match the server's schema:\n${parsed.error.message}`);
  if (canonical(parsed.data) !== canonical(body)) {
    throw new Error(`${where}: the mocked body has fields the server does not send:\n${canonical(body)}\nthe schema keeps:\n${canonical(parsed.data)}`);
  }
}
