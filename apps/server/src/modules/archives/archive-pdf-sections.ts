import {
  type ArchiveAnswerOf,
  type ArchiveQueryName,
  BATTERY_TYPE_LABELS,
  BODY_TYPE_LABELS,
  CHARGING_MODE_LABELS,
  FUEL_LABELS,
  INSPECTION_RESULT_LABELS,
  INSURANCE_STATUS_LABELS,
  type Inspection,
  type InsurancePeriod,
  LOSS_TYPE_LABELS,
  type LossType,
  TRANSMISSION_LABELS,
  VIOLATION_HANDLED_LABELS,
} from '@datamall/contract/vehicle-archive';
import {
  barChart,
  type Column,
  type Doc,
  figures,
  heading,
  lineChart,
  note,
  table,
} from './archive-pdf-layout.js';
import type { Formatter } from './archive-pdf-text.js';

/** The body of each query's report: its key figures, charts and record tables. */

type Renderer<Q extends ArchiveQueryName> = (doc: Doc, answer: ArchiveAnswerOf<Q>, f: Formatter) => void;

const col = (label: string, width: number, align?: Column['align']): Column => ({ label, width, align });

/** A table, or a line saying there are no records. */
function records(doc: Doc, f: Formatter, columns: Column[], rows: string[][]): void {
  if (rows.length === 0) note(doc, f.t('none'));
  else table(doc, columns, rows);
}

const price: Renderer<'price'> = (doc, a, f) => {
  figures(doc, [
    { label: f.label('guidePriceYuan'), value: f.yuan(a.guidePriceYuan) },
    { label: f.label('currentValueYuan'), value: f.yuan(a.currentValueYuan) },
    { label: f.label('currentRate'), value: f.percent(a.currentRate) },
    { label: f.label('depreciationYuan'), value: f.yuan(a.depreciationYuan) },
  ]);
  heading(doc, f.t('priceCurve'));
  lineChart(doc, {
    title: f.label('valueYuan'),
    labels: a.byYear.map((p) => String(p.year)),
    values: a.byYear.map((p) => p.valueYuan),
    format: (v) => f.number(v),
  });
  heading(doc, f.t('priceTable'));
  records(
    doc,
    f,
    [col(f.label('year'), 0.3), col(f.label('valueYuan'), 0.4, 'right'), col(f.label('rate'), 0.3, 'right')],
    a.byYear.map((p) => [String(p.year), f.yuan(p.valueYuan), f.percent(p.rate)]),
  );
};

const maintenance: Renderer<'maintenance'> = (doc, a, f) => {
  figures(doc, [
    { label: f.label('count'), value: f.number(a.count) },
    { label: f.label('lastDate'), value: f.date(a.lastDate) },
    { label: f.label('lastMileageKm'), value: f.number(a.lastMileageKm) },
    { label: f.label('averageKmPerYear'), value: f.number(a.averageKmPerYear) },
  ]);
  heading(doc, f.t('maintenanceRecords'));
  records(
    doc,
    f,
    [
      col(f.label('date'), 0.15),
      col(f.label('mileageKm'), 0.15, 'right'),
      col(f.label('shop'), 0.22),
      col(f.label('items'), 0.48),
    ],
    a.records.map((r) => [f.date(r.date), f.number(r.mileageKm), r.shop, r.items.join(f.t('listSeparator'))]),
  );
};

const parameterConfiguration: Renderer<'parameterConfiguration'> = (doc, a, f) => {
  const m = a.model;
  const rows: [string, string][] = [
    [f.label('brand'), m.brand],
    [f.label('series'), m.series],
    [f.label('modelName'), m.modelName],
    [f.label('modelYear'), String(m.modelYear)],
    [f.label('bodyType'), f.pick(BODY_TYPE_LABELS[m.bodyType])],
    [f.label('fuel'), f.pick(FUEL_LABELS[m.fuel])],
    [f.label('displacementL'), m.displacementL === null ? '—' : f.number(m.displacementL, 1)],
    [f.label('powerKw'), f.number(m.powerKw)],
    [f.label('transmission'), f.pick(TRANSMISSION_LABELS[m.transmission])],
    [f.label('seats'), f.number(m.seats)],
    [f.label('lengthMm'), f.number(m.lengthMm)],
    [f.label('widthMm'), f.number(m.widthMm)],
    [f.label('heightMm'), f.number(m.heightMm)],
    [f.label('curbWeightKg'), f.number(m.curbWeightKg)],
    [f.label('registeredOn'), f.date(a.registeredOn)],
    [f.label('newEnergy'), f.yesNo(a.newEnergy)],
  ];
  if (a.battery) {
    rows.push(
      [f.label('batteryType'), f.pick(BATTERY_TYPE_LABELS[a.battery.type])],
      [f.label('capacityKwh'), f.number(a.battery.capacityKwh, 1)],
      [f.label('rangeKm'), f.number(a.battery.rangeKm)],
    );
  }
  heading(doc, f.t('parameters'));
  table(doc, [col(f.t('parameterName'), 0.4), col(f.t('parameterValue'), 0.6)], rows);
};

