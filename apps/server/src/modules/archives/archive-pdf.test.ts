import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { archives, Locale } from '@datamall/contract';
import {
  ARCHIVE_FIELD_LABELS,
  ARCHIVE_QUERY_TITLES,
  type ArchiveAnswerOf,
  type ArchiveFieldName,
  type ArchiveQueryName,
  FUEL_LABELS,
  type Vehicle,
} from '@datamall/contract/vehicle-archive';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createVehicleArchive,
  generateVehicles,
  type VehicleArchive,
} from '../../../../gateway/src/vehicle-archive/index.js';
import { renderArchivePdf } from './archive-pdf.js';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
};

type Answers = { [Q in ArchiveQueryName]: ArchiveAnswerOf<Q> };

/** A label of the query's own content (not of the frame) that its report must show. */
const FIELD_OF: Record<ArchiveQueryName, ArchiveFieldName> = {
  price: 'guidePriceYuan',
  maintenance: 'shop',
  parameterConfiguration: 'bodyType',
  annualInspection: 'nextDue',
  violationPoints: 'currentYearPoints',
  compulsoryInsurance: 'daysRemaining',
  commercialInsuranceLoss: 'premiumYuan',
  highSpeedVehicle: 'entryStation',
  newEnergy: 'chargingStation',
};

/** A value taken from the answer's records, so a report that drops its tables fails. */
const RECORD_VALUE: { [Q in ArchiveQueryName]: (answer: ArchiveAnswerOf<Q>) => string } = {
  price: (a) => (a.byYear.at(-1)?.valueYuan ?? 0).toLocaleString('en-US'),
  maintenance: (a) => a.records[0]!.shop,
  parameterConfiguration: (a) => FUEL_LABELS[a.model.fuel]['zh-CN'],
  annualInspection: (a) => a.inspections[0]!.station,
  violationPoints: (a) => a.violations[0]!.description,
  compulsoryInsurance: (a) => a.history[0]!.policyNo,
  commercialInsuranceLoss: (a) => a.periods[0]!.insurer,
  highSpeedVehicle: (a) => a.trips.at(-1)!.exitStation,
  newEnergy: (a) => a.charging.records.at(-1)!.station,
};

const QUERIES = Object.keys(FIELD_OF) as ArchiveQueryName[];

/** Whitespace differs between how text is wrapped and how it is extracted; compare without it. */
const squash = (text: string) => text.replace(/\s+/g, '');

function reportOf<Q extends ArchiveQueryName>(answer: ArchiveAnswerOf<Q>): archives.ArchiveReport {
  const json = JSON.stringify(answer);
  return {
    id: '7301234567890123456',
    query: answer.query,
    keyKind: 'vin',
    vin: answer.vin,
    plateMasked: answer.plateMasked,
    vehicleName: `${answer.vehicle.brand} ${answer.vehicle.modelName}`,
    orderId: '7301234567890120001',
    orderNo: 'AR20261120000001',
    payment: 'credit',
    amount: '500',
    sha256: createHash('sha256').update(json).digest('hex'),
    createdAt: '2026-11-20T03:04:05.000Z',
    answer: JSON.parse(json) as Record<string, unknown>,
  };
}

interface Extracted {
  pages: string[];
  sizes: number[][];
}

async function extract(pdf: Buffer): Promise<Extracted> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    sizes.push(page.view);
  }
  await doc.destroy();
  return { pages, sizes };
}

/** Every found answer of one vehicle, which is new-energy so that all nine queries answer. */
function answersOf(archive: VehicleArchive, vehicle: Vehicle): Answers {
  const key = { vin: vehicle.vin };
  const found = <T>(answer: T | { found: false }) => {
    if ((answer as { found: boolean }).found !== true) throw new Error(`no answer for ${vehicle.vin}`);
    return answer as T;
  };
  return {
    price: found(archive.priceQuery(key)),
    maintenance: found(archive.maintenanceQuery(key)),
    parameterConfiguration: found(archive.parameterConfigurationQuery(key)),
    annualInspection: found(archive.annualInspectionQuery(key)),
    violationPoints: found(archive.violationPointsQuery(key)),
    compulsoryInsurance: found(archive.compulsoryInsuranceQuery(key)),
    commercialInsuranceLoss: found(archive.commercialInsuranceLossQuery(key)),
    highSpeedVehicle: found(archive.highSpeedVehicleQuery(key)),
    newEnergy: found(archive.newEnergyQuery(key)),
  } as Answers;
}

const recordCount = (v: Vehicle) =>
  v.charging.length * 100 + v.highwayTrips.length + v.violations.length + v.maintenance.length;

