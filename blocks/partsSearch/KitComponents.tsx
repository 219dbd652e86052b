import { Suspense, useState } from 'react';
import {
  BlockError,
  MutationError,
  useKit,
  usePartsCartActions,
  type Kit,
} from '../../runtime/blocks';
import { Button, lazyOverlay, Select, Skeleton } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';

const Confirm = lazyOverlay(() => import('./ConfirmKitEdit'));

type Component = Kit['components'][number];
type Pending = { kind: 'link' | 'unlink'; componentItemId: string; label: string } | null;

/**
 * A kit's components (getLinkComponent). A manager links a compatible part or unlinks a component,
 * each after a confirmation; the server refuses anyone else (the buttons only mirror it).
 */
export function KitComponents({
  kitItemId,
  onOpen,
}: {
  kitItemId: string;
  onOpen: (itemId: string) => void;
}) {
  const kit = useKit(kitItemId);
  const { link, unlink } = usePartsCartActions();
  const [candidate, setCandidate] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  if (kit.isError)
    return (
      <BlockError
        message="The kit's components could not be loaded."
        error={kit.error}
        onRetry={() => void kit.refetch()}
      />
    );
  if (!kit.data) return <Skeleton height="120px" />;
  const { components, candidates, mayEdit } = kit.data;
  const columns: DataTableColumn<Component>[] = [
    {
      id: 'part',
      header: 'Component',
      isRowHeader: true,
      cell: (component) => (
        <button type="button" className="bf-link-button" onClick={() => onOpen(component.itemId)}>
          {component.partNumber} {component.title}
        </button>
      ),
    },
    { id: 'qty', header: 'Qty', align: 'end', cell: (component) => component.qty },
    ...(mayEdit
      ? [
          {
            id: 'unlink',
            header: 'Unlink',
            hideHeader: true,
            align: 'end' as const,
            cell: (component: Component) => (
              <Button
                variant="secondary"
                aria-label={`Unlink ${component.partNumber} from the kit`}
                onPointerEnter={Confirm.preload}
                onFocus={Confirm.preload}
                onClick={() =>
                  setPending({
                    kind: 'unlink',
                    componentItemId: component.itemId,
                    label: `${component.partNumber} ${component.title}`,
                  })
                }
              >
                Unlink
              </Button>
            ),
          },
        ]
      : []),
  ];
  const mutation = pending?.kind === 'link' ? link : unlink;
  const confirm = () => {
    if (!pending) return;
    const action = pending;
    mutation.mutate(
      { kitItemId, componentItemId: action.componentItemId },
      {
        onSuccess: () => {
          setDone(
            action.kind === 'link'
              ? `${action.label} is now a component of the kit.`
              : `${action.label} was unlinked from the kit.`,
          );
          setPending(null);
          setCandidate('');
        },
      },
    );
  };
  const chosen = candidates.find((part) => part.itemId === candidate);
  return (
    <div className="bf-parts-kit">
      <h4>Kit components</h4>
      <DataTable
        caption={`Components of ${kit.data.kit.partNumber}`}
        columns={columns}
        rows={components}
        getRowId={(component) => component.itemId}
        empty={<p className="bf-parts-muted">This kit has no components yet.</p>}
      />
      {done && (
        <p className="bf-parts-added" role="status">
          {done}
        </p>
      )}
      {mayEdit && candidates.length > 0 && (
        <div className="bf-parts-kit-link">
          <Select
            label="Part to link"
            placeholder="Choose a compatible part"
            options={candidates.map((part) => ({
              value: part.itemId,
              label: `${part.partNumber} ${part.title}`,
            }))}
            value={candidate}
            onChange={(event) => setCandidate(event.target.value)}
          />
          <Button
            disabled={!chosen}
            onPointerEnter={Confirm.preload}
            onFocus={Confirm.preload}
            onClick={() =>
              chosen &&
              setPending({
                kind: 'link',
                componentItemId: chosen.itemId,
                label: `${chosen.partNumber} ${chosen.title}`,
              })
            }
          >
            Link to kit
          </Button>
        </div>
      )}
      {pending && (
        <Suspense fallback={null}>
          <Confirm.Component
            kind={pending.kind}
            componentLabel={pending.label}
            kitLabel={`${kit.data.kit.partNumber} ${kit.data.kit.title}`}
            pending={mutation.isPending}
            error={<MutationError mutation={mutation} fallback="The kit was not changed." />}
            onConfirm={confirm}
            onClose={() => {
              mutation.reset();
              setPending(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
