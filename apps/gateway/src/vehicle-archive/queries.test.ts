import {
  maskPlate,
  parseVehicleKey,
  type Vehicle,
  type VehicleKey,
  withCheckDigit,
} from '@datamall/contract/vehicle-archive';
import { describe, expect, it } from 'vitest';
import { dayNumber, generateVehicles } from './dataset.js';
import { createVehicleArchive } from './queries.js';

const AS_OF = '2026-11-01';
const vehicles = generateVehicles({ seed: 'archive-v1', count: 800, asOf: AS_OF });
const archive = createVehicleArchive({ vehicles, asOf: AS_OF });

const QUERIES = [
  archive.priceQuery,
  archive.maintenanceQuery,
  archive.parameterConfigurationQuery,
  archive.annualInspectionQuery,
  archive.violationPointsQuery,
  archive.compulsoryInsuranceQuery,
  archive.commercialInsuranceLossQuery,
  archive.highSpeedVehicleQuery,
  archive.newEnergyQuery,
] as const;

function vehicleWhere(test: (v: Vehicle) => boolean): Vehicle {
  const found = vehicles.find(test);
  if (!found) throw new Error('no vehicle in the sample fits');
  return found;
}

function expectFound<T extends { found: boolean }>(answer: T): Extract<T, { found: true }> {
  if (!answer.found) throw new Error(`not found: ${JSON.stringify(answer)}`);
  return answer as Extract<T, { found: true }>;
}

const electric = vehicleWhere((v) => v.newEnergy && v.charging.length > 0 && v.highwayTrips.length > 0);
const gasoline = vehicleWhere((v) => v.model.fuel === 'gasoline');

