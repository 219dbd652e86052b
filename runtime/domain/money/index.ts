/**
 * The money area of the domain layer (runtime/domain/README.md): the currency-field rule (spec 000
 * section 5) and money formatting, used wherever a block or rule reads a currency value.
 */
export { amountFieldValue, currencyCode, DEFAULT_CURRENCY, formatMoney } from './moneyRules';