describe('renderArchivePdf', () => {
  let answers: Answers;
  let busiest: Vehicle;
  const font = fontkit.openSync(require.resolve('node-source-han-sans-sc/SourceHanSansSC-Regular.otf'));

  beforeAll(() => {
    const vehicles = generateVehicles({ count: 400 });
    const archive = createVehicleArchive({ vehicles });
    // The new-energy vehicle charged most often: every query answers and its charging table spans pages.
    busiest = vehicles
      .filter((v) => v.newEnergy && v.inspections.length > 0 && v.violations.length > 0)
      .reduce((a, b) => (recordCount(b) > recordCount(a) ? b : a));
    answers = answersOf(archive, busiest);
  });

  const render = async (query: ArchiveQueryName, locale: Locale) => {
    const pdf = await renderArchivePdf(reportOf(answers[query]), locale);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return extract(pdf);
  };

  it.each(QUERIES)(
    'renders the %s report in Chinese on A4 with its labels, the VIN and its records',
    async (query) => {
      const { pages, sizes } = await render(query, 'zh-CN');
      const text = squash(pages.join('\n'));
      for (const [width, height] of sizes.map((view) => [view[2]! - view[0]!, view[3]! - view[1]!])) {
        expect(width).toBeCloseTo(595.28, 1);
        expect(height).toBeCloseTo(841.89, 1);
      }
      expect(text).toContain('工业数据交易平台');
      expect(text).toContain(ARCHIVE_QUERY_TITLES[query]['zh-CN']);
      expect(text).toContain(squash(ARCHIVE_FIELD_LABELS[FIELD_OF[query]]['zh-CN']));
      expect(text).toContain(squash(ARCHIVE_FIELD_LABELS.vin['zh-CN']));
      expect(text).toContain('合成数据');
      expect(text).toContain(busiest.vin);
      expect(text).toContain(reportOf(answers[query]).sha256);
      const value = (RECORD_VALUE[query] as (a: ArchiveAnswerOf<typeof query>) => string)(answers[query]);
      expect(text).toContain(squash(value));
      expect(text).toContain(`第${pages.length}/${pages.length}页`);
    },
  );

  it.each(QUERIES)('renders the %s report in traditional Chinese and in English', async (query) => {
    const tw = squash((await render(query, 'zh-TW')).pages.join('\n'));
    expect(tw).toContain('工業數據交易平台');
    expect(tw).toContain(ARCHIVE_QUERY_TITLES[query]['zh-TW']);
    expect(tw).toContain(squash(ARCHIVE_FIELD_LABELS[FIELD_OF[query]]['zh-TW']));
    expect(tw).toContain('合成資料');
    expect(tw).not.toContain('工业数据交易平台');

    const en = squash((await render(query, 'en-US')).pages.join('\n'));
    expect(en).toContain(squash('Industrial Data Marketplace'));
    expect(en).toContain(squash(ARCHIVE_QUERY_TITLES[query]['en-US']));
    expect(en).toContain(squash(ARCHIVE_FIELD_LABELS[FIELD_OF[query]]['en-US']));
    expect(en).toContain('SYNTHETICDATA');
    expect(en).toContain(busiest.vin);
  });

  it('refuses a report whose answer is not a found answer of its query', async () => {
    const report = reportOf(answers.price);
    await expect(renderArchivePdf({ ...report, query: 'maintenance' }, 'zh-CN')).rejects.toThrow(
      /no found answer of maintenance/,
    );
    const notFound = { found: false, synthetic: true, query: 'price', reason: 'notFound' };
    await expect(renderArchivePdf({ ...report, answer: notFound }, 'zh-CN')).rejects.toThrow(
      /no found answer/,
    );
  });

  it('writes only characters the bundled font has glyphs for', async () => {
    const missing = new Set<string>();
    for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      for (const query of ['highSpeedVehicle', 'newEnergy', 'commercialInsuranceLoss'] as const) {
        const text = (await render(query, locale)).pages.join('');
        for (const char of text) {
          if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) missing.add(char);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('continues long tables on further pages, repeating their header and numbering the pages', async () => {
    const sessions = answers.newEnergy.charging.records;
    expect(sessions.length).toBeGreaterThan(40);
    const { pages } = await render('newEnergy', 'zh-CN');
    expect(pages.length).toBeGreaterThan(2);
    const header = squash(ARCHIVE_FIELD_LABELS.chargingStation['zh-CN']);
    const withHeader = pages.filter((page) => squash(page).includes(header));
    expect(withHeader.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(squash(page)).toContain(`第${i + 1}/${pages.length}页`);
    });
    expect(squash(pages.at(-1)!)).toContain(squash(sessions.at(-1)!.station));
  });
});