describe('vehicle archive queries', () => {
  it('answer every query for a VIN and for its plate with the same synthetic, JSON-ready answer', () => {
    for (const query of QUERIES) {
      const byVin = query({ vin: electric.vin });
      const byPlate = query({ plate: electric.plate });
      expect(byVin).toMatchObject({
        found: true,
        synthetic: true,
        asOf: AS_OF,
        vin: electric.vin,
        plateMasked: maskPlate(electric.plate),
        vehicle: { modelName: electric.model.modelName },
      });
      expect(byPlate).toEqual(byVin);
      expect(JSON.parse(JSON.stringify(byVin))).toEqual(byVin);
      expect(JSON.stringify(byVin)).not.toContain(electric.plate);
    }
  });

  it('find a vehicle whatever the case, spaces or dot typed around its VIN or plate', () => {
    const plate = `${electric.plate.slice(0, 2)}·${electric.plate.slice(2).toLowerCase()}`;
    expect(expectFound(archive.priceQuery({ plate })).vin).toBe(electric.vin);
    expect(expectFound(archive.priceQuery({ vin: ` ${electric.vin.toLowerCase()} ` })).vin).toBe(
      electric.vin,
    );
    expect(archive.find(parseVehicleKey(electric.vin))).toBe(electric);
    expect(archive.find(parseVehicleKey(electric.plate))).toBe(electric);
    expect(parseVehicleKey(' 1M8GDM9AXKP042788 ')).toEqual({ vin: '1M8GDM9AXKP042788' });
    expect(parseVehicleKey('沪A12345')).toEqual({ plate: '沪A12345' });
  });

  it('answer not found, never throw, for an unknown or malformed VIN or plate', () => {
    const unknownVin = withCheckDigit('LX9SA3A00TA999999');
    const keys: [VehicleKey, string][] = [
      [{ vin: unknownVin }, 'notFound'],
      [{ plate: '琼A00000' }, 'notFound'],
      [
        { vin: `${electric.vin.slice(0, 8)}${electric.vin[8] === '1' ? '2' : '1'}${electric.vin.slice(9)}` },
        'invalidVin',
      ],
      [{ vin: 'ABC' }, 'invalidVin'],
      [{ plate: '沪I12345' }, 'invalidPlate'],
      [{ plate: '' }, 'invalidPlate'],
    ];
    for (const [key, reason] of keys) {
      for (const query of QUERIES) {
        const answer = query(key);
        expect(answer).toMatchObject({ found: false, synthetic: true, reason });
        expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
      }
    }
    expect(archive.priceQuery({ vin: 'ABC' })).toMatchObject({ check: { ok: false, reason: 'length' } });
    expect(archive.priceQuery({ vin: '1M8GDM9A1KP042788' })).toMatchObject({
      check: { reason: 'checkDigit', expected: 'X', found: '1' },
    });
    expect(archive.priceQuery({ plate: '沪I12345' })).toMatchObject({ check: { reason: 'authority' } });
    expect(archive.find({ vin: unknownVin })).toBeNull();
  });

  it('sum violation points and fines per year as a hand count does', () => {
    const v = vehicleWhere((x) => new Set(x.violations.map((y) => y.date.slice(0, 4))).size >= 3);
    const answer = expectFound(archive.violationPointsQuery({ vin: v.vin }));
    const hand: Record<number, { points: number; fineYuan: number; count: number }> = {};
    for (const violation of v.violations) {
      const year = Number(violation.date.slice(0, 4));
      hand[year] ??= { points: 0, fineYuan: 0, count: 0 };
      hand[year].points += violation.points;
      hand[year].fineYuan += violation.fineYuan;
      hand[year].count += 1;
    }
    expect(
      Object.fromEntries(
        answer.byYear.map((y) => [y.year, { points: y.points, fineYuan: y.fineYuan, count: y.count }]),
      ),
    ).toEqual(hand);
    let points = 0;
    for (const violation of v.violations) points += violation.points;
    expect(answer.totals.points).toBe(points);
    expect(answer.totals.count).toBe(v.violations.length);
    expect(answer.currentYearPoints).toBe(hand[2026]?.points ?? 0);
    expect(answer.violations).toEqual(v.violations);
  });

  it('tell the current compulsory policy and its days remaining, or that it expired', () => {
    const active = expectFound(archive.compulsoryInsuranceQuery({ vin: electric.vin }));
    const current = electric.compulsoryInsurance.find((p) => p.start <= AS_OF && AS_OF <= p.end)!;
    expect(active.status).toBe('active');
    expect(active.current).toEqual(current);
    expect(active.daysRemaining).toBe(dayNumber(current.end) - dayNumber(AS_OF));
    expect(active.history).toEqual(electric.compulsoryInsurance);

    const lapsed = vehicleWhere((v) => v.compulsoryInsurance.at(-1)!.end < AS_OF);
    const expired = expectFound(archive.compulsoryInsuranceQuery({ plate: lapsed.plate }));
    expect(expired).toMatchObject({ status: 'expired', current: null, daysRemaining: null });
  });

  it('total commercial losses and highway trips consistently with their lists', () => {
    const v = vehicleWhere((x) => x.commercialInsurance.some((p) => p.losses.length > 1));
    const losses = expectFound(archive.commercialInsuranceLossQuery({ vin: v.vin }));
    const all = v.commercialInsurance.flatMap((p) => p.losses);
    expect(losses.losses).toHaveLength(all.length);
    expect(losses.totals.amountYuan).toBe(all.reduce((n, l) => n + l.amountYuan, 0));
    expect(Object.values(losses.totals.byType).reduce((n, t) => n + t.count, 0)).toBe(all.length);

    const trips = expectFound(archive.highSpeedVehicleQuery({ vin: electric.vin }));
    expect(trips.totals.trips).toBe(electric.highwayTrips.length);
    expect(trips.byMonth.reduce((n, m) => n + m.trips, 0)).toBe(electric.highwayTrips.length);
    expect(trips.byMonth.map((m) => m.month)).toEqual([...trips.byMonth.map((m) => m.month)].sort());
    expect(trips.totals.tollYuan).toBeCloseTo(
      electric.highwayTrips.reduce((n, t) => n + t.tollYuan, 0),
      2,
    );
  });

  it('answer prices, maintenance, configuration and inspections from the vehicle', () => {
    const price = expectFound(archive.priceQuery({ vin: gasoline.vin }));
    expect(price.guidePriceYuan).toBe(gasoline.prices.guidePriceYuan);
    expect(price.currentValueYuan).toBe(gasoline.prices.byYear.at(-1)!.valueYuan);
    const maintenance = expectFound(archive.maintenanceQuery({ vin: gasoline.vin }));
    expect(maintenance.records).toEqual(gasoline.maintenance);
    expect(maintenance.lastMileageKm).toBe(gasoline.maintenance.at(-1)?.mileageKm ?? null);
    const config = expectFound(archive.parameterConfigurationQuery({ vin: gasoline.vin }));
    expect(config).toMatchObject({ model: gasoline.model, newEnergy: false, battery: null });
    const inspections = expectFound(archive.annualInspectionQuery({ vin: gasoline.vin }));
    expect(inspections.inspections).toEqual(gasoline.inspections);
    expect(inspections.nextDue > AS_OF).toBe(true);
  });

  it('answer new-energy details for a new-energy vehicle and notNewEnergy for another', () => {
    const answer = expectFound(archive.newEnergyQuery({ plate: electric.plate }));
    expect(answer.battery).toEqual(electric.battery);
    expect(answer.charging.sessions).toBe(electric.charging.length);
    expect(answer.charging.totalKwh).toBeCloseTo(
      electric.charging.reduce((n, c) => n + c.kWh, 0),
      1,
    );
    expect(answer.charging.byMonth.reduce((n, m) => n + m.sessions, 0)).toBe(electric.charging.length);
    expect(answer.health.records).toEqual(electric.batteryHealth);
    expect(answer.health.latestSohPercent).toBe(electric.batteryHealth.at(-1)!.sohPercent);
    expect(archive.newEnergyQuery({ vin: gasoline.vin })).toMatchObject({
      found: false,
      reason: 'notNewEnergy',
      vin: gasoline.vin,
      plateMasked: maskPlate(gasoline.plate),
    });
  });
});
