// Built by docs/examples/stockBadge/build.ts from docs/examples/stockBadge/orgModule.ts: do not edit.
// docs/examples/stockBadge/generated/stockBadge.js
function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 55296 && value <= 56319 && pos < len) {
      if ((str.charCodeAt(pos) & 64512) === 56320) pos++;
    }
  }
  return length;
}
var validate = validate10;
var schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://cellaris.example/schemas/blocks/stockBadge.schema.json',
  title: 'StockBadgeBlockData',
  description:
    "The integrator guide's worked example (docs/integrators.md): a product's stock availability as a badge. Version 2 replaced v1's `text` and `inStock` with `label` and `status` (migrations.ts).",
  schemaVersion: 2,
  type: 'object',
  required: ['configuration'],
  properties: {
    configuration: {
      title: 'StockBadgeConfiguration',
      type: 'object',
      additionalProperties: false,
      required: ['sku', 'label', 'status'],
      properties: {
        sku: {
          description: 'The catalogue item the badge is about, e.g. CEL-000123.',
          type: 'string',
          minLength: 1,
          maxLength: 40,
        },
        label: {
          description: 'What the badge calls the item, e.g. the product name.',
          type: 'string',
          minLength: 1,
          maxLength: 120,
        },
        status: {
          description:
            'inStock: ships today; lowStock: a few left; backorder: ships after the lead time.',
          enum: ['inStock', 'lowStock', 'backorder'],
        },
        leadTimeDays: {
          description: 'Days until a backordered item ships.',
          type: 'integer',
          minimum: 1,
          maximum: 365,
        },
        tone: {
          description: 'subtle: outlined; bold: filled.',
          enum: ['subtle', 'bold'],
        },
      },
    },
  },
};
var func2 = ucs2length;
function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.configuration === void 0) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'configuration' },
        message: "must have required property 'configuration'",
      };
      if (vErrors === null) vErrors = [err0];
      else vErrors.push(err0);
      errors++;
    }
    if (data.configuration !== void 0) {
      let data0 = data.configuration;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.sku === void 0) {
          const err1 = {
            instancePath: instancePath + '/configuration',
            schemaPath: '#/properties/configuration/required',
            keyword: 'required',
            params: { missingProperty: 'sku' },
            message: "must have required property 'sku'",
          };
          if (vErrors === null) vErrors = [err1];
          else vErrors.push(err1);
          errors++;
        }
        if (data0.label === void 0) {
          const err2 = {
            instancePath: instancePath + '/configuration',
            schemaPath: '#/properties/configuration/required',
            keyword: 'required',
            params: { missingProperty: 'label' },
            message: "must have required property 'label'",
          };
          if (vErrors === null) vErrors = [err2];
          else vErrors.push(err2);
          errors++;
        }
        if (data0.status === void 0) {
          const err3 = {
            instancePath: instancePath + '/configuration',
            schemaPath: '#/properties/configuration/required',
            keyword: 'required',
            params: { missingProperty: 'status' },
            message: "must have required property 'status'",
          };
          if (vErrors === null) vErrors = [err3];
          else vErrors.push(err3);
          errors++;
        }
        for (const key0 in data0)
          if (!(
            key0 === 'sku' ||
            key0 === 'label' ||
            key0 === 'status' ||
            key0 === 'leadTimeDays' ||
            key0 === 'tone'
          )) {
            const err4 = {
              instancePath: instancePath + '/configuration',
              schemaPath: '#/properties/configuration/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key0 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) vErrors = [err4];
            else vErrors.push(err4);
            errors++;
          }
        if (data0.sku !== void 0) {
          let data1 = data0.sku;
          if (typeof data1 === 'string') {
            if (func2(data1) > 40) {
              const err5 = {
                instancePath: instancePath + '/configuration/sku',
                schemaPath: '#/properties/configuration/properties/sku/maxLength',
                keyword: 'maxLength',
                params: { limit: 40 },
                message: 'must NOT have more than 40 characters',
              };
              if (vErrors === null) vErrors = [err5];
              else vErrors.push(err5);
              errors++;
            }
            if (func2(data1) < 1) {
              const err6 = {
                instancePath: instancePath + '/configuration/sku',
                schemaPath: '#/properties/configuration/properties/sku/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) vErrors = [err6];
              else vErrors.push(err6);
              errors++;
            }
          } else {
            const err7 = {
              instancePath: instancePath + '/configuration/sku',
              schemaPath: '#/properties/configuration/properties/sku/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) vErrors = [err7];
            else vErrors.push(err7);
            errors++;
          }
        }
        if (data0.label !== void 0) {
          let data2 = data0.label;
          if (typeof data2 === 'string') {
            if (func2(data2) > 120) {
              const err8 = {
                instancePath: instancePath + '/configuration/label',
                schemaPath: '#/properties/configuration/properties/label/maxLength',
                keyword: 'maxLength',
                params: { limit: 120 },
                message: 'must NOT have more than 120 characters',
              };
              if (vErrors === null) vErrors = [err8];
              else vErrors.push(err8);
              errors++;
            }
            if (func2(data2) < 1) {
              const err9 = {
                instancePath: instancePath + '/configuration/label',
                schemaPath: '#/properties/configuration/properties/label/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) vErrors = [err9];
              else vErrors.push(err9);
              errors++;
            }
          } else {
            const err10 = {
              instancePath: instancePath + '/configuration/label',
              schemaPath: '#/properties/configuration/properties/label/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) vErrors = [err10];
            else vErrors.push(err10);
            errors++;
          }
        }
        if (data0.status !== void 0) {
          let data3 = data0.status;
          if (!(data3 === 'inStock' || data3 === 'lowStock' || data3 === 'backorder')) {
            const err11 = {
              instancePath: instancePath + '/configuration/status',
              schemaPath: '#/properties/configuration/properties/status/enum',
              keyword: 'enum',
              params: { allowedValues: schema11.properties.configuration.properties.status.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) vErrors = [err11];
            else vErrors.push(err11);
            errors++;
          }
        }
        if (data0.leadTimeDays !== void 0) {
          let data4 = data0.leadTimeDays;
          if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
            const err12 = {
              instancePath: instancePath + '/configuration/leadTimeDays',
              schemaPath: '#/properties/configuration/properties/leadTimeDays/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) vErrors = [err12];
            else vErrors.push(err12);
            errors++;
          }
          if (typeof data4 == 'number' && isFinite(data4)) {
            if (data4 > 365 || isNaN(data4)) {
              const err13 = {
                instancePath: instancePath + '/configuration/leadTimeDays',
                schemaPath: '#/properties/configuration/properties/leadTimeDays/maximum',
                keyword: 'maximum',
                params: {
                  comparison: '<=',
                  limit: 365,
                },
                message: 'must be <= 365',
              };
              if (vErrors === null) vErrors = [err13];
              else vErrors.push(err13);
              errors++;
            }
            if (data4 < 1 || isNaN(data4)) {
              const err14 = {
                instancePath: instancePath + '/configuration/leadTimeDays',
                schemaPath: '#/properties/configuration/properties/leadTimeDays/minimum',
                keyword: 'minimum',
                params: {
                  comparison: '>=',
                  limit: 1,
                },
                message: 'must be >= 1',
              };
              if (vErrors === null) vErrors = [err14];
              else vErrors.push(err14);
              errors++;
            }
          }
        }
        if (data0.tone !== void 0) {
          let data5 = data0.tone;
          if (!(data5 === 'subtle' || data5 === 'bold')) {
            const err15 = {
              instancePath: instancePath + '/configuration/tone',
              schemaPath: '#/properties/configuration/properties/tone/enum',
              keyword: 'enum',
              params: { allowedValues: schema11.properties.configuration.properties.tone.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) vErrors = [err15];
            else vErrors.push(err15);
            errors++;
          }
        }
      } else {
        const err16 = {
          instancePath: instancePath + '/configuration',
          schemaPath: '#/properties/configuration/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) vErrors = [err16];
        else vErrors.push(err16);
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) vErrors = [err17];
    else vErrors.push(err17);
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
/** What defineBlock takes: the precompiled validator and the version it checks. */
var compiledSchema = {
  $id: 'https://cellaris.example/schemas/blocks/stockBadge.schema.json',
  schemaVersion: 2,
  validate,
};
// docs/examples/stockBadge/migrations.ts
/**
 * Stored configurations of the stock badge come in two versions. Version 1 was
 * `{ sku, text, inStock }`; version 2 (stockBadge.schema.json) is `{ sku, label, status, ... }`.
 * The renderer runs `1` on every block stored at version 1 before it validates, so pages saved
 * before the change keep working and nobody has to rewrite them. Each step returns a new object.
 */
var STOCK_BADGE_MIGRATIONS = {
  1: (configuration) => {
    const { text, inStock, ...rest } = configuration;
    return {
      ...rest,
      label: text,
      status: inStock === false ? 'backorder' : 'inStock',
    };
  },
};
// docs/examples/stockBadge/StockBadge.ts
/** The words each status shows, so the badge never relies on colour alone. */
var STATUS_TEXT = {
  inStock: 'In stock, ships today',
  lowStock: 'Low stock, order soon',
  backorder: 'On backorder',
};
var STATUS_COLOR = {
  inStock: '#14532D',
  lowStock: '#78350F',
  backorder: '#7F1D1D',
};
/**
 * The stock badge component, made with the React the runtime hands the organisation module
 * (`IntegratorApi.React`): the module then bundles no React of its own, and hooks would work.
 * Styles are React style properties, which the storefront's CSP allows (no `<style>` element).
 */
function createStockBadge(React) {
  const h = React.createElement;
  return function StockBadge({ configuration }) {
    const { sku, label, status, leadTimeDays, tone = 'subtle' } = configuration;
    const color = STATUS_COLOR[status];
    const bold = tone === 'bold';
    const statusText =
      status === 'backorder' && leadTimeDays
        ? `${STATUS_TEXT.backorder}, ships in ${leadTimeDays} ${leadTimeDays === 1 ? 'day' : 'days'}`
        : STATUS_TEXT[status];
    return h(
      'p',
      {
        className: 'stock-badge',
        'data-status': status,
        style: {
          display: 'inline-flex',
          flexWrap: 'wrap',
          gap: '8px',
          margin: '16px 24px',
          padding: '6px 12px',
          borderRadius: '999px',
          border: `2px solid ${color}`,
          color: bold ? '#FFFFFF' : color,
          background: bold ? color : '#FFFFFF',
          fontWeight: 600,
        },
      },
      h('span', null, label),
      h('span', { 'aria-hidden': true }, '·'),
      h('span', null, statusText),
      h('span', { style: { fontWeight: 400 } }, `SKU ${sku}`),
    );
  };
}
// docs/examples/stockBadge/stockBadgeBlock.ts
/**
 * The stock badge's definition, ready for `registerBlock`. Typed by the schema's data type
 * (`BlockDefinition<StockBadgeBlockData>`): a component whose props disagree with the schema's
 * configuration does not compile. The validator is the ajv standalone output of
 * stockBadge.schema.json (build.ts), bundled into the module: no ajv in the browser.
 */
function stockBadgeBlock(React) {
  const StockBadge = createStockBadge(React);
  return {
    componentName: 'stockBadge',
    schema: compiledSchema,
    load: async () => ({ default: StockBadge }),
    migrations: STOCK_BADGE_MIGRATIONS,
    skeletonHeight: '56px',
  };
}
// docs/examples/stockBadge/orgModule.ts
function register({ registerBlock, React }) {
  registerBlock(stockBadgeBlock(React));
}
export { register as default };
