// Moved to the domain layer (runtime/domain/products), which the server render shares.
export { productIdFromUrl } from '../../runtime/blocks';
