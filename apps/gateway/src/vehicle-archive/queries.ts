import {
  addYears,
  type Battery,
  type ChargingRecord,
  type CommercialPeriod,
  DEFAULT_AS_OF,
  dayNumber,
  type HighwayTrip,
  type Inspection,
  type InsurancePeriod,
  isoDate,
  type Loss,
  type LossType,
  type MaintenanceRecord,
  type Vehicle,
  type VehicleModel,
  type Violation,
  type YearPrice,
} from './dataset.js';
import { checkPlate, maskPlate, normalizePlate, type PlateCheck } from './plate.js';
import { checkVin, VIN_LENGTH, type VinCheck } from './vin.js';

/**
 * The archive's queries: pure functions over the synthetic data set, looked up by VIN or plate. Every answer is
 * plain JSON, says it is synthetic, and names the vehicle by VIN and masked plate; a VIN or plate that is
 * malformed or not in the archive answers `found: false` with the reason, never an exception.
 */

export const SYNTHETIC_NOTICE = 'SYNTHETIC data: generated from a seed, describes no real vehicle';

export type VehicleKey = { vin: string } | { plate: string };

export type ArchiveQueryName =
  | 'price'
  | 'maintenance'
  | 'parameterConfiguration'
  | 'annualInspection'
  | 'violationPoints'
  | 'compulsoryInsurance'
  | 'commercialInsuranceLoss'
  | 'highSpeedVehicle'
  | 'newEnergy';

export type NotFound = {
  found: false;
  synthetic: true;
  query: ArchiveQueryName;
  reason: 'invalidVin' | 'invalidPlate' | 'notFound' | 'notNewEnergy';
  /** Why the text is not a VIN or plate (invalid keys only). */
  check: VinCheck | PlateCheck | null;
  vin: string | null;
  plateMasked: string | null;
};

export type Found<T> = {
  found: true;
  synthetic: true;
  notice: string;
  query: ArchiveQueryName;
  asOf: string;
  vin: string;
  plateMasked: string;
  vehicle: { brand: string; series: string; modelName: string; modelYear: number; city: string };
} & T;

export type Answer<T> = Found<T> | NotFound;

