import type { BlockProps } from '../../../runtime/render/blockDefinition';
import type { CompiledSchema, SchemaValidator } from '../../../runtime/render/compiledSchema';
import { useImageLoading } from '../../../runtime/render/imageLoading';

export interface TestConfiguration {
  title: string;
}

/**
 * A hand-written stand-in for a generated validator: configuration must be {title: string}.
 * It mimics ajv's contract (returns a boolean, leaves errors on itself).
 */
export function testSchema(
  schemaVersion = 1,
): CompiledSchema<{ configuration: TestConfiguration }> {
  const validate = ((data: unknown) => {
    const configuration = (data as { configuration?: unknown })?.configuration;
    const title = (configuration as { title?: unknown } | null)?.title;
    validate.errors =
      typeof title === 'string'
        ? null
        : [
            {
              instancePath: '/configuration',
              keyword: 'required',
              params: { missingProperty: 'title' },
              message: "must have required property 'title'",
            },
          ];
    return validate.errors === null;
  }) as SchemaValidator<{ configuration: TestConfiguration }>;
  return { $id: 'https://x/blocks/test.schema.json', schemaVersion, validate };
}

export function TitleBlock({ configuration }: BlockProps<TestConfiguration>) {
  return <h2>{configuration.title}</h2>;
}

/** An image named after the configured title, loaded as the page says (useImageLoading). */
export function PictureBlock({ configuration }: BlockProps<TestConfiguration>) {
  return (
    <img
      src="/static/org-cellaris/img/hero-cells.svg"
      alt={configuration.title}
      loading={useImageLoading()}
    />
  );
}

export function CrashingBlock(): never {
  throw new Error('kaput');
}
