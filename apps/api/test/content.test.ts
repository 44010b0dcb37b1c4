import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { tags } from '../src/modules/catalogue/tag.table.ts';
import { unique } from './factories/catalogue.ts';
import { adminSession, roleWith, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('pages and the blog', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let customer: string;
  let pagesOnly: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    customer = (await userWithSession(db)).cookie;
    const role = await roleWith(db, [policy('pages', 'index'), policy('pages', 'create')]);
    pagesOnly = (await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: role })).cookie;
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('a manager writes a page; script in it is removed before it is stored; the public reads it by slug', async () => {
    const slug = `rules-${unique()}`;
    const created = await send('POST', '/api/v1/manager/pages', {
      title: 'قوانین',
      slug,
      content: '<h2>قانون</h2><p onclick="steal()">متن<script>alert(1)</script></p><a href="javascript:x()">x</a>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().content).toBe('<h2>قانون</h2><p>متن</p><a>x</a>');

    const read = await app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: 'قوانین', slug, views: 1 });
    expect(read.body).not.toContain('script');
  });

  it('a taken slug is a 409 on the slug, a slug with forbidden characters a 422', async () => {
    const slug = `taken-${unique()}`;
    expect((await send('POST', '/api/v1/manager/pages', { title: 'الف', slug })).statusCode).toBe(201);
    const again = await send('POST', '/api/v1/manager/pages', { title: 'ب', slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.slug).toBe('این نامک پیش‌تر استفاده شده است.');
    for (const bad of ['a b', '../etc', 'Contact', 'a--b', '<x>']) {
      const res = await send('POST', '/api/v1/manager/pages', { title: 'ج', slug: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().error.fields.slug, bad).toBeDefined();
    }
  });

  it('a draft page is not public; deleting a page removes it', async () => {
    const slug = `draft-${unique()}`;
    const created = await send('POST', '/api/v1/manager/pages', { title: 'پیش‌نویس', slug, status: 0 });
    expect((await app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/manager/pages/${created.json().id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/manager/pages/${created.json().id}`)).statusCode).toBe(404);
  });

  it('a customer may not write pages, and a role with pages but not posts may not write posts', async () => {
    expect((await send('POST', '/api/v1/manager/pages', { title: 'x' }, customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/manager/pages', { title: `x ${unique()}` }, pagesOnly)).statusCode).toBe(201);
    const post = await send('POST', '/api/v1/manager/posts', { title: 'x', type: 'books' }, pagesOnly);
    expect(post.statusCode).toBe(403);
    const page = await send('POST', '/api/v1/manager/pages', { title: `y ${unique()}` });
    expect((await send('DELETE', `/api/v1/manager/pages/${page.json().id}`, undefined, pagesOnly)).statusCode).toBe(
      403,
    );
  });

  it('a book post carries its fields, tags and download link; it is on the blog, its type and its tag', async () => {
    const word = unique();
    const [tag] = await db
      .insert(tags)
      .values({ title: `رمان ${word}`, slug: `novel-${word}` })
      .returning();
    const created = await send('POST', '/api/v1/manager/posts', {
      title: `کتاب ${word}`,
      type: 'books',
      content: '<p>خلاصه کتاب</p><img src="https://x.example/a.png" onerror="x()">',
      tags: [tag!.id],
      details: { author: 'صادق هدایت', isbn: '978-964-000-000-0', pageCount: '120' },
      links: [{ type: 'download', title: 'دانلود PDF', size: '2 MB', path: 'https://files.example/book.pdf' }],
    });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({
      type: 'books',
      details: { author: 'صادق هدایت', isbn: '978-964-000-000-0', pageCount: 120 },
      tags: [{ id: tag!.id, slug: `novel-${word}` }],
      links: [{ type: 'download', path: 'https://files.example/book.pdf', tempPath: '' }],
      excerpt: 'خلاصه کتاب',
    });
    expect(post.content).not.toContain('onerror');

    const read = await app.inject({ method: 'GET', url: `/api/v1/posts/${encodeURIComponent(post.slug)}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().views).toBe(1);

    const blog = await app.inject({ method: 'GET', url: '/api/v1/posts?type=books' });
    expect(blog.json().items.map((item: { id: number }) => item.id)).toContain(post.id);
    const articles = await app.inject({ method: 'GET', url: '/api/v1/posts?type=articles' });
    expect(articles.json().items.map((item: { id: number }) => item.id)).not.toContain(post.id);
    const byTag = await app.inject({ method: 'GET', url: `/api/v1/posts?tag=novel-${word}` });
    expect(byTag.json()).toMatchObject({ tag: { title: `رمان ${word}` }, items: [{ id: post.id }] });
    expect((await app.inject({ method: 'GET', url: `/api/v1/posts?tag=none-${word}` })).statusCode).toBe(404);
  });

  it("a post of one type with another type's field, a script link or an unknown tag is refused field by field", async () => {
    const res = await send('POST', '/api/v1/manager/posts', {
      title: 'دوره',
      type: 'course',
      details: { teacherName: 'الف', isbn: '978' },
      tags: [2_000_000_000],
      links: [{ type: 'download', title: 'x', path: 'javascript:alert(1)' }],
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.fields;
    expect(Object.keys(fields)).toContain('links.0.path');
    const second = await send('POST', '/api/v1/manager/posts', {
      title: 'دوره',
      type: 'course',
      details: { teacherName: 'الف', isbn: '978' },
      tags: [2_000_000_000],
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().error.fields).toMatchObject({
      'details.isbn': 'این ویژگی از آنِ نوع دیگری از نوشته است.',
      tags: expect.any(String),
    });
  });

  it('the blog pages by cursor: the next page continues after the last post shown', async () => {
    const word = unique();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send('POST', '/api/v1/manager/posts', { title: `مقاله ${word} ${i}`, type: 'articles' });
      ids.push(res.json().id);
    }
    const first = (await app.inject({ method: 'GET', url: '/api/v1/posts?type=articles&perPage=2' })).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1].id);
    const next = (
      await app.inject({ method: 'GET', url: `/api/v1/posts?type=articles&perPage=2&cursor=${first.nextCursor}` })
    ).json();
    expect(next.items[0].id).toBeLessThan(first.nextCursor);
  });

  it('the sitemap index names each section; the files list published pages and posts, never drafts', async () => {
    const word = unique();
    await send('POST', '/api/v1/manager/pages', { title: 'عمومی', slug: `public-${word}` });
    await send('POST', '/api/v1/manager/pages', { title: 'پیش‌نویس', slug: `hidden-${word}`, status: 0 });
    const post = (await send('POST', '/api/v1/manager/posts', { title: `نرم‌افزار ${word}`, type: 'software' })).json();

    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    for (const name of ['site', 'pages', 'posts']) expect(index.body).toContain(`/sitemaps/${name}-1.xml`);

    const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages-1.xml' });
    expect(pages.body).toContain(`/page/public-${word}</loc>`);
    expect(pages.body).not.toContain(`hidden-${word}`);
    const posts = await app.inject({ method: 'GET', url: '/sitemaps/posts-1.xml' });
    expect(posts.body).toContain(`/blog/${encodeURIComponent(post.slug)}</loc>`);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/nothing-1.xml' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/pages-99.xml' })).statusCode).toBe(404);
  });

  it('a legal article is in the sitemap at its one address in the lawyers section (issue 29)', async () => {
    const word = unique();
    const created = await send('POST', '/api/v1/manager/posts', {
      title: `طلاق توافقی ${word}`,
      slug: `legal-${word}`,
      type: 'legal',
      details: { author: 'وکیل نمونه' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const posts = await app.inject({ method: 'GET', url: '/sitemaps/posts-1.xml' });
    expect(posts.body).toContain(`/lawyer/articles/legal-${word}</loc>`);
    expect(posts.body).not.toContain(`/blog/legal-${word}</loc>`);
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/posts?type=legal' })).json<{
      items: { slug: string }[];
    }>();
    expect(listed.items.map((item) => item.slug)).toContain(`legal-${word}`);
  });

  it('robots.txt keeps crawlers out of the panels and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /panel');
    expect(res.body).toContain('Disallow: /manager');
    expect(res.body).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  it('the pages the footer links to are seeded', async () => {
    const { seedPages } = await import('../src/seed/pages.ts');
    await seedPages(db);
    for (const slug of ['terms', 'privacy', 'contact-us', 'about-us']) {
      expect((await app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })).statusCode, slug).toBe(200);
    }
    // A second run keeps what is there.
    expect(await seedPages(db)).toBe(0);
  });
});
