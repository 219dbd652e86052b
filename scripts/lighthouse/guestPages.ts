import { launchChromium } from '../bench/launchChromium';

/**
 * The guest storefront's pages measured by Lighthouse and the wire bench: home, a content page,
 * a catalogue, the first product a visitor reaches from it (as they would click it), the cart.
 */
export async function guestPages(origin: string): Promise<Array<[string, string]>> {
  const catalogue = `${origin}/flow_consumables`;
  return [
    ['guest home', `${origin}/`],
    ['content page', `${origin}/about`],
    ['catalogue', catalogue],
    ['product page', await firstProductUrl(catalogue)],
    ['cart', `${origin}/cart`],
  ];
}

async function firstProductUrl(catalogueUrl: string): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(catalogueUrl);
    const link = page.locator('.bf-card-title a[href]').first();
    await link.waitFor({ timeout: 30_000 });
    return new URL((await link.getAttribute('href'))!, catalogueUrl).toString();
  } finally {
    await browser.close();
  }
}
