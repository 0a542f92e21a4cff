import { createHash } from 'node:crypto';
import {
  type Battery,
  type BatteryHealth,
  type ChargingRecord,
  type CommercialPeriod,
  type Fuel,
  type HighwayTrip,
  type Inspection,
  type InspectionResult,
  type InsurancePeriod,
  type Loss,
  type LossType,
  type MaintenanceRecord,
  modelYearCode,
  type Vehicle,
  type VehicleModel,
  type Violation,
  withCheckDigit,
  type YearPrice,
} from '@datamall/contract/vehicle-archive';
import {
  BRANDS,
  CHARGING_AREAS,
  CITIES,
  type City,
  CORRIDORS,
  type Corridor,
  INSPECTION_ITEMS,
  INSURERS,
  SERIES,
  type SeriesTemplate,
  SHOPS,
  TRIMS,
  VIOLATIONS,
} from './catalog.js';
import { Random } from './random.js';

/**
 * The SYNTHETIC vehicle archive: every vehicle, record and name is generated from a seed. Nothing describes a
 * real vehicle or person; the same seed, count and as-of date always give the same bytes.
 */

export const DEFAULT_COUNT = 5_000;
export const DEFAULT_AS_OF = '2026-11-01';
export const DEFAULT_SEED = 'archive-v1';

export interface GenerateOptions {
  seed?: string;
  count?: number;
  /** The archive's "today" (YYYY-MM-DD): no record is dated after it. */
  asOf?: string;
}

const DAY_MS = 86_400_000;
const MAX_COUNT = 1_000_000;
const VIN_ALPHABET = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const PLATE_LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'];
const SERIES_BY_FUEL = new Map<Fuel, SeriesTemplate[]>(
  (['gasoline', 'diesel', 'hybrid', 'electric'] as const).map((fuel) => [
    fuel,
    SERIES.filter((s) => s.fuel === fuel),
  ]),
);
/** Days of charging history kept per vehicle. */
const CHARGING_DAYS = 120;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) throw new Error(`not a date: ${date}`);
  return ms / DAY_MS;
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as YYYY-MM-DDTHH:mm:ssZ (UTC). */
function isoInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

export function addYears(day: number, years: number): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()) / DAY_MS;
}

function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

const round = (value: number, digits = 0) => {
  const f = [1, 10, 100, 1_000, 10_000][digits]!;
  return Math.round(value * f) / f;
};

const NEW_ENERGY: ReadonlySet<Fuel> = new Set(['electric', 'hybrid']);

const FUEL_WEIGHTS: readonly (readonly [Fuel, number])[] = [
  ['gasoline', 56],
  ['diesel', 8],
  ['electric', 24],
  ['hybrid', 12],
];

const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);

/** Generates the synthetic archive. The same options always give the same vehicles in the same order. */
export function generateVehicles(options: GenerateOptions = {}): readonly Vehicle[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.count ?? DEFAULT_COUNT;
  const asOf = dayNumber(options.asOf ?? DEFAULT_AS_OF);
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) {
    throw new Error(`count must be an integer from 0 to ${MAX_COUNT}`);
  }
  const plates = new Set<string>();
  const vehicles: Vehicle[] = [];
  for (let index = 0; index < count; index++) {
    vehicles.push(generateVehicle(seed, index, asOf, plates));
  }
  return vehicles;
}

