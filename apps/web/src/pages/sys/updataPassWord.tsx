import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChangePasswordDialog } from '../../features/identity/components/change-password-dialog';
import { securityInfoQuery } from '../../features/users/api/security-info';
import { ChangePasswordCard } from '../../features/users/components/change-password-card';

/** Hidden personal url sys/updataPassWord: opens the shell's change-password dialog at once. */
export function Page() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const handleClose = () => {
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: securityInfoQuery().queryKey });
  };
  return (
    <>
      <ChangePasswordCard onChange={() => setOpen(true)} />
      <ChangePasswordDialog open={open} onClose={handleClose} />
    </>
  );
}
