/** A block that cannot be registered or loaded; the message always names the block. */
export class BlockRegistrationError extends Error {
  constructor(
    readonly componentName: string,
    problem: string,
  ) {
    super(`Block "${componentName}": ${problem}`);
    this.name = 'BlockRegistrationError';
  }
}
