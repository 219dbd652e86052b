import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentMeta } from '../../../runtime/storefront/documentMeta';
import { templatePageMeta } from '../../../runtime/storefront/pageMeta';
import { template } from './templates';

const metaContent = (name: string) =>
  [...document.head.querySelectorAll(`meta[name="${name}"], meta[property="${name}"]`)].map((m) =>
    m.getAttribute('content'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('page head', () => {
  it('takes the title from pageTitle, else the storefront name', () => {
    expect(templatePageMeta(template({ templateId: 't', pageTitle: 'About' }), 'Shop').title).toBe(
      'About',
    );
    expect(templatePageMeta(template({ templateId: 't', pageTitle: ' ' }), 'Shop').title).toBe(
      'Shop',
    );
  });

  it('sets the title and the meta tags', () => {
    applyDocumentMeta({
      title: 'About',
      metaTags: [
        { name: 'description', content: 'About us' },
        { name: 'og:title', content: 'About' },
      ],
    });
    expect(document.title).toBe('About');
    expect(metaContent('description')).toEqual(['About us']);
    expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull();
  });

  it('replaces the previous page’s tags and removes those the new page lacks', () => {
    applyDocumentMeta({
      title: 'A',
      metaTags: [
        { name: 'description', content: 'A' },
        { name: 'robots', content: 'noindex' },
      ],
    });
    applyDocumentMeta({ title: 'B', metaTags: [{ name: 'description', content: 'B' }] });
    expect(metaContent('description')).toEqual(['B']);
    expect(metaContent('robots')).toEqual([]);
  });

  it('leaves a head that already holds the page’s tags as it is (a hydrated page’s)', () => {
    const meta = {
      title: 'A',
      canonical: 'http://shop.example/a',
      metaTags: [
        { name: 'description', content: 'A' },
        { name: 'og:title', content: 'A' },
      ],
    };
    applyDocumentMeta(meta);
    const before = [...document.head.children];
    applyDocumentMeta(meta);
    expect([...document.head.children]).toEqual(before);
    expect(before.every((element) => element.isConnected)).toBe(true);
    applyDocumentMeta({ ...meta, metaTags: [{ name: 'description', content: 'B' }] });
    expect(metaContent('description')).toEqual(['B']);
    expect(metaContent('og:title')).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('writes one element per name (the last entry wins)', () => {
    applyDocumentMeta({
      title: 'A',
      metaTags: [
        { name: 'description', content: 'first' },
        { name: 'description', content: 'second' },
      ],
    });
    expect(metaContent('description')).toEqual(['second']);
  });

  it('leaves the HTML’s own meta elements alone', () => {
    document.head.innerHTML = '<meta name="viewport" content="width=device-width">';
    applyDocumentMeta({ title: 'A', metaTags: [] });
    expect(metaContent('viewport')).toEqual(['width=device-width']);
  });
});
