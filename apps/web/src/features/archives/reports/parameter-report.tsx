import type { ArchiveAnswerOf } from '@datamall/contract/vehicle-archive';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Section } from './parts';
import { amount, useArchiveLabels } from './text';

/** Parameters and configuration of the model, with the battery of a new-energy vehicle. */
export function ParameterConfigurationReport({
  answer,
}: {
  answer: ArchiveAnswerOf<'parameterConfiguration'>;
}) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const m = answer.model;
  const rows: [string, string | number][] = [
    [l.field('brand'), m.brand],
    [l.field('series'), m.series],
    [l.field('modelName'), m.modelName],
    [l.field('modelYear'), m.modelYear],
    [l.field('bodyType'), l.bodyType(m.bodyType)],
    [l.field('fuel'), l.fuel(m.fuel)],
    [l.field('displacementL'), m.displacementL === null ? '-' : m.displacementL.toFixed(1)],
    [l.field('powerKw'), m.powerKw],
    [l.field('transmission'), l.transmission(m.transmission)],
    [l.field('seats'), m.seats],
    [l.field('lengthMm'), amount(m.lengthMm)],
    [l.field('widthMm'), amount(m.widthMm)],
    [l.field('heightMm'), amount(m.heightMm)],
    [l.field('curbWeightKg'), amount(m.curbWeightKg)],
    [l.field('registeredOn'), answer.registeredOn],
    [l.field('newEnergy'), answer.newEnergy ? t('report.yes') : t('report.no')],
  ];

  return (
    <>
      <Section title={t('report.sections.parameters')}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, md: 2 }}
          data-testid="archive-parameters"
          items={rows.map(([label, value]) => ({ key: label, label, children: value }))}
        />
      </Section>
      {answer.battery ? (
        <Section title={l.field('battery')}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 3 }}
            data-testid="archive-parameters-battery"
            items={[
              { key: 'type', label: l.field('batteryType'), children: l.batteryType(answer.battery.type) },
              { key: 'capacity', label: l.field('capacityKwh'), children: answer.battery.capacityKwh },
              { key: 'range', label: l.field('rangeKm'), children: amount(answer.battery.rangeKm) },
            ]}
          />
        </Section>
      ) : null}
    </>
  );
}
