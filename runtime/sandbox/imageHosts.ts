/**
 * Hosts customJS images and customCSS url() may load from over https, besides same-origin paths:
 * the organisation's asset CDN. Exact names, compared lower-case.
 */
export const SANDBOX_IMAGE_HOSTS: readonly string[] = ['cdn.cellaris.example'];
