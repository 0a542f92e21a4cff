/**
 * The records of the synthetic vehicle archive and the answers of its nine queries, shared by the platform's
 * upstream (which generates them), the server (which stores the reports) and the web (which shows them).
 */
import type { PlateCheck } from './plate.js';
import type { VinCheck } from './vin.js';

export type Fuel = 'gasoline' | 'diesel' | 'hybrid' | 'electric';
export type BodyType = 'sedan' | 'hatchback' | 'suv' | 'mpv' | 'pickup' | 'truck';
export type Transmission = 'manual' | 'automatic' | 'dct' | 'cvt' | 'single-speed';
export type BatteryType = 'LFP' | 'NCM';

export type InspectionResult = 'pass' | 'fail' | 'pass-after-repair';
export type LossType = 'collision' | 'theft' | 'glass' | 'water' | 'other';

export interface VehicleModel {
  brand: string;
  series: string;
  modelName: string;
  modelYear: number;
  bodyType: BodyType;
  fuel: Fuel;
  /** Null for pure-electric vehicles. */
  displacementL: number | null;
  powerKw: number;
  transmission: Transmission;
  seats: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  curbWeightKg: number;
}

export interface YearPrice {
  year: number;
  valueYuan: number;
  /** Share of the guide price. */
  rate: number;
}

export interface MaintenanceRecord {
  date: string;
  mileageKm: number;
  shop: string;
  items: string[];
}

export interface Inspection {
  date: string;
  result: InspectionResult;
  station: string;
  items: { name: string; result: InspectionResult }[];
}

export interface Violation {
  date: string;
  city: string;
  code: string;
  description: string;
  points: 0 | 1 | 3 | 6 | 9 | 12;
  fineYuan: number;
  handled: boolean;
}

/** A policy year: from the start date's 0:00 to the end date's 24:00. */
export interface InsurancePeriod {
  insurer: string;
  policyNo: string;
  start: string;
  end: string;
}

export interface Loss {
  date: string;
  type: LossType;
  amountYuan: number;
  /** The insured driver's share of the fault, 0–1. */
  atFaultShare: number;
}

export interface CommercialPeriod extends InsurancePeriod {
  coverages: string[];
  premiumYuan: number;
  losses: Loss[];
}

export interface HighwayTrip {
  entryStation: string;
  exitStation: string;
  entryAt: string;
  exitAt: string;
  distanceKm: number;
  tollYuan: number;
}

export interface Battery {
  type: BatteryType;
  capacityKwh: number;
  /** CLTC range on a full battery (the electric range of a plug-in hybrid). */
  rangeKm: number;
}

export interface ChargingRecord {
  start: string;
  end: string;
  kWh: number;
  station: string;
  fast: boolean;
}

export interface BatteryHealth {
  date: string;
  sohPercent: number;
}

export interface Vehicle {
  vin: string;
  plate: string;
  city: string;
  registeredOn: string;
  newEnergy: boolean;
  model: VehicleModel;
  prices: { guidePriceYuan: number; byYear: YearPrice[] };
  maintenance: MaintenanceRecord[];
  inspections: Inspection[];
  violations: Violation[];
  compulsoryInsurance: InsurancePeriod[];
  commercialInsurance: CommercialPeriod[];
  highwayTrips: HighwayTrip[];
  /** New-energy vehicles only (null and empty otherwise). */
  battery: Battery | null;
  charging: ChargingRecord[];
  batteryHealth: BatteryHealth[];
}

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

export type PriceReport = {
  guidePriceYuan: number;
  byYear: YearPrice[];
  currentValueYuan: number;
  currentRate: number;
  depreciationYuan: number;
};

export type MaintenanceReport = {
  records: MaintenanceRecord[];
  count: number;
  lastDate: string | null;
  lastMileageKm: number | null;
  averageKmPerYear: number | null;
};

export type ParameterConfigurationReport = {
  model: VehicleModel;
  registeredOn: string;
  newEnergy: boolean;
  battery: Battery | null;
};

export type AnnualInspectionReport = {
  inspections: Inspection[];
  count: number;
  failures: number;
  last: Inspection | null;
  nextDue: string;
};

export type ViolationPointsReport = {
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
};

export type CompulsoryInsuranceReport = {
  status: 'active' | 'expired' | 'none';
  current: InsurancePeriod | null;
  /** Whole days after the as-of date still covered (0 on the last day). */
  daysRemaining: number | null;
  history: InsurancePeriod[];
  gaps: { from: string; to: string; days: number }[];
};

export type CommercialInsuranceLossReport = {
  periods: (Omit<CommercialPeriod, 'losses'> & { lossCount: number; lossAmountYuan: number })[];
  losses: (Loss & { policyNo: string; insurer: string })[];
  totals: {
    count: number;
    amountYuan: number;
    atFaultCount: number;
    byType: Record<LossType, { count: number; amountYuan: number }>;
  };
};

export type HighSpeedVehicleReport = {
  trips: HighwayTrip[];
  byMonth: { month: string; trips: number; distanceKm: number; tollYuan: number }[];
  totals: { trips: number; distanceKm: number; tollYuan: number };
};

export type NewEnergyReport = {
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
};

/** Each query's report (the body of a found answer). */
export interface ArchiveReports {
  price: PriceReport;
  maintenance: MaintenanceReport;
  parameterConfiguration: ParameterConfigurationReport;
  annualInspection: AnnualInspectionReport;
  violationPoints: ViolationPointsReport;
  compulsoryInsurance: CompulsoryInsuranceReport;
  commercialInsuranceLoss: CommercialInsuranceLossReport;
  highSpeedVehicle: HighSpeedVehicleReport;
  newEnergy: NewEnergyReport;
}

/** A found answer of one query, as stored and shown. */
export type ArchiveAnswerOf<Q extends ArchiveQueryName> = Found<ArchiveReports[Q]>;