function generateVehicle(seed: string, index: number, asOf: number, plates: Set<string>): Vehicle {
  const rng = (part: string) => Random.derive(seed, index, part);
  const r = rng('identity');
  const asOfYear = yearOf(asOf);

  const fuel = r.weighted(FUEL_WEIGHTS);
  const template = r.pick(SERIES_BY_FUEL.get(fuel)!);
  const brand = BRANDS.find((b) => b.brand === template.brand)!;
  const earliest = Math.max(template.since, asOfYear - 14);
  // Recent model years are more common on the road (the smaller of two uniform draws leans towards 0).
  const modelYear = asOfYear - Math.floor((asOfYear - earliest + 1) * Math.min(r.next(), r.next()));
  const trim = r.pick(TRIMS);
  const city = r.weighted(CITY_WEIGHTS);
  const registeredLow = Math.max(Date.UTC(modelYear - 1, 6, 1) / DAY_MS, 0);
  const registeredHigh = Math.min(Date.UTC(modelYear + 1, 5, 30) / DAY_MS, asOf - 14);
  const registered = r.int(registeredLow, Math.max(registeredLow, registeredHigh));
  const newEnergy = NEW_ENERGY.has(fuel);

  const model = buildModel(r, template, trim, modelYear);
  const vin = buildVin(r, brand.wmi, brand.plants, template.vds, trim.code, modelYear, index);
  const plate = buildPlate(rng('plate'), city, fuel, template.large === true, plates);
  const battery = template.battery ? buildBattery(r, template.battery) : null;
  const guidePriceYuan =
    round(
      (template.basePriceYuan * trim.priceFactor * (1 + 0.015 * (modelYear - 2012)) * r.real(0.97, 1.03)) /
        100,
    ) * 100;

  const ctx: Ctx = { index, asOf, registered, city, fuel, template, brand: brand.brand };
  const compulsoryInsurance = buildCompulsory(rng('compulsory'), ctx);
  return {
    vin,
    plate,
    city: city.city,
    registeredOn: isoDate(registered),
    newEnergy,
    model,
    prices: { guidePriceYuan, byYear: buildPrices(rng('prices'), guidePriceYuan, modelYear, asOfYear, fuel) },
    maintenance: buildMaintenance(rng('maintenance'), ctx),
    inspections: buildInspections(rng('inspections'), ctx),
    violations: buildViolations(rng('violations'), ctx),
    compulsoryInsurance,
    commercialInsurance: buildCommercial(rng('commercial'), ctx, compulsoryInsurance, guidePriceYuan),
    highwayTrips: buildTrips(rng('trips'), ctx),
    battery,
    charging: battery ? buildCharging(rng('charging'), ctx, battery) : [],
    batteryHealth: battery ? buildHealth(rng('health'), ctx, battery) : [],
  };
}

interface Ctx {
  index: number;
  asOf: number;
  registered: number;
  city: City;
  fuel: Fuel;
  template: SeriesTemplate;
  brand: string;
}

function buildModel(
  r: Random,
  t: SeriesTemplate,
  trim: (typeof TRIMS)[number],
  modelYear: number,
): VehicleModel {
  const displacementL = t.displacementsL.length > 0 ? r.pick(t.displacementsL) : null;
  const sizeFactor = displacementL === null ? 1 : displacementL / t.displacementsL[0]!;
  const powerKw = round(t.basePowerKw * trim.powerFactor * (0.5 + sizeFactor / 2));
  const engine =
    displacementL === null ? `${powerKw}kW` : `${displacementL.toFixed(1)}${displacementL < 1.8 ? 'T' : 'L'}`;
  return {
    brand: t.brand,
    series: t.series,
    modelName: `${modelYear}款 ${t.series} ${engine} ${trim.name}`,
    modelYear,
    bodyType: t.bodyType,
    fuel: t.fuel,
    displacementL,
    powerKw,
    transmission: r.pick(t.transmissions),
    seats: t.seats,
    lengthMm: t.lengthMm + r.int(-1, 1) * 5,
    widthMm: t.widthMm,
    heightMm: t.heightMm + r.int(-1, 1) * 5,
    curbWeightKg: t.curbWeightKg + r.int(0, 8) * 10,
  };
}

function buildVin(
  r: Random,
  wmi: string,
  plants: string,
  vds: string,
  trimCode: string,
  modelYear: number,
  index: number,
): string {
  // 7919 is coprime to 10^6, so the serial numbers of the first million vehicles are all different.
  const serial = String((index * 7_919 + 104_729) % 1_000_000).padStart(6, '0');
  const body = `${wmi}${vds}${trimCode}${r.pick(VIN_ALPHABET)}0${modelYearCode(modelYear)}${r.pick([...plants])}${serial}`;
  return withCheckDigit(body);
}

function buildPlate(r: Random, city: City, fuel: Fuel, large: boolean, taken: Set<string>): string {
  const digit = () => String(r.int(0, 9));
  const letter = () => r.pick(PLATE_LETTERS);
  for (;;) {
    const authority = r.pick([...city.authorities]);
    let tail: string;
    if (fuel === 'electric' || fuel === 'hybrid') {
      const mark = fuel === 'electric' ? 'D' : 'F';
      const digits = Array.from({ length: 4 }, digit).join('');
      tail = large ? `${digits}${digit()}${mark}` : `${mark}${r.chance(0.4) ? letter() : digit()}${digits}`;
    } else {
      const first = r.chance(0.5) ? letter() : digit();
      const rest = Array.from({ length: 4 }, () => (r.chance(0.12) ? letter() : digit())).join('');
      tail = `${first}${rest}`;
    }
    const plate = `${city.province}${authority}${tail}`;
    if (!taken.has(plate)) {
      taken.add(plate);
      return plate;
    }
  }
}

