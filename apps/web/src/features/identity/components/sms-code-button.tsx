import { MOBILE_PATTERN, type SmsType } from '@datamall/contract';
import { Button, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useSendSms } from '../api/send-sms';

const COUNTDOWN_SECONDS = 60;

export interface SmsCodeButtonProps {
  form: FormInstance;
  type: SmsType;
  mobileField?: string;
}

/** Sends the SMS code for the form's mobile number, then counts down 60 s before it may send again. */
export function SmsCodeButton({ form, type, mobileField = 'mobile' }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const [seconds, setSeconds] = useState(0);
  const sendSms = useSendSms();

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const handleClick = async () => {
    const mobile = String(form.getFieldValue(mobileField) ?? '').trim();
    if (!MOBILE_PATTERN.test(mobile)) {
      await form.validateFields([mobileField]).catch(() => undefined);
      notify.warning(t('register.mobileFirst'));
      return;
    }
    try {
      await sendSms.mutateAsync({ mobile, type });
      notify.success(t('register.smsSent'));
      setSeconds(COUNTDOWN_SECONDS);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Button
      size="large"
      data-testid="send-sms"
      disabled={seconds > 0}
      loading={sendSms.isPending}
      onClick={() => void handleClick()}
      style={{ minWidth: 128 }}
    >
      {seconds > 0 ? t('register.resendIn', { seconds }) : t('register.sendSms')}
    </Button>
  );
}
