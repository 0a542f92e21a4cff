import { checkPlate, checkVin, modelYearCode, type Vehicle } from '@datamall/contract/vehicle-archive';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasetSha256, dayNumber, generateVehicles } from './dataset.js';

const AS_OF = '2026-11-01';
/** The digest of the seeded archive the platform serves: it changes only when the generator is changed on purpose. */
const ARCHIVE_V1_SHA256 = '8bb5648a0bd48cba1637ccd655668cd997acc3e9cbe4f980afc97a72f94e860c';

let vehicles: readonly Vehicle[];

beforeAll(() => {
  const started = performance.now();
  vehicles = generateVehicles({ seed: 'archive-v1', count: 5_000, asOf: AS_OF });
  console.log(`generated ${vehicles.length} vehicles in ${Math.round(performance.now() - started)} ms`);
});

const endOfAsOf = Date.parse(`${AS_OF}T00:00:00Z`);
const day = (date: string) => dayNumber(date);

describe('synthetic vehicle archive', () => {
  it('is the same data set for the same seed and a different one for another seed', () => {
    expect(datasetSha256(vehicles)).toBe(ARCHIVE_V1_SHA256);
    expect(datasetSha256(generateVehicles({ seed: 'archive-v1', count: 5_000, asOf: AS_OF }))).toBe(
      ARCHIVE_V1_SHA256,
    );
    const small = generateVehicles({ seed: 'archive-v1', count: 300, asOf: AS_OF });
    expect(datasetSha256(generateVehicles({ seed: 'archive-v2', count: 300, asOf: AS_OF }))).not.toBe(
      datasetSha256(small),
    );
    // A vehicle does not depend on how many were generated after it.
    expect(small).toEqual(vehicles.slice(0, 300));
  });

  it('hashes the same text JSON.stringify gives', async () => {
    const { createHash } = await import('node:crypto');
    const some = vehicles.slice(0, 50);
    expect(datasetSha256(some)).toBe(createHash('sha256').update(JSON.stringify(some)).digest('hex'));
  });

  it('has 5,000 vehicles by default, at least a fifth of them new-energy', () => {
    expect(generateVehicles({ seed: 'archive-v1', count: 0 })).toHaveLength(0);
    expect(vehicles.length).toBeGreaterThanOrEqual(5_000);
    const newEnergy = vehicles.filter((v) => v.newEnergy);
    expect(newEnergy.length / vehicles.length).toBeGreaterThanOrEqual(0.2);
    for (const v of vehicles) {
      expect(v.newEnergy).toBe(v.model.fuel === 'electric' || v.model.fuel === 'hybrid');
      expect(v.battery !== null).toBe(v.newEnergy);
    }
  });

  it('gives every vehicle a valid, unique VIN whose year code matches the model year', () => {
    const vins = new Set<string>();
    for (const v of vehicles) {
      expect(checkVin(v.vin)).toEqual({ ok: true, vin: v.vin });
      expect(v.vin[9]).toBe(modelYearCode(v.model.modelYear));
      vins.add(v.vin);
    }
    expect(vins.size).toBe(vehicles.length);
  });

  it('gives every vehicle a valid, unique plate, new-energy plates to new-energy vehicles only', () => {
    const plates = new Set<string>();
    for (const v of vehicles) {
      const check = checkPlate(v.plate);
      if (!check.ok) throw new Error(`bad plate ${v.plate}`);
      expect(check.plate).toBe(v.plate);
      if (v.newEnergy) {
        expect(check.kind).not.toBe('ordinary');
        expect(check.energy).toBe(v.model.fuel);
        expect(check.kind === 'newEnergyLarge').toBe(v.model.bodyType === 'truck');
      } else {
        expect(check.kind).toBe('ordinary');
      }
      plates.add(v.plate);
    }
    expect(plates.size).toBe(vehicles.length);
  });

  it('keeps records in order and plausible', () => {
    // Problems are collected rather than asserted one by one: half a million expect() calls take seconds.
    const problems: string[] = [];
    const ensure = (ok: boolean, v: Vehicle, what: string) => {
      if (!ok) problems.push(`${v.vin}: ${what}`);
    };
    const asOf = day(AS_OF);
    for (const v of vehicles) {
      const registered = day(v.registeredOn);
      ensure(v.model.modelYear <= 2026, v, 'model year after the as-of year');
      ensure(
        v.prices.byYear[0]!.year === v.model.modelYear &&
          v.prices.byYear[0]!.valueYuan === v.prices.guidePriceYuan,
        v,
        'prices start at the guide price of the model year',
      );
      v.prices.byYear.forEach((p, i) => {
        if (i > 0) ensure(p.valueYuan < v.prices.byYear[i - 1]!.valueYuan, v, 'residual value grows');
      });
      v.maintenance.forEach((m, i) => {
        const before = v.maintenance[i - 1];
        if (before) {
          ensure(day(m.date) > day(before.date), v, 'maintenance out of date order');
          ensure(m.mileageKm > before.mileageKm, v, 'maintenance mileage does not increase');
        }
      });
      v.inspections.forEach((x, i) => {
        if (i > 0) ensure(day(x.date) > day(v.inspections[i - 1]!.date), v, 'inspections out of order');
      });
      for (const list of [v.compulsoryInsurance, v.commercialInsurance]) {
        list.forEach((p, i) => {
          ensure(day(p.end) > day(p.start), v, 'policy ends before it starts');
          if (i > 0) ensure(day(p.start) > day(list[i - 1]!.end), v, 'policies overlap');
        });
      }
      for (const p of v.commercialInsurance) {
        for (const loss of p.losses) {
          ensure(
            day(loss.date) >= day(p.start) && day(loss.date) <= day(p.end),
            v,
            'loss outside its policy',
          );
          ensure(loss.atFaultShare >= 0 && loss.atFaultShare <= 1, v, 'fault share out of 0–1');
        }
      }
      for (const violation of v.violations) {
        ensure([0, 1, 3, 6, 9, 12].includes(violation.points), v, `points ${violation.points}`);
      }
      for (const trip of v.highwayTrips) {
        const hours = (Date.parse(trip.exitAt) - Date.parse(trip.entryAt)) / 3_600_000;
        ensure(hours > 0, v, 'trip exits before it enters');
        ensure(trip.distanceKm / hours <= 160, v, `trip at ${trip.distanceKm / hours} km/h`);
        ensure(trip.entryStation !== trip.exitStation, v, 'trip exits where it entered');
      }
      v.charging.forEach((c, i) => {
        ensure(c.kWh > 0 && c.kWh <= v.battery!.capacityKwh, v, `charged ${c.kWh} kWh`);
        ensure(Date.parse(c.end) > Date.parse(c.start), v, 'charging ends before it starts');
        if (i > 0) ensure(Date.parse(c.start) > Date.parse(v.charging[i - 1]!.end), v, 'charging overlaps');
      });
      v.batteryHealth.forEach((h, i) => {
        if (i > 0) ensure(h.sohPercent <= v.batteryHealth[i - 1]!.sohPercent, v, 'battery health grows');
      });
      // Nothing happens before registration or after the as-of date (a policy's end may lie after it).
      const dates = [
        v.registeredOn,
        ...v.maintenance.map((m) => m.date),
        ...v.inspections.map((m) => m.date),
        ...v.violations.map((m) => m.date),
        ...v.compulsoryInsurance.map((m) => m.start),
        ...v.commercialInsurance.flatMap((p) => [p.start, ...p.losses.map((l) => l.date)]),
        ...v.batteryHealth.map((h) => h.date),
      ];
      for (const date of dates) {
        ensure(day(date) <= asOf && day(date) >= registered, v, `${date} outside registration..as-of`);
      }
      for (const at of [...v.highwayTrips.map((t) => t.exitAt), ...v.charging.map((c) => c.end)]) {
        ensure(Date.parse(at) <= endOfAsOf, v, `${at} after the as-of date`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // The invariants are not vacuous.
    const total = (pick: (v: Vehicle) => readonly unknown[]) =>
      vehicles.reduce((n, v) => n + pick(v).length, 0);
    for (const pick of [
      (v: Vehicle) => v.maintenance,
      (v: Vehicle) => v.inspections,
      (v: Vehicle) => v.violations,
      (v: Vehicle) => v.commercialInsurance.flatMap((p) => p.losses),
      (v: Vehicle) => v.highwayTrips,
      (v: Vehicle) => v.charging,
      (v: Vehicle) => v.batteryHealth,
    ]) {
      expect(total(pick)).toBeGreaterThan(1_000);
    }
  });

  it('refuses a count it cannot generate', () => {
    expect(() => generateVehicles({ count: -1 })).toThrow();
    expect(() => generateVehicles({ count: 1.5 })).toThrow();
    expect(() => generateVehicles({ count: 1, asOf: '2026-13-01' })).toThrow();
  });
});