function buildBattery(r: Random, spec: NonNullable<SeriesTemplate['battery']>): Battery {
  const capacityKwh = r.pick(spec.capacitiesKwh);
  const type = r.pick(spec.types);
  return { type, capacityKwh, rangeKm: round((capacityKwh * spec.kmPerKwh * r.real(0.97, 1.03)) / 5) * 5 };
}

function buildPrices(r: Random, guide: number, modelYear: number, asOfYear: number, fuel: Fuel): YearPrice[] {
  const electric = fuel === 'electric';
  const prices: YearPrice[] = [{ year: modelYear, valueYuan: guide, rate: 1 }];
  let rate = 1;
  for (let year = modelYear + 1; year <= asOfYear; year++) {
    const drop =
      year === modelYear + 1
        ? r.real(electric ? 0.18 : 0.12, electric ? 0.28 : 0.2)
        : r.real(0.07, electric ? 0.15 : 0.12);
    rate *= 1 - drop;
    prices.push({ year, valueYuan: round((guide * rate) / 100) * 100, rate: round(rate, 4) });
  }
  return prices;
}

function buildMaintenance(r: Random, ctx: Ctx): MaintenanceRecord[] {
  const records: MaintenanceRecord[] = [];
  const annualKm = ctx.template.bodyType === 'truck' ? r.int(25_000, 60_000) : r.int(6_000, 26_000);
  const electric = ctx.fuel === 'electric';
  const authorised = `${ctx.city.city}${ctx.brand}授权服务中心`;
  let day = ctx.registered + r.int(90, 200);
  let mileage = Math.max(300, round((annualKm * (day - ctx.registered)) / 365));
  while (day <= ctx.asOf) {
    const items = electric ? ['常规检查', '检查高压系统', '检查冷却液'] : ['更换机油', '更换机油滤芯'];
    if (r.chance(0.4)) items.push('更换空调滤芯');
    if (!electric && r.chance(0.3)) items.push('更换空气滤芯');
    if (mileage > 40_000 && r.chance(0.25)) items.push('更换刹车片');
    if (mileage > 50_000 && r.chance(0.15)) items.push('更换轮胎');
    if (!electric && mileage > 60_000 && r.chance(0.2)) items.push('更换火花塞');
    if (r.chance(0.1)) items.push('四轮定位');
    const shop = r.chance(0.65) ? authorised : `${ctx.city.city}${r.pick(SHOPS)}`;
    records.push({ date: isoDate(day), mileageKm: mileage, shop, items });
    const gap = r.int(150, 400);
    day += gap;
    mileage += Math.max(1, round(((annualKm * gap) / 365) * r.real(0.75, 1.25)));
  }
  return records;
}

function inspectionStation(r: Random, ctx: Ctx): string {
  return `${ctx.city.city}第${r.int(1, 9)}机动车检测站`;
}

function buildInspections(r: Random, ctx: Ctx): Inspection[] {
  const inspections: Inspection[] = [];
  const names = INSPECTION_ITEMS.filter((item) => ctx.fuel !== 'electric' || item !== '尾气排放');
  // Every two years for the first six years, then every year.
  for (let age = 2; ; age += age < 6 ? 2 : 1) {
    const due = addYears(ctx.registered, age);
    const day = due - r.int(0, 60);
    if (day > ctx.asOf) break;
    const outcome = r.weighted<InspectionResult>([
      ['pass', 85],
      ['pass-after-repair', 10],
      ['fail', 5],
    ]);
    const failing = r.pick(names);
    const items = names.map((name) => ({
      name,
      result: name === failing ? outcome : ('pass' as InspectionResult),
    }));
    inspections.push({ date: isoDate(day), result: outcome, station: inspectionStation(r, ctx), items });
    if (outcome === 'fail') {
      const again = day + r.int(5, 20);
      if (again <= ctx.asOf) {
        inspections.push({
          date: isoDate(again),
          result: 'pass',
          station: inspectionStation(r, ctx),
          items: names.map((name) => ({ name, result: 'pass' })),
        });
      }
    }
  }
  return inspections;
}

const VIOLATION_WEIGHTS = VIOLATIONS.map((v) => [v, v.weight] as const);

