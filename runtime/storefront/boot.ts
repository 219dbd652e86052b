import { BOOT_ELEMENT_ID, type BootConfig } from '../../schemas/boot';

/** Reads the boot data the server inlined into the HTML; fails loudly when the page lacks it. */
export function readBoot(doc: Document = document): BootConfig {
  // The head's data block, never the first element of that id anywhere: content cannot shadow it.
  const element = doc.head.querySelector(`script[type="application/json"]#${BOOT_ELEMENT_ID}`);
  if (!element?.textContent) throw new Error('Storefront Not Found');
  return JSON.parse(element.textContent) as BootConfig;
}
