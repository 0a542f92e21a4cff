import { withCheckDigit } from '@datamall/contract/vehicle-archive';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoUpstream } from './demo-upstream.js';
import { ARCHIVE_PATHS } from './vehicle-archive/archive-upstream.js';
import { generateVehicles } from './vehicle-archive/dataset.js';

/** The first vehicles of the archive's data set (a vehicle does not depend on how many are generated). */
const vehicleArchiveSample = () => generateVehicles({ count: 200 });

let demo: Awaited<ReturnType<typeof startDemoUpstream>>;

beforeAll(async () => {
  demo = await startDemoUpstream(0);
});

afterAll(async () => {
  await demo.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function get(pathAndQuery: string) {
  const res = await fetch(`http://127.0.0.1:${demo.port}${pathAndQuery}`);
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

const PLATE = encodeURIComponent('沪A12345');

describe('demo upstream', () => {
  it('answers vehicle insurance deterministically from the plate number', async () => {
    const first = await get(`/vehicle/insurance?plateNo=${PLATE}&vin=LSV123`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.body).toMatchObject({ synthetic: true, plateNo: '沪A12345', vin: 'LSV123' });
    expect(typeof first.body.compulsory).toBe('boolean');
    expect(['示例财产保险', '演示人寿财险', '样例保险集团']).toContain(first.body.insurer);
    expect(first.body.expiresOn).toMatch(/^2026-\d{2}-\d{2}$/);
    const second = await get(`/vehicle/insurance?plateNo=${PLATE}&vin=LSV123`);
    expect(second.text).toBe(first.text);
    expect((await get(`/vehicle/insurance?plateNo=${PLATE}`)).body.vin).toBeNull();
  });

  it('answers different plates with answers of their own', async () => {
    const plates = ['沪A00001', '沪A00002', '沪A00003', '沪A00004', '沪A00005', '沪A00006'];
    const answers = await Promise.all(
      plates.map((p) => get(`/vehicle/insurance?plateNo=${encodeURIComponent(p)}`)),
    );
    const expiries = new Set(answers.map((a) => a.body.expiresOn));
    expect(expiries.size).toBeGreaterThan(1);
  });

  it('answers 400 for vehicle insurance without a plate number', async () => {
    for (const path of [
      '/vehicle/insurance',
      '/vehicle/insurance?plateNo=',
      '/vehicle/insurance?vin=LSV123',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'plateNo is required' });
    }
  });

  it('answers driving records deterministically from plate and date, 400 without either', async () => {
    const path = `/vehicle/driving?plateNo=${PLATE}&date=2026-03-01`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ synthetic: true, plateNo: '沪A12345', date: '2026-03-01' });
    expect(first.body.mileageKm).toBeGreaterThanOrEqual(0);
    expect(first.body.mileageKm).toBeLessThan(420);
    expect(Number.isInteger(first.body.drivingMinutes)).toBe(true);
    expect(['上海', '苏州', '杭州', '南京', '合肥', '宁波', '无锡', '嘉兴']).toContain(first.body.lastCity);
    expect((await get(path)).text).toBe(first.text);
    expect((await get(`/vehicle/driving?plateNo=${PLATE}`)).status).toBe(400);
    expect((await get('/vehicle/driving?date=2026-03-01')).status).toBe(400);
  });

  it('answers equipment telemetry that stays the same within a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 2, 1, 8, 30, 5));
    const first = await get('/equipment/telemetry?deviceId=PUMP-042');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      synthetic: true,
      deviceId: 'PUMP-042',
      at: '2026-03-01T08:30:00.000Z',
    });
    expect(first.body.temperatureC).toBeGreaterThanOrEqual(55);
    expect(first.body.temperatureC).toBeLessThanOrEqual(85);
    expect(['normal', 'warning']).toContain(first.body.status);
    vi.setSystemTime(Date.UTC(2026, 2, 1, 8, 30, 59));
    expect((await get('/equipment/telemetry?deviceId=PUMP-042')).text).toBe(first.text);
    vi.setSystemTime(Date.UTC(2026, 2, 1, 8, 31, 0));
    expect((await get('/equipment/telemetry?deviceId=PUMP-042')).body.at).toBe('2026-03-01T08:31:00.000Z');
    expect((await get('/equipment/telemetry')).body.deviceId).toBe('PUMP-001');
  });

  it('answers 404 for any other path', async () => {
    for (const path of [
      '/',
      '/vehicle',
      '/vehicle/insurance/extra?plateNo=x',
      '/Vehicle/insurance?plateNo=x',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatch(/^no such path: /);
    }
  });

  it('says every answer is synthetic, errors included', async () => {
    for (const path of [
      `/vehicle/insurance?plateNo=${PLATE}`,
      '/vehicle/insurance',
      `/vehicle/driving?plateNo=${PLATE}&date=2026-03-01`,
      '/vehicle/driving',
      '/equipment/telemetry',
      '/healthz',
      '/nothing-here',
    ]) {
      const res = await get(path);
      expect(res.headers.get('x-data-notice'), path).toBe('synthetic demo data');
    }
  });

  it('says its benchmark answer is synthetic in the body', async () => {
    const res = await get('/bench/1k');
    expect(res.status).toBe(200);
    expect(res.body.synthetic).toBe(true);
    expect(res.text.length).toBeGreaterThanOrEqual(1000);
  });
});

describe('vehicle archive queries', () => {
  const vehicles = vehicleArchiveSample();
  const petrol = vehicles.find((v) => v.model.fuel === 'gasoline')!;
  const electric = vehicles.find((v) => v.model.fuel === 'electric')!;

  it('answers every query of a vehicle by VIN, and the same vehicle by plate', async () => {
    for (const path of ARCHIVE_PATHS) {
      const vehicle = path.endsWith('new-energy') ? electric : petrol;
      const byVin = await get(`${path}?vin=${vehicle.vin}`);
      expect(byVin.status, path).toBe(200);
      expect(byVin.body).toMatchObject({ found: true, synthetic: true, vin: vehicle.vin });
      const byPlate = await get(`${path}?plate=${encodeURIComponent(vehicle.plate)}`);
      expect(byPlate.body.vin, path).toBe(vehicle.vin);
    }
  });

  it('answers 404 for a vehicle not in the archive and for the new-energy query of a petrol car', async () => {
    const unknown = withCheckDigit('LSVAB2BR0KA000000');
    const missing = await get(`/archive/price?vin=${unknown}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ found: false, reason: 'notFound' });
    const notElectric = await get(`/archive/new-energy?vin=${petrol.vin}`);
    expect(notElectric.status).toBe(404);
    expect(notElectric.body.reason).toBe('notNewEnergy');
  });

  it('answers 400 with the expected check digit for a mistyped VIN, and without exactly one key', async () => {
    const wrongDigit = petrol.vin[8] === '0' ? '1' : '0';
    const mistyped = `${petrol.vin.slice(0, 8)}${wrongDigit}${petrol.vin.slice(9)}`;
    const res = await get(`/archive/maintenance?vin=${mistyped}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ found: false, reason: 'invalidVin' });
    expect(res.body.check).toMatchObject({
      reason: 'checkDigit',
      expected: petrol.vin[8],
      found: wrongDigit,
    });
    expect((await get('/archive/price')).status).toBe(400);
    expect((await get(`/archive/price?vin=${petrol.vin}&plate=x`)).status).toBe(400);
    for (const name of ['no-such-query', 'constructor', '__proto__', 'toString']) {
      expect((await get(`/archive/${name}?vin=${petrol.vin}`)).status, name).toBe(404);
    }
  });
});
