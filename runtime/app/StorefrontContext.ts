import type { GraphQLClient } from 'graphql-request';
import type { QueryClient } from '@tanstack/react-query';
import type { BootConfig } from '../../schemas/boot';
import type { TemplateDetails } from '../storefront/templateDetails';

/** What the routes need, built once at start from the boot data. */
export interface Storefront {
  boot: BootConfig;
  templates: TemplateDetails[];
  gateway: GraphQLClient;
  queryClient: QueryClient;
}
