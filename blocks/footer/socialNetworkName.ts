const NAMES: Readonly<Record<string, string>> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  github: 'GitHub',
  xing: 'XING',
};

/** The network as people write it (the CMS stores lower-case keys such as 'linkedin'). */
export function socialNetworkName(network: string): string {
  const known = NAMES[network.toLowerCase()];
  if (known) return known;
  return network.charAt(0).toUpperCase() + network.slice(1);
}
