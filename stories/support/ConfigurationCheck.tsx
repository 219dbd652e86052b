import { useEffect, useState } from 'react';
import type { StoredBlockData } from '../../runtime/render/blockData';
import { useBlockRender } from '../../runtime/render/BlockRenderContext';
import { prepareBlock, type BlockOutcome } from '../../runtime/render/prepareBlock';

type Check =
  | { state: 'checking' }
  | { state: 'done'; outcome: BlockOutcome }
  | { state: 'failed'; message: string };

/**
 * What the renderer makes of the edited block, shown under the story: the block's precompiled
 * validator (loaded through the registry, as a page loads it), its migrations, the layout
 * settings validator and visibility, run by the renderer's own pipeline (prepareBlock). An admin
 * sees exactly whether the storefront will accept the configuration, and why not.
 */
export function ConfigurationCheck({ block }: { block: StoredBlockData }) {
  const { registry, viewer } = useBlockRender();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const isGuest = viewer.isGuest;

  useEffect(() => {
    let current = true;
    const registered = registry.get(block.componentName);
    const schema = registered ? (registered.schema ?? registered.loadSchema()) : undefined;
    Promise.resolve(schema).then(
      (loaded) => {
        if (!current) return;
        const definition =
          registered && loaded
            ? { schema: loaded, migrations: registered.definition.migrations }
            : undefined;
        setCheck({ state: 'done', outcome: prepareBlock(block, definition, { isGuest }) });
      },
      (error: unknown) => {
        if (current)
          setCheck({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [block, registry, isGuest]);

  return (
    <section
      className="bf-story-check"
      aria-label="Configuration check"
      data-check-state={checkState(check)}
    >
      <h2 className="bf-story-check-title">Configuration check</h2>
      <CheckResult check={check} viewerLabel={isGuest ? 'a guest' : 'a signed-in user'} />
    </section>
  );
}

function checkState(check: Check): string {
  if (check.state !== 'done') return check.state;
  return check.outcome.kind === 'placeholder'
    ? 'rejected'
    : check.outcome.kind === 'hidden'
      ? 'hidden'
      : 'accepted';
}

function CheckResult({ check, viewerLabel }: { check: Check; viewerLabel: string }) {
  if (check.state === 'checking') return <p>Checking against the block&apos;s schema…</p>;
  if (check.state === 'failed')
    return <p>The block&apos;s schema could not be loaded: {check.message}</p>;
  const { outcome } = check;
  if (outcome.kind === 'ready') return <p>Valid: the renderer accepts this configuration.</p>;
  if (outcome.kind === 'hidden') {
    return (
      <p>
        Valid, but hidden for {viewerLabel} by its visibility
        {outcome.warning ? `: ${outcome.warning}` : '.'}
      </p>
    );
  }
  return (
    <>
      <p>
        Rejected ({outcome.reason}): the storefront shows nothing in its place.{' '}
        {outcome.issues.length} {outcome.issues.length === 1 ? 'error' : 'errors'}:
      </p>
      <ul>
        {outcome.issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.path}</code> {issue.message}
          </li>
        ))}
      </ul>
    </>
  );
}
