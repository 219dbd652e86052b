import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CustomCode from '../../../blocks/customCode/CustomCode';
import { compiledSchema } from '../../../schemas/generated/blocks/customCode';

describe('the customCode block', () => {
  it('draws nothing itself: its content is its custom code', () => {
    const { container } = render(
      <CustomCode
        blockId="block-1"
        contentJSON={null}
        configuration={{ label: 'Cold-chain note' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('requires the admins’ label and nothing else', () => {
    expect(compiledSchema.validate({ configuration: { label: 'Cold-chain note' } })).toBe(true);
    expect(compiledSchema.validate({ configuration: {} })).toBe(false);
    expect(compiledSchema.validate({ configuration: { label: 'x', html: '<b>' } })).toBe(false);
  });
});
