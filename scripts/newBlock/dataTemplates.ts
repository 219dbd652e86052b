/**
 * The files `npm run new-block -- --data <name>` writes: a data block on the data-block kit,
 * modelled on blocks/list (docs/architecture.md "Data blocks"): a schema naming the CRM object and
 * fields, the request as a plain function, a view whose states are the kit's `QueryStates`, a
 * story with loading, empty and error states, and a test through the real gateway client.
 */
import type { BlockNames } from './templates.ts';

export function dataSchemaFile({ name, pascal }: BlockNames): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://blockfront.dev/schemas/blocks/${name}.schema.json`,
    title: `${pascal}BlockData`,
    description: `The ${name} block: records of one CRM object (getLookupRecords). Raise schemaVersion and register a migration when the configuration changes shape (docs/integrators.md).`,
    schemaVersion: 1,
    type: 'object',
    required: ['configuration'],
    properties: {
      configuration: {
        title: `${pascal}Configuration`,
        type: 'object',
        additionalProperties: false,
        required: ['heading', 'objectName', 'fields'],
        properties: {
          heading: { type: 'string', minLength: 1, maxLength: 200 },
          objectName: {
            description: 'The CRM object read through getLookupRecords, e.g. Quote.',
            type: 'string',
            pattern: '^[A-Za-z][A-Za-z0-9_]*$',
          },
          fields: {
            description: 'The fields each record shows, the first as its title.',
            type: 'array',
            minItems: 1,
            maxItems: 10,
            items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
          },
          limit: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function dataRequestFile({ name, pascal }: BlockNames): string {
  return `import type { MakeCallRequest } from '../../runtime/blocks';
import type { ${pascal}Configuration } from '../../schemas/generated/blocks/${name}';

/** How many records the block asks for when its configuration names no limit. */
export const DEFAULT_LIMIT = 10;

/**
 * The getLookupRecords call of the ${name} block. Built the same way for equal configurations,
 * so two equal blocks share one request (the kit keys reads by their request).
 */
export function ${name}Request(configuration: ${pascal}Configuration): MakeCallRequest {
  return {
    base: 'ecommerce',
    type: 'getLookupRecords',
    method: 'POST',
    payload: {
      objectName: configuration.objectName,
      displayFields: [...new Set(['Id', ...configuration.fields])],
      limit: configuration.limit ?? DEFAULT_LIMIT,
    },
  };
}
`;
}

export function dataComponentFile({ name, pascal, cssClass }: BlockNames): string {
  return `import {
  fieldOf,
  formatFieldValue,
  QueryStates,
  useLocale,
  useMakeCallQuery,
  type BlockProps,
} from '../../runtime/blocks';
import type { ${pascal}Configuration } from '../../schemas/generated/blocks/${name}';
import { ${name}Request } from './${name}Request';

type Row = Readonly<Record<string, unknown>>;

/** 'ERROR: No records Found.' arrives as []; a single object is one record. */
const rowsOf = (data: Row[] | Row): Row[] => (Array.isArray(data) ? data : [data]);

/**
 * The ${name} block: records of one CRM object, each with the configured fields. Its loading,
 * error and empty states are the data-block kit's (QueryStates).
 */
export default function ${pascal}({ configuration }: BlockProps<${pascal}Configuration>) {
  const query = useMakeCallQuery<Row[] | Row>(${name}Request(configuration));
  const locale = useLocale();
  const [titleField, ...otherFields] = configuration.fields;
  return (
    <section className="${cssClass}" aria-label={configuration.heading}>
      <h2>{configuration.heading}</h2>
      <QueryStates
        query={query}
        loading={\`Loading \${configuration.heading}…\`}
        error={\`\${configuration.heading} could not be loaded.\`}
        isEmpty={(data) => rowsOf(data).length === 0}
        empty="No records found."
      >
        {(data) => (
          <ul>
            {rowsOf(data).map((row, index) => {
              const id = fieldOf(row, 'Id');
              return (
                <li key={typeof id === 'string' ? id : index}>
                  <strong>{formatFieldValue(fieldOf(row, titleField ?? 'Id'), 'text', undefined, locale)}</strong>
                  {otherFields.map((field) => (
                    <span key={field}> {formatFieldValue(fieldOf(row, field), 'text', undefined, locale)}</span>
                  ))}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
`;
}

export function dataRegistrationSnippet({ name, pascal }: BlockNames): string {
  return `defineBlock({
  componentName: '${name}',
  schema: () => import('../schemas/generated/blocks/${name}'),
  load: () => import('./${name}/${pascal}'),
  skeletonHeight: '240px',
});
`;
}

export function dataStoryFile({ name, pascal }: BlockNames): string {
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/${name}.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withVisibility } from './support/storyStates';

/** Gateway data comes from the local stack's seed (MSW, .storybook/preview.tsx) unless a story says otherwise. */
const meta = {
  title: 'Blocks/${pascal}',
  ...blockMeta({
    componentName: '${name}',
    schema,
    block: {
      configuration: {
        heading: 'Your quotes',
        objectName: 'Quote',
        fields: ['Name', 'QuoteNumber', 'Status'],
        limit: 10,
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in manager's records, as the seeded CRM answers getLookupRecords. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your quotes' })).toBeVisible();
    await expect(await canvas.findByRole('list')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Your quotes…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 200, content: 'ERROR: No records Found.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found.')).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 400, content: 'ERROR: An account is required.' })),
  },
  play: async ({ canvasElement }) => {
    // The toast area is an (empty) alert region too: find the block's own message.
    await expect(
      await within(canvasElement).findByText('Your quotes could not be loaded.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
`;
}

export function dataTestFile({ name, pascal }: BlockNames): string {
  return `import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ${pascal} from '../../../blocks/${name}/${pascal}';
import type { ${pascal}Configuration } from '../../../schemas/generated/blocks/${name}';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const CONFIGURATION: ${pascal}Configuration = {
  heading: 'Your quotes',
  objectName: 'Quote',
  fields: ['Name', 'Status'],
};

/** The block against the real gateway client; \`answer\` plays the CRM for each makeCall. */
function render${pascal}(answer: (data: Record<string, unknown>) => unknown) {
  return renderWithGateway(
    <${pascal} blockId="b1" configuration={CONFIGURATION} contentJSON={null} />,
    answer,
  );
}

describe('the ${name} block', () => {
  it('loads the records with getLookupRecords and shows them', async () => {
    const { gateway } = render${pascal}(() => ({
      statusCode: 200,
      content: [{ Id: 'Q-1', Name: 'Flow panel reorder', Status: 'Ordered' }],
    }));
    expect(screen.getByRole('status', { name: 'Loading Your quotes…' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Flow panel reorder')).toBeVisible();
    const data = JSON.parse(String(gateway.calls[0]?.body.variables.data)) as Record<string, unknown>;
    expect(callType(data)).toBe('getLookupRecords');
    expect(sentPayload(data)).toMatchObject({ objectName: 'Quote', displayFields: ['Id', 'Name', 'Status'] });
  });

  it('says so when the CRM has no records', async () => {
    render${pascal}(() => ({ statusCode: 200, content: 'ERROR: No records Found.' }));
    expect(await screen.findByText('No records found.')).toBeVisible();
  });

  it("shows the failure with the CRM's message and loads again on retry", async () => {
    let fail = true;
    render${pascal}(() =>
      fail
        ? { statusCode: 400, content: 'ERROR: An account is required.' }
        : { statusCode: 200, content: [{ Id: 'Q-1', Name: 'Flow panel reorder', Status: 'Ordered' }] },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your quotes could not be loaded.');
    expect(alert).toHaveTextContent('An account is required.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Flow panel reorder')).toBeVisible();
  });
});
`;
}
