import { addDays, centavos, diffDays, RoleId, type Centavos, type IsoDate, type RoleId as RoleIdType } from '@subaybay/domain';
import { streamOf, type Random } from './prng.js';

/**
 * One generated office as plain rows, before any database id exists: what
 * write-office.ts inserts. Pure and deterministic — the same seed, office
 * number, size and as-of date give the same plan — so it can be checked
 * against the domain's guard without a database.
 *
 * Every record keeps DOMAIN.md's write rules as of `asOf`: planned schedules
 * rise on an S-curve (a logistic sampled at irregular dates) to 100 % on the
 * last day of the contract time; accomplishment nodes rise, never inside a
 * suspension, none after `asOf`, none after the first 100 %; suspensions start
 * after effectivity and before completion, each resumed before the next
 * begins (the last may still run); time extensions are approved after they
 * are requested; variation orders stay within the 10 % ceiling of additive
 * orders; the total billed stays within every amount the contract has had.
 */

export interface PlanLocations {
  /** Provinces with their cities and municipalities (PSGC), in PSGC order. */
  provinces: ReadonlyArray<{ name: string; municipalities: ReadonlyArray<{ id: number; name: string }> }>;
}

/**
 * Fixed counts for a benchmark office (bench/): every contract exactly so many
 * schedule and accomplishment nodes and billings, a resumed suspension on every
 * `suspensionEvery`-th contract, and no time extension, variation order or
 * physical feature — the office the reports benchmarks have measured since
 * issue 19. Without it the counts vary as a real office's do.
 */
export interface FixedShape {
  scheduleNodes: number;
  accomplishmentNodes: number;
  billings: number;
  suspensionEvery: number;
}

export interface OfficePlanOptions {
  seed: number;
  /** 1-based number of the office within the run. */
  office: number;
  contracts: number;
  /** The date the office is generated as of: no accomplishment, billing or order after it. */
  asOf: IsoDate;
  /** Implementation years of the projects; by default the year of `asOf` and the three before it. */
  years?: readonly number[];
  /** Names the office and its users apart from other generated offices (usernames are unique across offices). */
  label: string;
  fixed?: FixedShape;
}

export interface PlannedUser {
  username: string;
  role: RoleIdType;
  firstName: string;
  lastName: string;
  position: string;
}

export interface PlannedContract {
  contractNumber: string;
  description: string;
  amount: Centavos;
  startDate: IsoDate;
  duration: number;
  location: string;
  contractor: number;
  /** Index into `users` (a project inspector); also the author of the contract's records. */
  inspector: number;
  projects: number[];
  schedule: { date: IsoDate; accomplishment: number }[];
  accomplishments: { date: IsoDate; accomplishment: number }[];
  suspensions: { dateEffective: IsoDate; reason: string; remarks: string; resumption: { dateEffective: IsoDate; remarks: string } | null }[];
  timeExtensions: { numberOfDays: number; dateRequested: IsoDate; dateApproved: IsoDate; reason: string }[];
  variationOrders: { dateEffective: IsoDate; revisedAmount: Centavos; remarks: string }[];
  billings: { billingDate: IsoDate; billingAmount: Centavos; remarks: string }[];
  features: { feature: number; accomplishmentDate: IsoDate; quantity: number }[];
}

export interface OfficePlan {
  officeName: string;
  province: string;
  users: PlannedUser[];
  systems: { name: string; municipalityId: number; remarks: string }[];
  fundSources: string[];
  contractors: { name: string; officeAddress: string; ownerName: string; contactNumber: string; tinNumber: string }[];
  featureNames: { name: string; description: string; unit: string }[];
  projects: { name: string; description: string; amount: Centavos; implementationYear: number; system: number; fundSource: number }[];
  contracts: PlannedContract[];
}

