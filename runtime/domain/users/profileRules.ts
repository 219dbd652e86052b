/** What a new password must be to be accepted by the pool's policy, said before it is sent. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Use at least 8 characters.';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password))
    return 'Use upper and lower case letters.';
  if (!/\d/.test(password)) return 'Use at least one digit.';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Use at least one symbol, e.g. ! or -.';
  return undefined;
}

/** The change-password form's problems, by field. */
export function changePasswordProblems(values: {
  current: string;
  next: string;
  confirm: string;
}): Partial<Record<'current' | 'next' | 'confirm', string>> {
  const problems: Partial<Record<'current' | 'next' | 'confirm', string>> = {};
  if (!values.current) problems.current = 'Enter your current password.';
  const next = newPasswordProblem(values.next);
  if (next) problems.next = next;
  else if (values.next === values.current)
    problems.next = 'Choose a password you are not using now.';
  if (values.confirm !== values.next) problems.confirm = 'The passwords do not match.';
  return problems;
}

/** An authenticator code is six digits. */
export function totpCodeProblem(code: string): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : 'Enter the 6-digit code from your app.';
}
