import type { BlockIssue } from './blockIssue';
import type { PlaceholderReason } from './prepareBlock';

export type PlaceholderState = PlaceholderReason | 'crashed';

const EXPLANATION: Record<PlaceholderState, string> = {
  'unknown-component': 'no block is registered under this componentName',
  'migration-failed': 'its stored configuration could not be migrated',
  invalid: 'its configuration does not match its schema',
  layout: 'its layout settings are not usable',
  crashed: 'it failed while loading or rendering',
};

/**
 * What a block that cannot render shows in its place. Customers see nothing (the element is
 * hidden, so the page closes up around it); in dev mode it lists the reasons, path and message.
 * It keeps data-block-id and data-component, so a broken block can still be found in the page.
 */
export function BlockPlaceholder({
  blockId,
  componentName,
  state,
  issues,
  devMode,
}: {
  blockId: string;
  componentName: string;
  state: PlaceholderState;
  issues: readonly BlockIssue[];
  devMode: boolean;
}) {
  return (
    <div
      className="bf-block bf-block-placeholder"
      data-block-id={blockId}
      data-component={componentName}
      data-block-state={state}
      hidden={!devMode}
    >
      {devMode && (
        <div className="bf-block-placeholder-issues" role="note">
          <p>
            Block <code>{componentName}</code> ({blockId}) is not shown: {EXPLANATION[state]}.
          </p>
          <ul>
            {issues.map((issue, index) => (
              <li key={index}>
                <code>{issue.path}</code> {issue.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
