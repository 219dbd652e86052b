import type { ConfigurationFinding } from '../../runtime/blocks';

/**
 * What the rules found, errors first, each with how to fix it. A polite live region: a warning
 * appearing after a choice is announced without taking focus away from the control.
 */
export function Findings({ findings }: { findings: readonly ConfigurationFinding[] }) {
  const shown = findings.filter((finding) => finding.rule !== 'incomplete');
  return (
    <div className="bf-configurator-findings" aria-live="polite">
      {shown.length === 0 ? null : (
        <>
          <h3>Checks</h3>
          <ul>
            {shown.map((finding) => (
              <li
                key={`${finding.rule}-${finding.subjects.join('-')}-${finding.message}`}
                className={`bf-configurator-finding bf-configurator-finding-${finding.level}`}
              >
                <p>
                  <strong>{finding.level === 'error' ? 'Must fix: ' : 'Warning: '}</strong>
                  {finding.message}
                </p>
                <p className="bf-configurator-fix">How to fix: {finding.fix}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