function buildViolations(r: Random, ctx: Ctx): Violation[] {
  const perYear = r.weighted([
    [0.1, 3],
    [0.6, 4],
    [1.5, 3],
    [3, 1],
  ]);
  const days: number[] = [];
  const total = r.count((perYear * (ctx.asOf - ctx.registered)) / 365);
  for (let i = 0; i < Math.min(total, 40); i++) days.push(r.int(ctx.registered + 1, ctx.asOf));
  days.sort((a, b) => a - b);
  return days.map((day) => {
    const type = r.weighted(VIOLATION_WEIGHTS);
    const recent = ctx.asOf - day < 60;
    return {
      date: isoDate(day),
      city: r.chance(0.8) ? ctx.city.city : r.pick(CITIES).city,
      code: type.code,
      description: type.description,
      points: type.points,
      fineYuan: type.fineYuan,
      handled: r.chance(recent ? 0.4 : 0.96),
    };
  });
}

function policyNo(prefix: string, ctx: Ctx, start: number, r: Random): string {
  return `${prefix}${yearOf(start)}${String(ctx.index).padStart(7, '0')}${r.int(100, 999)}`;
}

function buildCompulsory(r: Random, ctx: Ctx): InsurancePeriod[] {
  const periods: InsurancePeriod[] = [];
  let insurer = r.pick(INSURERS);
  let start = ctx.registered;
  while (start <= ctx.asOf) {
    const end = addYears(start, 1) - 1;
    periods.push({
      insurer,
      policyNo: policyNo('SJQ', ctx, start, r),
      start: isoDate(start),
      end: isoDate(end),
    });
    if (r.chance(0.03)) break; // not renewed
    if (r.chance(0.3)) insurer = r.pick(INSURERS);
    start = end + 1 + (r.chance(0.05) ? r.int(1, 60) : 0);
  }
  return periods;
}

const LOSS_WEIGHTS: readonly (readonly [LossType, number])[] = [
  ['collision', 60],
  ['glass', 12],
  ['water', 5],
  ['theft', 2],
  ['other', 21],
];

function lossAmount(r: Random, type: LossType, guide: number): number {
  const scale = guide / 150_000;
  switch (type) {
    case 'collision':
      return round(r.real(800, 6_000) * (r.chance(0.15) ? r.real(3, 8) : 1) * scale);
    case 'glass':
      return round(r.real(500, 4_000) * scale);
    case 'water':
      return round(r.real(5_000, 40_000) * scale);
    case 'theft':
      return round(r.real(2_000, 20_000) * scale);
    default:
      return round(r.real(300, 6_000));
  }
}

function buildCommercial(
  r: Random,
  ctx: Ctx,
  compulsory: readonly InsurancePeriod[],
  guide: number,
): CommercialPeriod[] {
  const periods: CommercialPeriod[] = [];
  const third = r.pick(['第三者责任险 100万', '第三者责任险 200万', '第三者责任险 300万']);
  let insurer = r.pick(INSURERS);
  let claims = 0;
  for (const period of compulsory) {
    if (!r.chance(0.85)) continue;
    if (r.chance(0.25)) insurer = r.pick(INSURERS);
    const start = dayNumber(period.start);
    const end = dayNumber(period.end);
    const coverages = ['车辆损失险', third];
    if (r.chance(0.7)) coverages.push('车上人员责任险');
    const last = Math.min(end, ctx.asOf);
    const losses: Loss[] = [];
    const n = r.count(0.3);
    const lossDays = Array.from({ length: n }, () => r.int(start, last)).sort((a, b) => a - b);
    for (const day of lossDays) {
      const type = r.weighted(LOSS_WEIGHTS);
      const atFaultShare =
        type === 'collision' ? r.pick([0, 0.3, 0.5, 0.7, 1]) : type === 'other' ? r.pick([0, 1]) : 0;
      losses.push({ date: isoDate(day), type, amountYuan: lossAmount(r, type, guide), atFaultShare });
    }
    const premiumYuan = round(
      (guide * 0.018 + 900) * (claims > 1 ? 1.25 : claims === 0 ? 0.85 : 1) * r.real(0.95, 1.05),
    );
    claims = losses.length;
    periods.push({
      ...period,
      insurer,
      policyNo: policyNo('SSY', ctx, start, r),
      coverages,
      premiumYuan,
      losses,
    });
  }
  return periods;
}

