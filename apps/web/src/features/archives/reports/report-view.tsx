import type { ArchiveAnswerOf, ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { AnnualInspectionReport } from './annual-inspection-report';
import { CommercialInsuranceLossReport } from './commercial-insurance-report';
import { CompulsoryInsuranceReport } from './compulsory-insurance-report';
import { HighSpeedVehicleReport } from './high-speed-report';
import { MaintenanceReport } from './maintenance-report';
import { NewEnergyReport } from './new-energy-report';
import { ParameterConfigurationReport } from './parameter-report';
import { PriceReport } from './price-report';
import { ViolationPointsReport } from './violation-report';

export interface ReportViewProps {
  query: ArchiveQueryName;
  /** The found answer of `query` (`ArchiveAnswerOf<query>`). */
  answer: unknown;
  /** High-speed only: the page listing the report's trips one by one. */
  transportHref?: string;
}

/** The body of a report (below its frame): the component of the query. */
export function ReportView({ query, answer, transportHref }: ReportViewProps) {
  switch (query) {
    case 'price':
      return <PriceReport answer={answer as ArchiveAnswerOf<'price'>} />;
    case 'maintenance':
      return <MaintenanceReport answer={answer as ArchiveAnswerOf<'maintenance'>} />;
    case 'parameterConfiguration':
      return <ParameterConfigurationReport answer={answer as ArchiveAnswerOf<'parameterConfiguration'>} />;
    case 'annualInspection':
      return <AnnualInspectionReport answer={answer as ArchiveAnswerOf<'annualInspection'>} />;
    case 'violationPoints':
      return <ViolationPointsReport answer={answer as ArchiveAnswerOf<'violationPoints'>} />;
    case 'compulsoryInsurance':
      return <CompulsoryInsuranceReport answer={answer as ArchiveAnswerOf<'compulsoryInsurance'>} />;
    case 'commercialInsuranceLoss':
      return <CommercialInsuranceLossReport answer={answer as ArchiveAnswerOf<'commercialInsuranceLoss'>} />;
    case 'highSpeedVehicle':
      return (
        <HighSpeedVehicleReport
          answer={answer as ArchiveAnswerOf<'highSpeedVehicle'>}
          transportHref={transportHref}
        />
      );
    case 'newEnergy':
      return <NewEnergyReport answer={answer as ArchiveAnswerOf<'newEnergy'>} />;
  }
}
