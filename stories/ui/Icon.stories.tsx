import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../../runtime/ui/Icon';
import { iconPaths, type IconName } from '../../runtime/ui/iconPaths';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'cart' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default size 20 and grey. */
export const Default: Story = {};
export const LargeAndLabelled: Story = {
  args: { name: 'bell', size: 40, color: 'var(--bf-color-primary)', title: 'Notifications' },
};

export const AllIcons: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ textAlign: 'center', width: '6rem' }}>
          <Icon {...args} name={name} />
          <div style={{ fontSize: 12 }}>{name}</div>
        </li>
      ))}
    </ul>
  ),
};
