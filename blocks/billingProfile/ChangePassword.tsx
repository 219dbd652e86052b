import { useState, type FormEvent } from 'react';
import { changePasswordProblems, MutationError, useProfileActions } from '../../runtime/blocks';
import { Button, TextField } from '../../runtime/ui/index';

type Field = 'current' | 'next' | 'confirm';

/** The user's own password change (the identity client's updatePassword). */
export function ChangePassword() {
  const { changePassword } = useProfileActions();
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = changePasswordProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    changePassword.mutate(
      { oldPassword: values.current, newPassword: values.next },
      { onSuccess: () => setValues({ current: '', next: '', confirm: '' }) },
    );
  }
  return (
    <section className="bf-profile-section" aria-labelledby="bf-profile-password">
      <h2 id="bf-profile-password">Password</h2>
      <form className="bf-profile-form" noValidate onSubmit={submit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current}
          error={problems.current}
          onChange={(e) => set('current')(e.target.value)}
        />
        <div className="bf-profile-row">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={values.next}
            error={problems.next}
            description="At least 8 characters with upper and lower case, a digit and a symbol."
            onChange={(e) => set('next')(e.target.value)}
          />
          <TextField
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirm}
            error={problems.confirm}
            onChange={(e) => set('confirm')(e.target.value)}
          />
        </div>
        <MutationError mutation={changePassword} fallback="Your password was not changed." />
        <div>
          <Button type="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
