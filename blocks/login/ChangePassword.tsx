import type { SessionController } from '../../runtime/blocks';
import { showToast } from '../../runtime/ui/index';
import { errorMessage, MESSAGES } from './messages';
import { StepForm } from './StepForm';

/** The signed-in user's password change (/changePassword). */
export function ChangePassword({ controller }: { controller: SessionController }) {
  return (
    <StepForm
      title="Change your password"
      fields={[
        {
          name: 'oldPassword',
          label: 'Current password',
          type: 'password',
          autoComplete: 'current-password',
          emptyMessage: MESSAGES.passwordEmpty,
        },
        {
          name: 'newPassword',
          label: 'New password',
          type: 'password',
          autoComplete: 'new-password',
          emptyMessage: MESSAGES.passwordEmpty,
        },
      ]}
      submitLabel="Change password"
      onSubmit={async ({ oldPassword = '', newPassword = '' }) => {
        const auth = await controller.auth();
        try {
          await auth.updatePassword({ oldPassword, newPassword });
        } catch (error) {
          const message = errorMessage(error);
          showToast({ message, variant: 'error' });
          throw new Error(message);
        }
        showToast({ message: 'Password updated successfully.', variant: 'success' });
        controller.navigate('/');
      }}
    />
  );
}
