import type { CpqBundle, CpqComponent, CpqSelection } from '../../runtime/blocks';
import { money } from './cpqMoney';
import { QuantityField } from './QuantityField';

const GROUPS: { kind: CpqComponent['kind']; heading: string }[] = [
  { kind: 'option', heading: 'Options' },
  { kind: 'accessory', heading: 'Accessories' },
  { kind: 'starterKit', heading: 'Consumable starter kits' },
];

function priceNote(component: CpqComponent, currency: string, locale: string | undefined): string {
  const parts = [`${money(component.listPrice, currency, locale)} each`];
  if (component.contract)
    parts.push(`contract ${money(component.contract.unitPrice, currency, locale)}`);
  for (const tier of component.tiers) parts.push(`${tier.percentOff}% off from ${tier.minQty}`);
  return parts.join(' · ');
}

/** Step 2: the bundle's options, accessories and starter kits, each with a quantity per instrument. */
export function ComponentRows({
  bundle,
  selection,
  onQty,
  locale,
}: {
  bundle: CpqBundle;
  selection: CpqSelection;
  onQty: (componentId: string, qty: number) => void;
  locale: string | undefined;
}) {
  return (
    <>
      {GROUPS.map(({ kind, heading }) => {
        const components = bundle.components.filter((component) => component.kind === kind);
        if (components.length === 0) return null;
        return (
          <fieldset key={kind} className="bf-cpq-group">
            <legend>{heading}</legend>
            <ul className="bf-cpq-components">
              {components.map((component) => (
                <li key={component.id} className="bf-cpq-component">
                  <div className="bf-cpq-component-text">
                    <span className="bf-cpq-component-title">{component.title}</span>
                    <span className="bf-cpq-muted">{component.description}</span>
                    <span className="bf-cpq-muted">
                      {component.sku} · {priceNote(component, bundle.currency, locale)}
                    </span>
                  </div>
                  <QuantityField
                    label={
                      <>
                        <span className="bf-visually-hidden">{component.title}, </span>
                        per instrument
                      </>
                    }
                    value={selection.components[component.id] ?? 0}
                    min={0}
                    max={component.maxQty}
                    description={`0 to ${component.maxQty}`}
                    onChange={(qty) => onQty(component.id, qty)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </>
  );
}
