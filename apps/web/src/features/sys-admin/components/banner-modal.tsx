import { type Banner, endpoints } from '@datamall/contract';
import { DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { type BannerValues, useSaveBanner } from '../api/banners';
import { BannerImageUpload } from './banner-image-upload';

type FormValues = Omit<BannerValues, 'startAt' | 'endAt'> & {
  schedule?: [Dayjs | null, Dayjs | null] | null;
};

const LINK = /^(\/(?!\/)[^\s\\]*|https:\/\/[^\s/]+.*)$/;

function initialValues(banner: Banner | undefined): Partial<FormValues> {
  if (!banner) return { sort: 0, enabled: true, link: '' };
  return {
    ...banner,
    schedule: [banner.startAt ? dayjs(banner.startAt) : null, banner.endAt ? dayjs(banner.endAt) : null],
  };
}

/** Adds or edits a home banner: titles in three languages, image, link, sort, schedule, enabled. */
export function BannerModal({ editing, onClose }: { editing: Banner | undefined; onClose: () => void }) {
  const { t } = useTranslation('sysAdmin');
  const save = useSaveBanner();
  const f = useZodRules(endpoints.sysAdmin.saveBanner);
  return (
    <FormModal<FormValues>
      title={editing ? t('banner.editTitle') : t('banner.addTitle')}
      width={720}
      initialValues={initialValues(editing)}
      okTestId="banner-save"
      onClose={onClose}
      onSubmit={async ({ schedule, ...values }) => {
        await save.mutateAsync({
          id: editing?.id,
          values: {
            ...values,
            link: values.link ?? '',
            startAt: schedule?.[0]?.toISOString() ?? null,
            endAt: schedule?.[1]?.toISOString() ?? null,
          },
        });
        notify.success(t('banner.saved'));
      }}
    >
      {() => (
        <>
          {(['titleZhCn', 'titleZhTw', 'titleEnUs'] as const).map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`banner.${field}`)}
              rules={f.rules(field, t(`banner.${field}`))}
            >
              <Input maxLength={f.maxLength(field)} data-testid={`banner-${field}`} />
            </Form.Item>
          ))}
          <Form.Item
            name="image"
            label={t('banner.image')}
            rules={[{ required: true, message: t('banner.imageRequired') }]}
          >
            <BannerImageUpload />
          </Form.Item>
          <Form.Item
            name="link"
            label={t('banner.link')}
            extra={t('banner.linkHint')}
            rules={[{ pattern: LINK, message: t('banner.linkInvalid') }]}
          >
            <Input maxLength={f.maxLength('link')} placeholder="/news" data-testid="banner-link" />
          </Form.Item>
          <Form.Item name="schedule" label={t('banner.schedule')} extra={t('banner.scheduleHint')}>
            <DatePicker.RangePicker showTime allowEmpty={[true, true]} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="sort" label={t('banner.sort')} rules={f.rules('sort', t('banner.sort'))}>
            <InputNumber {...f.number('sort')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('banner.enabled')} valuePropName="checked">
            <Switch data-testid="banner-enabled" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
