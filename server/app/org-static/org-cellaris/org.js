// Cellaris's organisation module: trusted integrator code (spec 001 section 9, DESIGN.md section 4).
// The runtime imports this file as an ES module and calls its default export with
// { registerBlock, React }; it imports nothing, so it needs no bundler (docs/integrators.md).

/** A hand-written validator with ajv's contract: returns a boolean, leaves errors on itself. */
function validatePromoRibbon(data) {
  const errors = [];
  const configuration = data && typeof data === 'object' ? data.configuration : undefined;
  if (!configuration || typeof configuration !== 'object') {
    errors.push({
      instancePath: '/configuration',
      keyword: 'type',
      params: {},
      message: 'must be object',
    });
  } else {
    if (typeof configuration.message !== 'string' || configuration.message.length === 0) {
      errors.push({
        instancePath: '/configuration/message',
        keyword: 'minLength',
        params: {},
        message: 'must be a non-empty string',
      });
    }
    for (const key of ['linkLabel', 'linkUrl']) {
      if (configuration[key] !== undefined && typeof configuration[key] !== 'string') {
        errors.push({
          instancePath: `/configuration/${key}`,
          keyword: 'type',
          params: {},
          message: 'must be string',
        });
      }
    }
  }
  validatePromoRibbon.errors = errors.length > 0 ? errors : null;
  return errors.length === 0;
}

/** Only same-site paths and https links; anything else renders no link. */
function safeUrl(url) {
  return typeof url === 'string' && (/^\/(?!\/)/.test(url) || /^https:\/\//i.test(url))
    ? url
    : null;
}

export default async function register({ registerBlock, React }) {
  const h = React.createElement;

  function PromoRibbon({ configuration }) {
    const href = safeUrl(configuration.linkUrl);
    return h(
      'aside',
      {
        className: 'cellaris-promo-ribbon',
        role: 'note',
        'aria-label': 'Promotion',
        // React sets style properties through the CSSOM, which style-src 'self' allows.
        style: {
          padding: '12px 16px',
          borderRadius: '6px',
          background: '#0B5FA5',
          color: '#FFFFFF',
        },
      },
      h('strong', null, configuration.message),
      href && configuration.linkLabel
        ? h('a', { href, style: { color: 'inherit', marginLeft: '8px' } }, configuration.linkLabel)
        : null,
    );
  }

  registerBlock({
    componentName: 'promoRibbon',
    schema: { $id: 'cellaris/promoRibbon', schemaVersion: 1, validate: validatePromoRibbon },
    load: async () => ({ default: PromoRibbon }),
    skeletonHeight: '48px',
  });

  // The integrator guide's worked example (docs/examples/stockBadge), built into its own module in
  // this folder. A relative import resolves against this file's URL: the organisation's static path.
  const { default: registerStockBadge } = await import('./stock-badge.js');
  registerStockBadge({ registerBlock, React });
}