function buildTrips(r: Random, ctx: Ctx): HighwayTrip[] {
  const home = CORRIDORS.filter((c) => c.stops.some(([city]) => city === ctx.city.city));
  const mean = r.weighted([
    [0, 2],
    [3, 4],
    [10, 3],
    [25, 1],
  ]);
  const first = Math.max(ctx.registered + 1, ctx.asOf - 365);
  const last = ctx.asOf - 2;
  if (first > last) return [];
  const days = new Set<number>();
  const wanted = Math.min(r.count(mean), last - first + 1);
  while (days.size < wanted) days.add(r.int(first, last));
  const tollPerKm = ctx.template.large ? 0.9 : 0.45;
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => {
      const corridor: Corridor = home.length > 0 && r.chance(0.85) ? r.pick(home) : r.pick(CORRIDORS);
      const homeAt = corridor.stops.findIndex(([city]) => city === ctx.city.city);
      const from = homeAt >= 0 && r.chance(0.6) ? homeAt : r.int(0, corridor.stops.length - 1);
      const hops = r.int(1, 3) * (r.chance(0.5) ? 1 : -1);
      const to = Math.min(Math.max(from + hops, 0), corridor.stops.length - 1);
      const exit = to === from ? (from === 0 ? 1 : from - 1) : to;
      const [fromCity, fromKm] = corridor.stops[from]!;
      const [toCity, toKm] = corridor.stops[exit]!;
      const distanceKm = round(Math.abs(toKm - fromKm) * r.real(1, 1.08), 1);
      const speed = r.real(60, 115);
      const entryMs = day * DAY_MS + r.int(5 * 60, 21 * 60) * 60_000;
      const exitMs = entryMs + Math.ceil(((distanceKm / speed) * 3_600_000) / 1_000) * 1_000;
      return {
        entryStation: `${corridor.name}${fromCity}站`,
        exitStation: `${corridor.name}${toCity}站`,
        entryAt: isoInstant(entryMs),
        exitAt: isoInstant(exitMs),
        distanceKm,
        tollYuan: round(distanceKm * tollPerKm, 2),
      };
    });
}

function buildCharging(r: Random, ctx: Ctx, battery: Battery): ChargingRecord[] {
  const records: ChargingRecord[] = [];
  const electric = ctx.fuel === 'electric';
  const fastShare = electric ? r.real(0.1, 0.6) : r.real(0, 0.1);
  const homeCharger = r.chance(0.6);
  const limit = ctx.asOf * DAY_MS;
  let day = Math.max(ctx.registered + 1, ctx.asOf - CHARGING_DAYS) + r.int(0, 3);
  for (;;) {
    const fast = r.chance(fastShare);
    const kWh = round(battery.capacityKwh * (electric ? r.real(0.2, 0.75) : r.real(0.5, 0.95)), 1);
    const powerKw = fast ? r.real(40, 120) : r.real(3.3, 7);
    const startMs = day * DAY_MS + r.int(0, 23 * 60) * 60_000;
    const endMs = startMs + Math.ceil((kWh / powerKw / 0.92) * 3_600) * 1_000;
    if (endMs > limit) break;
    const station = fast
      ? `${ctx.city.city}${r.pick(CHARGING_AREAS)}超充站`
      : homeCharger && r.chance(0.8)
        ? '家用充电桩'
        : `${ctx.city.city}${r.pick(CHARGING_AREAS)}公共充电站`;
    records.push({ start: isoInstant(startMs), end: isoInstant(endMs), kWh, station, fast });
    day = Math.floor(endMs / DAY_MS) + r.int(1, electric ? 5 : 3);
  }
  return records;
}

function buildHealth(r: Random, ctx: Ctx, battery: Battery): BatteryHealth[] {
  const records: BatteryHealth[] = [];
  const perYear = battery.type === 'LFP' ? r.real(1, 2) : r.real(1.5, 3);
  let soh = 100;
  for (let half = 0; ; half++) {
    const day = addYears(ctx.registered, Math.floor(half / 2)) + (half % 2 === 1 ? 182 : 0);
    if (day > ctx.asOf) break;
    records.push({ date: isoDate(day), sohPercent: round(soh, 1) });
    soh = Math.max(60, soh - (perYear / 2) * r.real(0.6, 1.4));
  }
  return records;
}

/** SHA-256 of the data set's JSON (the same text as JSON.stringify of the array), hashed vehicle by vehicle. */
export function datasetSha256(vehicles: readonly Vehicle[]): string {
  const hash = createHash('sha256');
  writeDatasetJson(vehicles, (chunk) => hash.update(chunk));
  return hash.digest('hex');
}

/** Writes the data set's JSON text in pieces, so no single string holds all of it. */
export function writeDatasetJson(vehicles: readonly Vehicle[], write: (chunk: string) => void): void {
  write('[');
  for (const [i, vehicle] of vehicles.entries()) write(`${i === 0 ? '' : ','}${JSON.stringify(vehicle)}`);
  write(']');
}
