import { RadioGroup } from '../../runtime/ui/aria';

const LABELS: Record<string, string> = {
  SMS: 'Text message (SMS)',
  TOTP: 'Authenticator app',
  EMAIL: 'Email',
};

/**
 * The verification methods a user may choose between (React Aria's RadioGroup). Its own module,
 * loaded only when the pool asks for a choice, so the sign-in page's chunk stays without React
 * Aria. The step's form reads the chosen `mfaType` from its native radios on submit.
 */
export default function MfaChoice({ options }: { options: string[] }) {
  return (
    <RadioGroup
      className="bf-login-choice"
      label="Verification method"
      name="mfaType"
      options={options.map((option) => ({ value: option, label: LABELS[option] ?? option }))}
    />
  );
}
