import {
  officeSetupSchema,
  forumCategorySchema,
  forumHomeCategorySchema,
  forumPostSchema,
  forumReplySchema,
  accountSchema,
  activityItemSchema,
  activityLogPageSchema,
  siteDetailsSchema,
  contractsAccomplishmentByYearSchema,
  contractDetailsSchema,
  contractSummarySchema,
  contractsReportSchema,
  ppaReportSchema,
  contractTimelineSchema,
  contractListRowSchema,
  contractProjectSchema,
  contractRecordCountsSchema,
  contractSchema,
  contractSCurveSchema,
  contractTimeElapsedSchema,
  contractYearsSchema,
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
  projectsAccomplishmentReportSchema,
  accomplishmentSummaryReportSchema,
  projectDetailedReportSchema,
  overallSCurveResponseSchema,
  declaredOperations,
  pathParameterNames,
} from '@subaybay/domain';

/** An optional `?as_of=YYYY-MM-DD` after a path. */
const asOf = String.raw`(\?as_of=\d{4}-\d{2}-\d{2})?`;

/** Anything with zod's `safeParse` (the domain's schemas). */
interface ResponseSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { message: string } };
}

type SuccessRoute = { method: string; path: RegExp; status: number; schema: ResponseSchema; parameters: number };

/** A declared path as a pattern over a mocked call's path (no /api/, no trailing slash, any query). */
function pathPattern(path: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${path.replace(/\/$/, '').split(/\{[^}]+\}/).map(literal).join('[^/?]+')}(\\?.*)?$`);
}

/** The success answers of every operation declared in packages/domain (files excepted: they are not JSON). */
const declaredSuccesses: SuccessRoute[] = declaredOperations()
  .filter((operation) => !operation.file)
  .map((operation) => ({
    method: operation.method,
    path: pathPattern(operation.path),
    status: operation.status,
    schema: operation.response,
    parameters: pathParameterNames(operation.path).length,
  }));

/**
 * The server's success answers of routes not yet declared as operations, by
 * method and path (without /api/ and the trailing slash), with the same domain
 * schemas their routes declare. A mocked body that the server could not send
 * fails the test that mocks it.
 */
const handKeptSuccesses: Omit<SuccessRoute, 'parameters'>[] = [
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
  { method: 'GET', path: /^activity-stream\/\d+(\?kind=(all|changes))?$/, status: 200, schema: activityItemSchema.array() },
  { method: 'GET', path: /^activity-logs\?/, status: 200, schema: activityLogPageSchema },
  { method: 'GET', path: /^site$/, status: 200, schema: siteDetailsSchema },
  { method: 'GET', path: /^reports\/summaries\/contracts-accomplishment-by-year\/\d+$/, status: 200, schema: contractsAccomplishmentByYearSchema },
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
  // projects reports and the overall S-curve (spec 2 §7)
  { method: 'GET', path: /^reports\/projects\/projects-accomplishment-report\/\d+\?as_of=\d{4}-\d{2}-\d{2}&fund_sources=[^&]*$/, status: 200, schema: projectsAccomplishmentReportSchema },
  { method: 'GET', path: new RegExp(`^reports/projects/accomplishment-summary-report/\\d+${asOf}$`), status: 200, schema: accomplishmentSummaryReportSchema },
  { method: 'GET', path: new RegExp(`^reports/projects/detailed-report/\\d+${asOf}$`), status: 200, schema: projectDetailedReportSchema },
  { method: 'GET', path: /^reports\/summaries\/overall-scurve\/\d+$/, status: 200, schema: overallSCurveResponseSchema },
  { method: 'GET', path: /^reports\/summaries\/office-setup$/, status: 200, schema: officeSetupSchema },
  // contracts (spec 3 §2, §7)
  { method: 'GET', path: /^contracts\/\d+$/, status: 200, schema: contractSchema },
  { method: 'GET', path: new RegExp(`^contracts/details/\\d+${asOf}$`), status: 200, schema: contractDetailsSchema },
  { method: 'GET', path: new RegExp(`^contracts/\\d+/scurve${asOf}$`), status: 200, schema: contractSCurveSchema },
  { method: 'GET', path: new RegExp(`^contracts/\\d+/time-elapsed${asOf}$`), status: 200, schema: contractTimeElapsedSchema },
  { method: 'GET', path: new RegExp(`^contracts/\\d+/summary${asOf}$`), status: 200, schema: contractSummarySchema },
  { method: 'GET', path: new RegExp(`^contracts/\\d+/timeline${asOf}$`), status: 200, schema: contractTimelineSchema },
  { method: 'GET', path: /^contracts\/years$/, status: 200, schema: contractYearsSchema },
  { method: 'GET', path: /^contracts\/year\/\d+$/, status: 200, schema: contractListRowSchema.array() },
  { method: 'GET', path: /^contracts\/year\/\d+\/contractor\/[^/]+$/, status: 200, schema: contractListRowSchema.array() },
  { method: 'GET', path: /^contracts\/(completed|ongoing)\/\d+$/, status: 200, schema: contractListRowSchema.array() },
  { method: 'GET', path: /^contracts\/monitored\/\d+\/\d+$/, status: 200, schema: contractListRowSchema.array() },
  { method: 'PUT', path: /^contracts\/update\/\d+$/, status: 200, schema: contractSchema },
  { method: 'GET', path: /^contracts\/\d+\/projects$/, status: 200, schema: contractProjectSchema.array() },
  // Adding or removing a project answers the contract's projects as they now are.
  { method: 'POST', path: /^contracts\/\d+\/projects\/(add|remove)$/, status: 200, schema: contractProjectSchema.array() },
  { method: 'GET', path: /^contracts\/\d+\/record-counts$/, status: 200, schema: contractRecordCountsSchema },
  // contracts reports (spec 2 §7 Reports)
  { method: 'GET', path: new RegExp(`^reports/contracts/contracts-report/(negative-slippage/)?\\d+${asOf}$`), status: 200, schema: contractsReportSchema },
  { method: 'GET', path: new RegExp(`^reports/contracts/ppa-report/\\d+${asOf}$`), status: 200, schema: ppaReportSchema },
  // contract records (spec 1 §7)
  // contract records (spec 3 §7): billings, variation orders, time extensions, physical features
  // forum (spec 3 §7, and the forum home, update and delete)
  { method: 'GET', path: /^forum\/categories$/, status: 200, schema: forumCategorySchema.array() },
  { method: 'GET', path: /^forum\/posts\/recent$/, status: 200, schema: forumHomeCategorySchema.array() },
  { method: 'GET', path: /^forum\/posts\/category\/\d+$/, status: 200, schema: forumPostSchema.array() },
  { method: 'GET', path: /^forum\/posts\/\d+$/, status: 200, schema: forumPostSchema },
  { method: 'GET', path: /^forum\/replies\/post\/\d+$/, status: 200, schema: forumReplySchema.array() },
  { method: 'POST', path: /^forum\/posts\/create$/, status: 201, schema: forumPostSchema },
  { method: 'PUT', path: /^forum\/posts\/update\/\d+$/, status: 200, schema: forumPostSchema },
  { method: 'POST', path: /^forum\/replies\/create$/, status: 201, schema: forumReplySchema },
];

const successes: SuccessRoute[] = [...declaredSuccesses, ...handKeptSuccesses.map((route) => ({ ...route, parameters: 0 }))];

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
    // A literal segment beats a parameter: `user-accounts/project-inspectors` before `user-accounts/{id}`.
    const route = successes
      .filter((entry) => entry.method === method && entry.path.test(path))
      .sort((a, b) => a.parameters - b.parameters)[0];
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