const inspectionItems = (i: Inspection, f: Formatter) =>
  i.items
    .map((item) => `${item.name}${f.t('colon')}${f.pick(INSPECTION_RESULT_LABELS[item.result])}`)
    .join(f.t('itemSeparator'));

const annualInspection: Renderer<'annualInspection'> = (doc, a, f) => {
  figures(doc, [
    { label: f.label('inspectionCount'), value: f.number(a.count) },
    { label: f.label('failures'), value: f.number(a.failures) },
    { label: f.label('lastInspection'), value: f.date(a.last?.date ?? null) },
    { label: f.label('nextDue'), value: f.date(a.nextDue) },
  ]);
  heading(doc, f.t('inspections'));
  records(
    doc,
    f,
    [
      col(f.label('date'), 0.14),
      col(f.label('station'), 0.24),
      col(f.label('result'), 0.14),
      col(f.label('inspectionItems'), 0.48),
    ],
    a.inspections.map((i) => [
      f.date(i.date),
      i.station,
      f.pick(INSPECTION_RESULT_LABELS[i.result]),
      inspectionItems(i, f),
    ]),
  );
};

const violationPoints: Renderer<'violationPoints'> = (doc, a, f) => {
  figures(doc, [
    { label: f.label('violationCount'), value: f.number(a.totals.count) },
    { label: f.label('points'), value: f.number(a.totals.points) },
    { label: f.label('fineYuan'), value: f.yuan(a.totals.fineYuan) },
    { label: f.label('unhandled'), value: f.number(a.totals.unhandled) },
    { label: f.label('unhandledFineYuan'), value: f.yuan(a.totals.unhandledFineYuan) },
    { label: f.label('currentYearPoints'), value: f.number(a.currentYearPoints) },
  ]);
  if (a.byYear.length > 0) {
    heading(doc, f.t('violationsPerYear'));
    barChart(doc, {
      title: f.label('violationCount'),
      labels: a.byYear.map((y) => String(y.year)),
      values: a.byYear.map((y) => y.count),
      format: (v) => f.number(v),
      integer: true,
    });
  }
  heading(doc, f.t('byYear'));
  records(
    doc,
    f,
    [
      col(f.label('year'), 0.16),
      col(f.label('violationCount'), 0.16, 'right'),
      col(f.label('points'), 0.16, 'right'),
      col(f.label('fineYuan'), 0.28, 'right'),
      col(f.label('unhandled'), 0.24, 'right'),
    ],
    a.byYear.map((y) => [
      String(y.year),
      f.number(y.count),
      f.number(y.points),
      f.yuan(y.fineYuan),
      f.number(y.unhandled),
    ]),
  );
  heading(doc, f.t('violations'));
  records(
    doc,
    f,
    [
      col(f.label('date'), 0.13),
      col(f.label('city'), 0.09),
      col(f.label('code'), 0.09),
      col(f.label('description'), 0.35),
      col(f.label('points'), 0.08, 'right'),
      col(f.label('fineYuan'), 0.14, 'right'),
      col(f.label('handled'), 0.12),
    ],
    a.violations.map((v) => [
      f.date(v.date),
      v.city,
      v.code,
      v.description,
      f.number(v.points),
      f.yuan(v.fineYuan),
      f.pick(VIOLATION_HANDLED_LABELS[v.handled ? 'true' : 'false']),
    ]),
  );
};

const policyColumns = (f: Formatter) => [
  col(f.label('insurer'), 0.3),
  col(f.label('policyNo'), 0.3),
  col(f.label('start'), 0.2),
  col(f.label('end'), 0.2),
];
const policyRow = (p: InsurancePeriod, f: Formatter) => [
  p.insurer,
  p.policyNo,
  f.date(p.start),
  f.date(p.end),
];

