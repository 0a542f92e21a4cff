import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { baseInfoQuery } from '../../features/identity/api/base-info';
import { userInfoQuery } from '../../features/identity/api/user-info';
import { SmsCodeButton } from '../../features/identity/components/sms-code-button';
import { SECURITY_INFO_PATH } from '../../features/users/components/security-info-panel';
import { UpdateMobileForm } from '../../features/users/components/update-mobile-form';

/** Hidden personal url sys/updataPhone: new mobile with an SMS code and the current password. */
export function Page() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handleDone = () => {
    void queryClient.invalidateQueries({ queryKey: userInfoQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: baseInfoQuery().queryKey });
    navigate(SECURITY_INFO_PATH);
  };
  return (
    <UpdateMobileForm
      renderSmsButton={(form) => <SmsCodeButton form={form} type="updateMobile" />}
      onDone={handleDone}
    />
  );
}
