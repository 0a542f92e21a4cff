import {
  type Answer,
  type ArchiveQueryName,
  type ArchiveReports,
  checkPlate,
  checkVin,
  type LossType,
  maskPlate,
  type NotFound,
  normalizePlate,
  type Vehicle,
  type VehicleKey,
  type Violation,
} from '@datamall/contract/vehicle-archive';
import { addYears, DEFAULT_AS_OF, dayNumber, isoDate } from './dataset.js';

/**
 * The archive's queries: pure functions over the synthetic data set, looked up by VIN or plate. Every answer is
 * plain JSON, says it is synthetic, and names the vehicle by VIN and masked plate; a VIN or plate that is
 * malformed or not in the archive answers `found: false` with the reason, never an exception.
 */

export const SYNTHETIC_NOTICE = 'SYNTHETIC data: generated from a seed, describes no real vehicle';

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

    priceQuery(key: VehicleKey): Answer<ArchiveReports['price']> {
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

    maintenanceQuery(key: VehicleKey): Answer<ArchiveReports['maintenance']> {
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

    parameterConfigurationQuery(key: VehicleKey): Answer<ArchiveReports['parameterConfiguration']> {
      return answer(key, 'parameterConfiguration', (v) => ({
        model: v.model,
        registeredOn: v.registeredOn,
        newEnergy: v.newEnergy,
        battery: v.battery,
      }));
    },

    /** Annual-inspection history (the spec's vehicleMaintenanceQueryForYear). */
    annualInspectionQuery(key: VehicleKey): Answer<ArchiveReports['annualInspection']> {
      return answer(key, 'annualInspection', (v) => ({
        inspections: v.inspections,
        count: v.inspections.length,
        failures: v.inspections.filter((i) => i.result !== 'pass').length,
        last: v.inspections.at(-1) ?? null,
        nextDue: nextInspectionDue(v),
      }));
    },

    /** Penalty points and fines by scoring year (taken as the calendar year of the violation). */
    violationPointsQuery(key: VehicleKey): Answer<ArchiveReports['violationPoints']> {
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

    compulsoryInsuranceQuery(key: VehicleKey): Answer<ArchiveReports['compulsoryInsurance']> {
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

    commercialInsuranceLossQuery(key: VehicleKey): Answer<ArchiveReports['commercialInsuranceLoss']> {
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

    highSpeedVehicleQuery(key: VehicleKey): Answer<ArchiveReports['highSpeedVehicle']> {
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
    newEnergyQuery(key: VehicleKey): Answer<ArchiveReports['newEnergy']> {
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