const compulsoryInsurance: Renderer<'compulsoryInsurance'> = (doc, a, f) => {
  figures(doc, [
    { label: f.label('status'), value: f.pick(INSURANCE_STATUS_LABELS[a.status]) },
    { label: f.label('insurer'), value: a.current?.insurer ?? '—' },
    { label: f.label('policyNo'), value: a.current?.policyNo ?? '—' },
    { label: f.label('start'), value: f.date(a.current?.start ?? null) },
    { label: f.label('end'), value: f.date(a.current?.end ?? null) },
    { label: f.label('daysRemaining'), value: f.number(a.daysRemaining) },
  ]);
  heading(doc, f.label('history'));
  records(
    doc,
    f,
    policyColumns(f),
    a.history.map((p) => policyRow(p, f)),
  );
  heading(doc, f.label('gaps'));
  records(
    doc,
    f,
    [col(f.label('gapFrom'), 0.35), col(f.label('gapTo'), 0.35), col(f.label('gapDays'), 0.3, 'right')],
    a.gaps.map((g) => [f.date(g.from), f.date(g.to), f.number(g.days)]),
  );
};

const LOSS_TYPES = Object.keys(LOSS_TYPE_LABELS) as LossType[];

const commercialInsuranceLoss: Renderer<'commercialInsuranceLoss'> = (doc, a, f) => {
  figures(doc, [
    { label: f.label('lossCount'), value: f.number(a.totals.count) },
    { label: f.label('lossAmountYuan'), value: f.yuan(a.totals.amountYuan) },
    { label: f.label('atFaultCount'), value: f.number(a.totals.atFaultCount) },
  ]);
  heading(doc, f.t('periods'));
  records(
    doc,
    f,
    [
      col(f.label('insurer'), 0.12),
      col(f.label('policyNo'), 0.185),
      col(f.label('start'), 0.105),
      col(f.label('end'), 0.105),
      col(f.label('coverages'), 0.205),
      col(f.label('premiumYuan'), 0.095, 'right'),
      col(f.label('lossCount'), 0.08, 'right'),
      col(f.label('lossAmountYuan'), 0.105, 'right'),
    ],
    a.periods.map((p) => [
      p.insurer,
      p.policyNo,
      f.date(p.start),
      f.date(p.end),
      p.coverages.join(f.t('listSeparator')),
      f.number(p.premiumYuan, 2),
      f.number(p.lossCount),
      f.number(p.lossAmountYuan, 2),
    ]),
  );
  heading(doc, f.label('losses'));
  records(
    doc,
    f,
    [
      col(f.label('date'), 0.14),
      col(f.label('lossType'), 0.14),
      col(f.label('amountYuan'), 0.16, 'right'),
      col(f.label('atFaultShare'), 0.12, 'right'),
      col(f.label('insurer'), 0.2),
      col(f.label('policyNo'), 0.24),
    ],
    a.losses.map((l) => [
      f.date(l.date),
      f.pick(LOSS_TYPE_LABELS[l.type]),
      f.yuan(l.amountYuan),
      f.percent(l.atFaultShare),
      l.insurer,
      l.policyNo,
    ]),
  );
  heading(doc, f.t('byType'));
  table(
    doc,
    [
      col(f.label('lossType'), 0.4),
      col(f.label('lossCount'), 0.25, 'right'),
      col(f.label('amountYuan'), 0.35, 'right'),
    ],
    LOSS_TYPES.map((type) => [
      f.pick(LOSS_TYPE_LABELS[type]),
      f.number(a.totals.byType[type].count),
      f.yuan(a.totals.byType[type].amountYuan),
    ]),
  );
};

const highSpeedVehicle: Renderer<'highSpeedVehicle'> = (doc, a, f) => {
  figures(doc, [
    { label: f.label('trips'), value: f.number(a.totals.trips) },
    { label: f.label('distanceKm'), value: f.number(a.totals.distanceKm, 1) },
    { label: f.label('tollYuan'), value: f.yuan(a.totals.tollYuan) },
  ]);
  if (a.byMonth.length > 0) {
    heading(doc, f.t('tripsPerMonth'));
    barChart(doc, {
      title: f.label('trips'),
      labels: a.byMonth.map((m) => f.month(m.month)),
      values: a.byMonth.map((m) => m.trips),
      format: (v) => f.number(v),
      integer: true,
    });
  }
  heading(doc, f.t('byMonth'));
  records(
    doc,
    f,
    [
      col(f.label('month'), 0.25),
      col(f.label('trips'), 0.2, 'right'),
      col(f.label('distanceKm'), 0.25, 'right'),
      col(f.label('tollYuan'), 0.3, 'right'),
    ],
    a.byMonth.map((m) => [
      f.month(m.month),
      f.number(m.trips),
      f.number(m.distanceKm, 1),
      f.yuan(m.tollYuan),
    ]),
  );
  heading(doc, f.t('trips'));
  records(
    doc,
    f,
    [
      col(f.label('entryStation'), 0.19),
      col(f.label('exitStation'), 0.19),
      col(f.label('entryAt'), 0.17),
      col(f.label('exitAt'), 0.17),
      col(f.label('distanceKm'), 0.13, 'right'),
      col(f.label('tollYuan'), 0.15, 'right'),
    ],
    a.trips.map((t) => [
      t.entryStation,
      t.exitStation,
      f.dateTime(t.entryAt),
      f.dateTime(t.exitAt),
      f.number(t.distanceKm, 1),
      f.yuan(t.tollYuan),
    ]),
  );
};

