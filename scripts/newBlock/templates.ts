/**
 * The files `npm run new-block <name>` writes: a working block in the project's conventions
 * (schema with schemaVersion, component typed from it, registration, story, test), small enough
 * to read in a minute and replace with the real block.
 */

export interface BlockNames {
  /** The componentName, camelCase: `promoTiles`. */
  name: string;
  /** The component and type prefix: `PromoTiles`. */
  pascal: string;
  /** The CSS class: `bf-promo-tiles`. */
  cssClass: string;
}

/** The names a componentName implies; throws on a name that is not lower camelCase. */
export function blockNames(name: string): BlockNames {
  if (!/^[a-z][a-zA-Z0-9]{1,39}$/.test(name)) {
    throw new Error(
      `"${name}" is not a block name: use lower camelCase letters and digits, e.g. promoTiles`,
    );
  }
  const pascal = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return { name, pascal, cssClass: `bf-${kebab}` };
}

export function schemaFile({ name, pascal }: BlockNames): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://blockfront.dev/schemas/blocks/${name}.schema.json`,
    title: `${pascal}BlockData`,
    description: `The ${name} block. Raise schemaVersion and register a migration when the configuration changes shape (docs/integrators.md).`,
    schemaVersion: 1,
    type: 'object',
    required: ['configuration'],
    properties: {
      configuration: {
        title: `${pascal}Configuration`,
        type: 'object',
        additionalProperties: false,
        required: ['heading'],
        properties: {
          heading: { type: 'string', minLength: 1, maxLength: 200 },
          text: { type: 'string', maxLength: 2000 },
          tone: {
            description: 'plain: no frame; framed: a bordered box.',
            enum: ['plain', 'framed'],
          },
        },
      },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function componentFile({ name, pascal, cssClass }: BlockNames): string {
  return `import type { BlockProps } from '../../runtime/blocks';
import type { ${pascal}Configuration } from '../../schemas/generated/blocks/${name}';

/** The ${name} block: a heading and an optional paragraph. Its props come from its schema. */
export default function ${pascal}({ configuration }: BlockProps<${pascal}Configuration>) {
  const { heading, text, tone = 'plain' } = configuration;
  return (
    <div className="${cssClass}" data-tone={tone}>
      <h2>{heading}</h2>
      {text ? <p>{text}</p> : null}
    </div>
  );
}
`;
}

export function registrationSnippet({ name, pascal }: BlockNames): string {
  return `defineBlock({
  componentName: '${name}',
  schema: () => import('../schemas/generated/blocks/${name}'),
  load: () => import('./${name}/${pascal}'),
});
`;
}

export function storyFile({ name, pascal }: BlockNames): string {
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/${name}.schema.json';
import { blockMeta } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/${pascal}',
  ...blockMeta({
    componentName: '${name}',
    schema,
    block: {
      configuration: {
        heading: 'A heading for the ${name} block',
        text: 'Some text under it.',
        tone: 'framed',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /A heading/ })).toBeVisible();
  },
};
export const HeadingOnly: Story = { args: { 'configuration.text': undefined } };
export const LongContent: Story = {
  args: { 'configuration.text': 'A long paragraph of text that wraps over several lines. '.repeat(20) },
};
/** A heading is required: the validator refuses the block and the storefront shows nothing. */
export const InvalidWithoutHeading: Story = { args: { 'configuration.heading': undefined } };
export const VisibleToAll: Story = withVisibility('ALL', 'guest');
export const GuestOnlyAsGuest: Story = withVisibility('GUEST', 'guest');
export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const AuthenticatedAsSignedIn: Story = withVisibility('AUTHENTICATED', 'signedIn');
export const LoggedInHiddenForGuests: Story = withVisibility('LOGGED IN', 'guest');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
export const Mobile: Story = atViewport('mobile');
export const Tablet: Story = atViewport('tablet');
export const Desktop: Story = atViewport('desktop');
`;
}

export function testFile({ name, pascal }: BlockNames): string {
  return `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ${pascal} from '../../../blocks/${name}/${pascal}';
import { compiledSchema } from '../../../schemas/generated/blocks/${name}';

describe('the ${name} block', () => {
  it('shows its heading and text', () => {
    render(
      <${pascal}
        blockId="block-1"
        contentJSON={null}
        configuration={{ heading: 'Order on time', text: 'Cut-off is 3 pm.' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Order on time' })).toBeInTheDocument();
    expect(screen.getByText('Cut-off is 3 pm.')).toBeInTheDocument();
  });

  it('has a schema that requires a heading', () => {
    expect(compiledSchema.validate({ configuration: { heading: 'Order on time' } })).toBe(true);
    expect(compiledSchema.validate({ configuration: { text: 'no heading' } })).toBe(false);
  });
});
`;
}
