import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from '../../runtime/ui/Pagination';

function PaginationDemo({ pageCount, withPageSize }: { pageCount: number; withPageSize: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      {...(withPageSize
        ? { pageSize, pageSizeOptions: [10, 25, 50], onPageSizeChange: setPageSize }
        : {})}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: PaginationDemo,
  args: { pageCount: 12, withPageSize: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {};
export const FewPages: Story = { args: { pageCount: 4 } };
export const WithPageSize: Story = { args: { withPageSize: true } };