const newEnergy: Renderer<'newEnergy'> = (doc, a, f) => {
  const c = a.charging;
  figures(doc, [
    { label: f.label('fuel'), value: f.pick(FUEL_LABELS[a.fuel]) },
    { label: f.label('batteryType'), value: f.pick(BATTERY_TYPE_LABELS[a.battery.type]) },
    { label: f.label('capacityKwh'), value: f.number(a.battery.capacityKwh, 1) },
    { label: f.label('rangeKm'), value: f.number(a.battery.rangeKm) },
    { label: f.label('sessions'), value: f.number(c.sessions) },
    { label: f.label('totalKwh'), value: f.number(c.totalKwh, 1) },
    { label: f.label('averageKwh'), value: f.number(c.averageKwh, 1) },
    { label: f.label('fastSessions'), value: f.number(c.fastSessions) },
    { label: f.label('fastShare'), value: f.percent(c.fastShare) },
    { label: f.label('latestSohPercent'), value: sohText(a.health.latestSohPercent, f) },
    { label: f.label('declinePerYear'), value: f.number(a.health.declinePerYear, 2) },
  ]);
  healthSection(doc, a, f);
  chargingSection(doc, a, f);
};

const sohText = (value: number | null, f: Formatter) => (value === null ? '—' : `${f.number(value, 1)}%`);

function healthSection(doc: Doc, a: ArchiveAnswerOf<'newEnergy'>, f: Formatter): void {
  const health = a.health.records;
  if (health.length > 0) {
    heading(doc, f.t('healthCurve'));
    // 100% at the top and four round steps down to just below the lowest reading.
    const lowest = Math.min(...health.map((h) => h.sohPercent));
    const step = [1, 2, 2.5, 5, 10, 25].find((s) => 100 - 4 * s <= lowest) ?? 25;
    lineChart(doc, {
      title: f.label('sohPercent'),
      labels: health.map((h) => f.month(h.date.slice(0, 7))),
      values: health.map((h) => h.sohPercent),
      format: (v) => `${f.number(v, 0)}%`,
      min: 100 - 4 * step,
      max: 100,
    });
  }
  heading(doc, f.t('health'));
  records(
    doc,
    f,
    [col(f.label('date'), 0.5), col(f.label('sohPercent'), 0.5, 'right')],
    health.map((h) => [f.date(h.date), sohText(h.sohPercent, f)]),
  );
}

function chargingSection(doc: Doc, a: ArchiveAnswerOf<'newEnergy'>, f: Formatter): void {
  const c = a.charging;
  if (c.byMonth.length > 0) {
    heading(doc, f.t('chargingPerMonth'));
    barChart(doc, {
      title: f.label('kWh'),
      labels: c.byMonth.map((m) => f.month(m.month)),
      values: c.byMonth.map((m) => m.kWh),
      format: (v) => f.number(v),
    });
  }
  heading(doc, f.t('byMonth'));
  records(
    doc,
    f,
    [
      col(f.label('month'), 0.34),
      col(f.label('sessions'), 0.33, 'right'),
      col(f.label('kWh'), 0.33, 'right'),
    ],
    c.byMonth.map((m) => [f.month(m.month), f.number(m.sessions), f.number(m.kWh, 1)]),
  );
  heading(doc, f.t('charging'));
  records(
    doc,
    f,
    [
      col(f.label('chargingStart'), 0.2),
      col(f.label('chargingEnd'), 0.2),
      col(f.label('kWh'), 0.14, 'right'),
      col(f.label('chargingStation'), 0.32),
      col(f.label('chargingMode'), 0.14),
    ],
    c.records.map((r) => [
      f.dateTime(r.start),
      f.dateTime(r.end),
      f.number(r.kWh, 1),
      r.station,
      f.pick(CHARGING_MODE_LABELS[r.fast ? 'fast' : 'slow']),
    ]),
  );
}

export const SECTION_RENDERERS: { [Q in ArchiveQueryName]: Renderer<Q> } = {
  price,
  maintenance,
  parameterConfiguration,
  annualInspection,
  violationPoints,
  compulsoryInsurance,
  commercialInsuranceLoss,
  highSpeedVehicle,
  newEnergy,
};
