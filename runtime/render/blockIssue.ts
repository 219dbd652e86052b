/**
 * One reason a block cannot render: where (a JSON pointer into the block's data, such as
 * `/configuration/logo/src` or `/layoutSettings/layout/columnSize`) and what is wrong. Every
 * pipeline step reports problems in this shape, so the dev placeholder lists them the same way.
 */
export interface BlockIssue {
  path: string;
  message: string;
}