const SURNAMES = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva', 'Ramos',
  'Aquino', 'Castillo', 'Rivera', 'Flores', 'De Leon', 'Navarro', 'Domingo', 'Manalo', 'Dizon', 'Salazar',
] as const;
const FIRST_NAMES = ['Maria', 'Jose', 'Ana', 'Ramon', 'Liza', 'Eduardo', 'Carmela', 'Rogelio', 'Teresa', 'Danilo', 'Rosario', 'Benjamin'] as const;
const CONTRACTOR_KINDS = ['Builders', 'Construction', 'Engineering Services', 'Development Corp.', 'Construction and Supply', 'Contractors Inc.'] as const;
const WORKS = ['Concrete lining of', 'Rehabilitation of', 'Construction of', 'Repair of', 'Desilting and repair of', 'Improvement of'] as const;
const STRUCTURES = ['Main Canal', 'Lateral A', 'Lateral B', 'Lateral C', 'Sub-lateral A-1', 'Diversion Dam', 'Service Road', 'Drainage Canal', 'Check Structures'] as const;
const FUND_SOURCES = ['GAA Locally Funded Projects', 'GAA Repair and Rehabilitation of National Irrigation Systems', 'Corporate Funds', 'GAA Foreign Assisted Projects'] as const;
const SUSPENSION_REASONS = ['Continuous heavy rains', 'Right-of-way problem', 'Peace and order situation', 'Water release for the cropping season', 'Typhoon damage to the access road'] as const;
const FEATURE_NAMES = [
  { name: 'Concrete canal lining', description: 'Reinforced concrete lining of canal sections', unit: 'l.m.', total: [200, 4_000] },
  { name: 'Turnout structures', description: 'Concrete turnouts with slide gates', unit: 'unit', total: [2, 40] },
  { name: 'Service road gravelling', description: 'Gravel surfacing of the service road', unit: 'l.m.', total: [300, 6_000] },
  { name: 'Canal desilting', description: 'Removal of silt from canal sections', unit: 'cu.m.', total: [500, 20_000] },
] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A logistic S-curve rescaled to run from 0 at x = 0 to 100 at x = 1. */
function sCurve(random: Random): (x: number) => number {
  const steepness = random.between(8, 12);
  const middle = random.between(0.4, 0.6);
  const logistic = (x: number) => 1 / (1 + Math.exp(-steepness * (x - middle)));
  const low = logistic(0);
  const span = logistic(1) - low;
  return (x) => (x <= 0 ? 0 : x >= 1 ? 100 : (100 * (logistic(x) - low)) / span);
}

/** `count` distinct whole numbers from `from` to `to`, rising, one in each equal stretch: irregular but spread. */
function spread(random: Random, count: number, from: number, to: number): number[] {
  const size = to - from + 1;
  const n = Math.min(count, size);
  const picked: number[] = [];
  for (let k = 0; k < n; k++) {
    const lo = from + Math.floor((k * size) / n);
    const hi = from + Math.floor(((k + 1) * size) / n) - 1;
    picked.push(random.int(lo, hi));
  }
  return picked;
}

function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export function defaultYears(asOf: IsoDate): number[] {
  const year = Number(asOf.slice(0, 4));
  return [year - 3, year - 2, year - 1, year];
}

