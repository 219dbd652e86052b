import type { UserListQuery } from './usersTypes';

/** Query keys of the users area; every write invalidates `all`. */
export const usersKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
};
