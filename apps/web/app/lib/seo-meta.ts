/** The meta tags of a page from its SEO (seo.server.ts loadPageSeo): title, description and Open Graph. */
export function seoMeta(seo: { documentTitle: string; description: string; shareTitle: string }) {
  return [
    { title: seo.documentTitle },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.shareTitle },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: 'website' },
  ];
}
