/**
 * The storefront's entry: registers the built-in blocks through the runtime's public API, then
 * starts the app. Each block's code is a lazy chunk loaded only by pages that use it.
 */
import { registerBlock, startStorefront } from '../runtime/index';
import './blocks.css';

registerBlock({ componentName: 'header', load: () => import('./header/Header') });
registerBlock({ componentName: 'footer', load: () => import('./footer/Footer') });
registerBlock({ componentName: 'heroBanner', load: () => import('./heroBanner/HeroBanner') });
registerBlock({ componentName: 'richText', load: () => import('./richText/RichText') });

startStorefront();
