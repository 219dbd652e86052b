import { RadioGroup } from '../../runtime/ui/aria';
import {
  CPQ_SERVICE_YEARS,
  type CpqBundle,
  type CpqSelection,
  type CpqServiceYears,
} from '../../runtime/blocks';
import { money } from './cpqMoney';

const NO_PLAN = 'none';

/** Step 3: the service plan level (or none) and its term of 1, 3 or 5 years. */
export function ServicePlanPicker({
  bundle,
  selection,
  onChange,
  locale,
}: {
  bundle: CpqBundle;
  selection: CpqSelection;
  onChange: (change: Pick<CpqSelection, 'servicePlanId' | 'serviceYears'>) => void;
  locale: string | undefined;
}) {
  return (
    <div className="bf-cpq-plans">
      <RadioGroup
        label="Service plan"
        value={selection.servicePlanId ?? NO_PLAN}
        onChange={(value) =>
          onChange({
            servicePlanId: value === NO_PLAN ? null : value,
            serviceYears: selection.serviceYears,
          })
        }
        options={[
          ...bundle.servicePlans.map((plan) => ({
            value: plan.id,
            label: `${plan.level}: ${money(plan.contract?.unitPrice ?? plan.listPrice, bundle.currency, locale)} per instrument and year`,
            description: plan.description,
          })),
          {
            value: NO_PLAN,
            label: 'No service plan',
            description: 'Warranty only (12 months, parts).',
          },
        ]}
      />
      <RadioGroup
        className="bf-cpq-term"
        label="Term"
        orientation="horizontal"
        description="3 years: 5% off a year. 5 years: 10% off a year."
        isDisabled={selection.servicePlanId === null}
        value={String(selection.serviceYears)}
        onChange={(value) =>
          onChange({
            servicePlanId: selection.servicePlanId,
            serviceYears: Number(value) as CpqServiceYears,
          })
        }
        options={CPQ_SERVICE_YEARS.map((years) => ({
          value: String(years),
          label: years === 1 ? '1 year' : `${years} years`,
        }))}
      />
    </div>
  );
}
