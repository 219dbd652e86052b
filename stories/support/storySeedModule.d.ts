/** The demo world as data (scripts/storybook/storySeedPlugin.ts). */
declare module 'virtual:blockfront/story-seed' {
  // An ambient module cannot `import type` from a relative path; the import() type is the way.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const seed: import('../../scripts/storybook/storySeedSnapshot').StorySeed;
  export default seed;
}