export function planOffice(locations: PlanLocations, options: OfficePlanOptions): OfficePlan {
  if (locations.provinces.length === 0) throw new Error('No provinces: run the migrations first (they load the PSGC).');
  const random = streamOf(options.seed, options.office, 1);
  const years = options.years ?? defaultYears(options.asOf);
  const provinces = locations.provinces.filter((province) => province.municipalities.length > 0);
  const province = random.pick(provinces);
  const officeName = `${province.name} Irrigation Management Office ${options.label}-${options.office}`;
  const prefix = `${options.label}-o${options.office}`;

  const person = (username: string, role: RoleIdType, position: string): PlannedUser => ({
    username,
    role,
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(SURNAMES),
    position,
  });
  const users: PlannedUser[] = [
    person(`${prefix}-holder`, RoleId.AccountHolder, 'Irrigation Manager'),
    person(`${prefix}-inspector1`, RoleId.ProjectInspector, 'Engineer II'),
    person(`${prefix}-inspector2`, RoleId.ProjectInspector, 'Engineer III'),
    person(`${prefix}-accountant`, RoleId.AccountingOfficer, 'Accountant III'),
    person(`${prefix}-viewer`, RoleId.Viewer, 'Administrative Aide'),
  ];
  const inspectors = [1, 2];

  const systemNames = new Set<string>();
  const systems = Array.from({ length: random.int(2, 4) }, () => {
    const town = random.pick(province.municipalities);
    const kind = random.chance(0.5) ? 'River Irrigation System' : 'Communal Irrigation System';
    return { name: uniqueName(systemNames, `${town.name} ${kind}`), municipalityId: town.id, remarks: `Service area about ${random.int(3, 90) * 100} ha` };
  });
  const fundSources = FUND_SOURCES.slice(0, random.int(2, FUND_SOURCES.length));

  const contractorNames = new Set<string>();
  const contractors = Array.from({ length: Math.max(3, Math.min(60, Math.ceil(options.contracts / 8))) }, () => {
    const owner = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
    const town = random.pick(province.municipalities);
    return {
      name: uniqueName(contractorNames, `${random.pick(SURNAMES)} ${random.pick(CONTRACTOR_KINDS)}`),
      officeAddress: `${random.int(1, 400)} National Highway, ${town.name}, ${province.name}`,
      ownerName: owner,
      contactNumber: `09${random.int(10, 99)} ${random.int(100, 999)} ${String(random.int(0, 9999)).padStart(4, '0')}`,
      tinNumber: `${random.int(100, 999)}-${random.int(100, 999)}-${random.int(100, 999)}-000`,
    };
  });
  const featureNames = options.fixed ? [] : FEATURE_NAMES.map(({ name, description, unit }) => ({ name, description, unit }));

  // Contracts spread evenly over the years; a project for about every five contracts of its year.
  const yearOf = (i: number) => years[Math.floor((i * years.length) / Math.max(1, options.contracts))]!;
  const projectsOfYear = new Map<number, number[]>();
  const projects: OfficePlan['projects'] = [];
  for (const year of years) {
    const count = Array.from({ length: options.contracts }, (_, i) => yearOf(i)).filter((y) => y === year).length;
    const indexes: number[] = [];
    for (let p = 0; p < Math.max(1, Math.round(count / 5)); p++) {
      const system = random.int(0, systems.length - 1);
      indexes.push(projects.length);
      projects.push({
        name: `${random.pick(WORKS)} ${systems[system]!.name} ${random.pick(STRUCTURES)} (${year}-${String(p + 1).padStart(3, '0')})`,
        description: `Irrigation works, implementation year ${year}`,
        amount: centavos(0),
        implementationYear: year,
        system,
        fundSource: random.int(0, fundSources.length - 1),
      });
    }
    projectsOfYear.set(year, indexes);
  }

  const code = province.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
  const contracts: PlannedContract[] = [];
  const allocated = new Array<number>(projects.length).fill(0);
  for (let i = 0; i < options.contracts; i++) {
    const year = yearOf(i);
    const contractRandom = streamOf(options.seed, options.office, 2, i);
    const contract = planContract(contractRandom, i, {
      year,
      asOf: options.asOf,
      fixed: options.fixed,
      contractNumber: `${code}-${year}-${String(i + 1).padStart(5, '0')}`,
      location: `${random.pick(province.municipalities).name}, ${province.name}`,
      contractor: random.int(0, contractors.length - 1),
      inspector: random.pick(inspectors),
      featureCount: featureNames.length,
    });
    const ofYear = projectsOfYear.get(year)!;
    const first = ofYear[i % ofYear.length]!;
    contract.projects = [first];
    // About one contract in six serves a second project of its year.
    if (ofYear.length > 1 && random.chance(1 / 6)) contract.projects.push(ofYear[(i + 1) % ofYear.length]!);
    allocated[first]! += contract.amount;
    contracts.push(contract);
  }
  // A project's allocation covers its contracts with some left for the other lines of its budget.
  projects.forEach((project, index) => {
    const base = allocated[index]! > 0 ? allocated[index]! : random.int(5_000_000, 30_000_000) * 100;
    project.amount = centavos(Math.round(base * random.between(1.05, 1.25)));
  });
  return { officeName, province: province.name, users, systems, fundSources: [...fundSources], contractors, featureNames, projects, contracts };
}

interface ContractContext {
  year: number;
  asOf: IsoDate;
  fixed: FixedShape | undefined;
  contractNumber: string;
  location: string;
  contractor: number;
  inspector: number;
  featureCount: number;
}

