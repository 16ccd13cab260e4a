export { mulberry32, streamOf, type Random } from './prng.js';
export { defaultYears, planOffice, type FixedShape, type OfficePlan, type PlannedContract, type PlanLocations } from './office-plan.js';
export { BENCH_SHAPE } from './shapes.js';
export { GENERATED_PASSWORD, generateOffices, labelOf, loadLocations, type GenerateOptions, type GeneratedOffice } from './write-office.js';