/** Reads what a visitor typed: 17 letters and digits is a VIN, anything else a plate. */
export function parseVehicleKey(text: string): VehicleKey {
  const trimmed = text.trim();
  return trimmed.length === VIN_LENGTH && /^[A-Za-z0-9]+$/.test(trimmed)
    ? { vin: trimmed }
    : { plate: trimmed };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const money = (value: number) => Math.round(value * 100) / 100;
const km = (value: number) => Math.round(value * 10) / 10;

function byMonth<T>(items: readonly T[], month: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = month(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export interface ArchiveOptions {
  vehicles: readonly Vehicle[];
  /** The as-of date the data set was generated for. */
  asOf?: string;
}

export type VehicleArchive = ReturnType<typeof createVehicleArchive>;

/** Indexes the vehicles by VIN and plate once and answers the queries over them. */
export function createVehicleArchive({ vehicles, asOf = DEFAULT_AS_OF }: ArchiveOptions) {
  const byVin = new Map<string, Vehicle>();
  const byPlate = new Map<string, Vehicle>();
  for (const vehicle of vehicles) {
    byVin.set(vehicle.vin, vehicle);
    byPlate.set(vehicle.plate, vehicle);
  }
  const today = dayNumber(asOf);
  const asOfYear = Number(asOf.slice(0, 4));

  function lookup(key: VehicleKey, query: ArchiveQueryName): Vehicle | NotFound {
    const miss = (
      reason: NotFound['reason'],
      check: NotFound['check'],
      vin: string | null,
      plate: string | null,
    ): NotFound => ({
      found: false,
      synthetic: true,
      query,
      reason,
      check,
      vin,
      plateMasked: plate === null ? null : maskPlate(plate),
    });
    if ('vin' in key) {
      const check = checkVin(key.vin);
      if (!check.ok) return miss('invalidVin', check, check.vin, null);
      return byVin.get(check.vin) ?? miss('notFound', null, check.vin, null);
    }
    const check = checkPlate(key.plate);
    if (!check.ok) return miss('invalidPlate', check, null, normalizePlate(key.plate));
    return byPlate.get(check.plate) ?? miss('notFound', null, null, check.plate);
  }

  function answer<T extends object>(
    key: VehicleKey,
    query: ArchiveQueryName,
    build: (vehicle: Vehicle) => T | null,
  ): Answer<T> {
    const vehicle = lookup(key, query);
    if ('found' in vehicle) return vehicle;
    const body = build(vehicle);
    if (body === null) {
      return {
        found: false,
        synthetic: true,
        query,
        reason: 'notNewEnergy',
        check: null,
        vin: vehicle.vin,
        plateMasked: maskPlate(vehicle.plate),
      };
    }
    const { brand, series, modelName, modelYear } = vehicle.model;
    return {
      found: true,
      synthetic: true,
      notice: SYNTHETIC_NOTICE,
      query,
      asOf,
      vin: vehicle.vin,
      plateMasked: maskPlate(vehicle.plate),
      vehicle: { brand, series, modelName, modelYear, city: vehicle.city },
      ...body,
    };
  }

  /** The next inspection date: the first scheduled anniversary after the as-of date not already inspected. */
  function nextInspectionDue(vehicle: Vehicle): string {
    const registered = dayNumber(vehicle.registeredOn);
    const dates = vehicle.inspections.map((i) => dayNumber(i.date));
    for (let age = 2; ; age += age < 6 ? 2 : 1) {
      const due = addYears(registered, age);
      if (due < today) continue;
      if (dates.some((d) => d >= due - 60 && d <= due)) continue;
      return isoDate(due);
    }
  }

  return {
    size: vehicles.length,
    asOf,

    /** The vehicle itself (for the upstream's own use), or null. */
    find(key: VehicleKey): Vehicle | null {
      const found = lookup(key, 'parameterConfiguration');
      return 'found' in found ? null : found;
    },

    priceQuery(key: VehicleKey): Answer<{
      guidePriceYuan: number;
      byYear: YearPrice[];
      currentValueYuan: number;
      currentRate: number;
      depreciationYuan: number;
    }> {
      return answer(key, 'price', (v) => {
        const current = v.prices.byYear.findLast((p) => p.year <= asOfYear) ?? v.prices.byYear[0]!;
        return {
          guidePriceYuan: v.prices.guidePriceYuan,
          byYear: v.prices.byYear,
          currentValueYuan: current.valueYuan,
          currentRate: current.rate,
          depreciationYuan: v.prices.guidePriceYuan - current.valueYuan,
        };
      });
    },

    maintenanceQuery(key: VehicleKey): Answer<{
      records: MaintenanceRecord[];
      count: number;
      lastDate: string | null;
      lastMileageKm: number | null;
      averageKmPerYear: number | null;
    }> {
      return answer(key, 'maintenance', (v) => {
        const last = v.maintenance.at(-1) ?? null;
        const years = last ? (dayNumber(last.date) - dayNumber(v.registeredOn)) / 365 : 0;
        return {
          records: v.maintenance,
          count: v.maintenance.length,
          lastDate: last?.date ?? null,
          lastMileageKm: last?.mileageKm ?? null,
          averageKmPerYear: last && years > 0 ? Math.round(last.mileageKm / years) : null,
        };
      });
    },

    parameterConfigurationQuery(key: VehicleKey): Answer<{
      model: VehicleModel;
      registeredOn: string;
      newEnergy: boolean;
      battery: Battery | null;
    }> {
      return answer(key, 'parameterConfiguration', (v) => ({
        model: v.model,
        registeredOn: v.registeredOn,
        newEnergy: v.newEnergy,
        battery: v.battery,
      }));
    },

    /** Annual-inspection history (the spec's vehicleMaintenanceQueryForYear). */
    annualInspectionQuery(key: VehicleKey): Answer<{
      inspections: Inspection[];
      count: number;
      failures: number;
      last: Inspection | null;
      nextDue: string;
    }> {
      return answer(key, 'annualInspection', (v) => ({
        inspections: v.inspections,
        count: v.inspections.length,
        failures: v.inspections.filter((i) => i.result !== 'pass').length,
        last: v.inspections.at(-1) ?? null,
        nextDue: nextInspectionDue(v),
      }));
    },

    /** Penalty points and fines by scoring year (taken as the calendar year of the violation). */
    violationPointsQuery(key: VehicleKey): Answer<{
      violations: Violation[];
      byYear: { year: number; count: number; points: number; fineYuan: number; unhandled: number }[];
      totals: {
        count: number;
        points: number;
        fineYuan: number;
        unhandled: number;
        unhandledFineYuan: number;
      };
      currentYearPoints: number;
    }> {
      return answer(key, 'violationPoints', (v) => {
        const years = new Map<number, Violation[]>();
        for (const violation of v.violations) {
          const year = Number(violation.date.slice(0, 4));
          years.set(year, [...(years.get(year) ?? []), violation]);
        }
        const byYear = [...years.entries()]
          .sort(([a], [b]) => a - b)
          .map(([year, list]) => ({
            year,
            count: list.length,
            points: sum(list.map((x) => x.points)),
            fineYuan: sum(list.map((x) => x.fineYuan)),
            unhandled: list.filter((x) => !x.handled).length,
          }));
        const unhandled = v.violations.filter((x) => !x.handled);
        return {
          violations: v.violations,
          byYear,
          totals: {
            count: v.violations.length,
            points: sum(v.violations.map((x) => x.points)),
            fineYuan: sum(v.violations.map((x) => x.fineYuan)),
            unhandled: unhandled.length,
            unhandledFineYuan: sum(unhandled.map((x) => x.fineYuan)),
          },
          currentYearPoints: byYear.find((y) => y.year === asOfYear)?.points ?? 0,
        };
      });
    },

    compulsoryInsuranceQuery(key: VehicleKey): Answer<{
      status: 'active' | 'expired' | 'none';
      current: InsurancePeriod | null;
      /** Whole days after the as-of date still covered (0 on the last day). */
      daysRemaining: number | null;
      history: InsurancePeriod[];
      gaps: { from: string; to: string; days: number }[];
    }> {
      return answer(key, 'compulsoryInsurance', (v) => {
        const history = v.compulsoryInsurance;
        const current = history.find((p) => dayNumber(p.start) <= today && today <= dayNumber(p.end)) ?? null;
        const gaps = history.slice(1).flatMap((p, i) => {
          const from = dayNumber(history[i]!.end) + 1;
          const to = dayNumber(p.start) - 1;
          return to >= from ? [{ from: isoDate(from), to: isoDate(to), days: to - from + 1 }] : [];
        });
        return {
          status: current ? 'active' : history.length > 0 ? 'expired' : 'none',
          current,
          daysRemaining: current ? dayNumber(current.end) - today : null,
          history,
          gaps,
        };
      });
    },

    commercialInsuranceLossQuery(key: VehicleKey): Answer<{
      periods: (Omit<CommercialPeriod, 'losses'> & { lossCount: number; lossAmountYuan: number })[];
      losses: (Loss & { policyNo: string; insurer: string })[];
      totals: {
        count: number;
        amountYuan: number;
        atFaultCount: number;
        byType: Record<LossType, { count: number; amountYuan: number }>;
      };
    }> {
      return answer(key, 'commercialInsuranceLoss', (v) => {
        const losses = v.commercialInsurance.flatMap((p) =>
          p.losses.map((loss) => ({ ...loss, policyNo: p.policyNo, insurer: p.insurer })),
        );
        const byType: Record<LossType, { count: number; amountYuan: number }> = {
          collision: { count: 0, amountYuan: 0 },
          theft: { count: 0, amountYuan: 0 },
          glass: { count: 0, amountYuan: 0 },
          water: { count: 0, amountYuan: 0 },
          other: { count: 0, amountYuan: 0 },
        };
        for (const loss of losses) {
          byType[loss.type].count++;
          byType[loss.type].amountYuan += loss.amountYuan;
        }
        return {
          periods: v.commercialInsurance.map(({ losses: list, ...period }) => ({
            ...period,
            lossCount: list.length,
            lossAmountYuan: sum(list.map((l) => l.amountYuan)),
          })),
          losses,
          totals: {
            count: losses.length,
            amountYuan: sum(losses.map((l) => l.amountYuan)),
            atFaultCount: losses.filter((l) => l.atFaultShare > 0).length,
            byType,
          },
        };
      });
    },

    highSpeedVehicleQuery(key: VehicleKey): Answer<{
      trips: HighwayTrip[];
      byMonth: { month: string; trips: number; distanceKm: number; tollYuan: number }[];
      totals: { trips: number; distanceKm: number; tollYuan: number };
    }> {
      return answer(key, 'highSpeedVehicle', (v) => ({
        trips: v.highwayTrips,
        byMonth: byMonth(v.highwayTrips, (t) => t.entryAt.slice(0, 7)).map(([month, list]) => ({
          month,
          trips: list.length,
          distanceKm: km(sum(list.map((t) => t.distanceKm))),
          tollYuan: money(sum(list.map((t) => t.tollYuan))),
        })),
        totals: {
          trips: v.highwayTrips.length,
          distanceKm: km(sum(v.highwayTrips.map((t) => t.distanceKm))),
          tollYuan: money(sum(v.highwayTrips.map((t) => t.tollYuan))),
        },
      }));
    },

    /** Battery, range, charging and battery health; a vehicle that is not new-energy answers `notNewEnergy`. */
    newEnergyQuery(key: VehicleKey): Answer<{
      fuel: VehicleModel['fuel'];
      battery: Battery;
      charging: {
        records: ChargingRecord[];
        sessions: number;
        totalKwh: number;
        averageKwh: number | null;
        fastSessions: number;
        fastShare: number | null;
        byMonth: { month: string; sessions: number; kWh: number }[];
      };
      health: {
        records: { date: string; sohPercent: number }[];
        latestSohPercent: number | null;
        declinePerYear: number | null;
      };
    }> {
      return answer(key, 'newEnergy', (v) => {
        if (!v.battery) return null;
        const records = v.charging;
        const totalKwh = km(sum(records.map((r) => r.kWh)));
        const fastSessions = records.filter((r) => r.fast).length;
        const first = v.batteryHealth[0];
        const latest = v.batteryHealth.at(-1);
        const years = first && latest ? (dayNumber(latest.date) - dayNumber(first.date)) / 365 : 0;
        return {
          fuel: v.model.fuel,
          battery: v.battery,
          charging: {
            records,
            sessions: records.length,
            totalKwh,
            averageKwh: records.length > 0 ? km(totalKwh / records.length) : null,
            fastSessions,
            fastShare: records.length > 0 ? Math.round((fastSessions / records.length) * 1000) / 1000 : null,
            byMonth: byMonth(records, (r) => r.start.slice(0, 7)).map(([month, list]) => ({
              month,
              sessions: list.length,
              kWh: km(sum(list.map((r) => r.kWh))),
            })),
          },
          health: {
            records: v.batteryHealth,
            latestSohPercent: latest?.sohPercent ?? null,
            declinePerYear:
              first && latest && years > 0
                ? Math.round(((first.sohPercent - latest.sohPercent) / years) * 100) / 100
                : null,
          },
        };
      });
    },
  };
}