function planContract(random: Random, index: number, context: ContractContext): PlannedContract {
  const { asOf, fixed } = context;
  const amount = centavos(random.int(1_000_000, 60_000_000) * 100 + random.int(0, 99));
  const duration = random.int(120, 480);
  // Effective from mid-January of its year, and by `asOf` when that falls within the year.
  const yearStart = `${context.year}-01-15` as IsoDate;
  const latest = Math.min(300, diffDays(asOf, yearStart));
  const effectivity = addDays(yearStart, latest >= 0 ? random.int(0, latest) : random.int(0, 300));
  const dateAt = (offset: number) => addDays(effectivity, offset);
  const asOfOffset = diffDays(asOf, effectivity);
  const curve = sCurve(random);

  // Planned schedule: day k of the contract time is offset k − 1; the last node is the last day, at 100 %.
  const scheduleDays = spread(random, fixed?.scheduleNodes ?? random.int(6, 16), 1, duration);
  scheduleDays[scheduleDays.length - 1] = duration;
  const schedule = scheduleDays.map((day) => ({
    date: dateAt(day - 1),
    accomplishment: day === duration ? 100 : Math.min(99.99, round2(curve(day / duration))),
  }));

  // Pace against the plan: some lead, most lag; a few stall below 100 and never finish.
  const pace = random.next();
  const speed = pace < 0.2 ? random.between(1.03, 1.15) : pace < 0.5 ? random.between(0.95, 1.03) : pace < 0.9 ? random.between(0.7, 0.95) : random.between(0.45, 0.7);
  const stalledAt = random.chance(0.1) ? round2(random.between(55, 95)) : null;
  // The working offset at which the work reaches 100 %.
  const completion = stalledAt === null ? Math.max(0, Math.ceil(duration / speed) - 1) : Number.POSITIVE_INFINITY;
  const actualAt = (working: number) => {
    if (working >= completion) return 100;
    const value = Math.min(99.99, round2(curve(((working + 1) * speed) / duration)));
    return stalledAt === null ? value : Math.min(stalledAt, value);
  };

  // Suspensions on the working axis (days of work done), each then placed on the calendar after the earlier ones.
  const suspensionCount = fixed ? (index % fixed.suspensionEvery === 0 ? 1 : 0) : random.chance(0.3) ? 1 : random.chance(0.15) ? 2 : 0;
  const suspensions: PlannedContract['suspensions'] = [];
  const spans: { start: number; length: number }[] = [];
  let working = Math.round(duration * random.between(0.15, 0.45));
  let shift = 0;
  for (let s = 0; s < suspensionCount; s++) {
    if (working >= completion || working >= duration) break;
    const start = working + shift;
    if (start > asOfOffset) break;
    const length = random.int(7, 60);
    const resumed = start + length <= asOfOffset;
    suspensions.push({
      dateEffective: dateAt(start),
      reason: random.pick(SUSPENSION_REASONS),
      remarks: '',
      resumption: resumed ? { dateEffective: dateAt(start + length), remarks: 'Work resumed' } : null,
    });
    spans.push({ start, length: resumed ? length : Number.POSITIVE_INFINITY });
    if (!resumed) break;
    shift += length;
    working += random.int(20, Math.max(21, Math.round(duration * 0.3)));
  }
  const calendarOf = (work: number) => {
    let offset = work;
    for (const span of spans) if (offset >= span.start) offset += span.length;
    return offset;
  };
  // The working offset of `asOf`, or of the last day before a suspension still running on it.
  let lastWorking = asOfOffset;
  let suspendedBefore = 0;
  for (const span of spans) {
    if (asOfOffset < span.start) break;
    if (asOfOffset < span.start + span.length) {
      lastWorking = span.start - 1 - suspendedBefore;
      break;
    }
    suspendedBefore += span.length;
    lastWorking = asOfOffset - suspendedBefore;
  }

  // Accomplishment reports up to asOf, stopping at completion (the last one then at 100 %), two contract times at most.
  const reportEnd = Math.min(lastWorking, completion, 2 * duration);
  const accomplishments: PlannedContract['accomplishments'] = [];
  if (reportEnd >= 0) {
    const count = fixed?.accomplishmentNodes ?? Math.max(1, Math.round(reportEnd / random.int(14, 30)));
    const workingDays = spread(random, count, 0, reportEnd);
    if (reportEnd === completion) workingDays[workingDays.length - 1] = completion;
    for (const work of workingDays) accomplishments.push({ date: dateAt(calendarOf(work)), accomplishment: actualAt(work) });
  }

  // Time extensions for late contracts: asked near the expiry, approved some days later, never after asOf.
  const timeExtensions: PlannedContract['timeExtensions'] = [];
  if (!fixed && speed < 0.95 && random.chance(0.5)) {
    let requested = calendarOf(Math.round(duration * random.between(0.7, 0.95)));
    for (let t = random.int(1, 2); t > 0; t--) {
      const approved = requested + random.int(3, 30);
      if (approved > asOfOffset) break;
      timeExtensions.push({ numberOfDays: random.int(15, 120), dateRequested: dateAt(requested), dateApproved: dateAt(approved), reason: 'Delay due to unworkable days' });
      requested = approved + random.int(30, 90);
    }
  }

  // Variation orders: mostly additive, their increases together within 10 % of the original amount.
  const variationOrders: PlannedContract['variationOrders'] = [];
  let lowest: number = amount;
  if (!fixed && random.chance(0.2)) {
    let offset = Math.round(duration * random.between(0.2, 0.5));
    let current: number = amount;
    let increases = 0;
    for (let v = random.int(1, 2); v > 0 && offset <= asOfOffset; v--) {
      const rise = Math.round(amount * random.between(0.01, 0.05));
      const additive = random.chance(0.8) && (increases + rise) * 10 <= amount;
      current = additive ? current + rise : current - Math.round(amount * random.between(0.01, 0.04));
      if (additive) increases += rise;
      lowest = Math.min(lowest, current);
      variationOrders.push({ dateEffective: dateAt(offset), revisedAmount: centavos(current), remarks: additive ? 'Additional works' : 'Deleted items of work' });
      offset += random.int(20, 90);
    }
  }

  // Progress billings follow the accomplishment, 10 % retained until 100 %; all within the lowest amount the contract had.
  const billings: PlannedContract['billings'] = [];
  const billedBy = (accomplishment: number) => (accomplishment >= 100 ? lowest : Math.floor((lowest * 0.9 * accomplishment) / 100));
  let billed = 0;
  const billedNodes = fixed
    ? Array.from({ length: Math.min(fixed.billings, accomplishments.length) }, (_, k) => accomplishments[Math.floor(((k + 1) * accomplishments.length) / Math.min(fixed.billings, accomplishments.length)) - 1]!)
    : accomplishments.filter((_, k) => k % 2 === 1 || k === accomplishments.length - 1);
  for (const node of billedNodes) {
    const date = addDays(node.date, fixed ? 3 : random.int(5, 20));
    if (date > asOf) break;
    const amountDue = billedBy(node.accomplishment) - billed;
    if (amountDue <= 0) continue;
    billings.push({ billingDate: date, billingAmount: centavos(amountDue), remarks: `Progress billing no. ${billings.length + 1}` });
    billed += amountDue;
  }

  // Physical features on half the contracts: a cumulative quantity at some of the accomplishment dates.
  const features: PlannedContract['features'] = [];
  if (!fixed && context.featureCount > 0 && accomplishments.length > 0 && random.chance(0.5)) {
    const first = random.int(0, context.featureCount - 1);
    const chosen = random.chance(0.4) ? [first, (first + 1) % context.featureCount] : [first];
    for (const feature of chosen) {
      const [low, high] = FEATURE_NAMES[feature]!.total;
      const total = random.int(low, high);
      const nodes = accomplishments.filter((_, k) => k % 3 === 2 || k === accomplishments.length - 1);
      for (const node of nodes) features.push({ feature, accomplishmentDate: node.date, quantity: round2((total * node.accomplishment) / 100) });
    }
  }

  return {
    contractNumber: context.contractNumber,
    description: `${random.pick(WORKS)} ${random.pick(STRUCTURES)}, Sta. 0+000 to ${random.int(0, 9)}+${String(random.int(0, 999)).padStart(3, '0')}`,
    amount,
    startDate: effectivity,
    duration,
    location: context.location,
    contractor: context.contractor,
    inspector: context.inspector,
    projects: [],
    schedule,
    accomplishments,
    suspensions,
    timeExtensions,
    variationOrders,
    billings,
    features,
  };
}
