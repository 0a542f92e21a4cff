import type { ArchiveAnswerOf, ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import annualInspection from './annualInspection.json';
import commercialInsuranceLoss from './commercialInsuranceLoss.json';
import compulsoryInsurance from './compulsoryInsurance.json';
import highSpeedVehicle from './highSpeedVehicle.json';
import maintenance from './maintenance.json';
import newEnergy from './newEnergy.json';
import parameterConfiguration from './parameterConfiguration.json';
import price from './price.json';
import violationPoints from './violationPoints.json';

/**
 * One real answer per query, from the gateway's archive (`createVehicleArchive` over `generateVehicles({count:
 * 2000})`, as of 2026-11-01), for vehicles with few records.
 */
export const FIXTURES = {
  price,
  maintenance,
  parameterConfiguration,
  annualInspection,
  violationPoints,
  compulsoryInsurance,
  commercialInsuranceLoss,
  highSpeedVehicle,
  newEnergy,
} as unknown as { [Q in ArchiveQueryName]: ArchiveAnswerOf<Q> };
