import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { shopFixtures, type ShopFixtures } from './factories/orders.ts';
import { unique } from './factories/catalogue.ts';
import { roleWith, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// The agent panel's booths (issue 12, ADR 0037): an agent opens and edits booths of the users they onboarded, and
// adds their products; another agent's user's booth is a 404 on every door, checked on the record.
describe('agent booths', () => {
  let app: App;
  let db: Db;
  let fx: ShopFixtures;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    fx = await shopFixtures(db, 0);
  });
  afterAll(() => app.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  async function agentWithUser() {
    const role = await roleWith(
      db,
      [
        policy('agentBooths', 'index'),
        policy('agentBooths', 'create'),
        policy('agentBooths', 'edit'),
        policy('agentProducts', 'index'),
        policy('agentProducts', 'create'),
      ],
      UserType.agent,
    );
    const agent = await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: role });
    const user = await userWithSession(db);
    await db.update(users).set({ createdBy: agent.user.id }).where(eq(users.id, user.user.id));
    return { agent, user };
  }
  const registration = (userId: number) => {
    const name = `agent-${unique()}`;
    return {
      user_id: userId,
      type: 'shop',
      city_id: fx.city.id,
      package_id: fx.pkg.id,
      general_sub_category_id: fx.tree.sub.id,
      name,
      title: `غرفه ${name}`,
      userName: 'رضا مرادی',
      nationalCode: '0499370899',
    };
  };

  it('opens a booth for the agent’s own user, lists and edits it, and adds a product to it', async () => {
    const { agent, user } = await agentWithUser();
    const created = await call(agent.cookie, 'POST', '/api/v1/agent/booth', registration(user.user.id));
    expect(created.statusCode, created.body).toBe(201);
    const booth = created.json<{ id: number; user: { id: number }; status: number; title: string; name: string }>();
    expect(booth).toMatchObject({ user: { id: user.user.id }, status: ListingStatus.pending });

    const list = await call(agent.cookie, 'GET', '/api/v1/agent/booth');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toEqual([booth.id]);
    // The user sees it among their own booths.
    const mine = await call(user.cookie, 'GET', '/api/v1/me/booth');
    expect(mine.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toContain(booth.id);

    const { user_id: _, ...body } = registration(user.user.id);
    const edited = await call(agent.cookie, 'PUT', `/api/v1/agent/booth/${booth.id}`, {
      ...body,
      name: booth.name,
      title: 'موبایل مرادی',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ title: string }>().title).toBe('موبایل مرادی');

    const product = await call(agent.cookie, 'POST', `/api/v1/agent/booth/${booth.id}/products`, {
      general_sub_sub_category_id: fx.tree.subSub.id,
      title: 'گوشی نمایندگی',
      price: 9_000_000,
      count: 1,
    });
    expect(product.statusCode, product.body).toBe(201);
  });

  it('edits the booth’s own fields as its owner would, with a logo the agent uploaded; a stranger’s upload is not', async () => {
    const { agent, user } = await agentWithUser();
    const created = await call(agent.cookie, 'POST', '/api/v1/agent/booth', registration(user.user.id));
    expect(created.statusCode, created.body).toBe(201);
    const booth = created.json<{ id: number; name: string }>();
    const uploadLogo = async (cookie: string) => {
      const form = new FormData();
      const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#4a7' } })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const res = await app.inject({ method: 'POST', url: '/api/v1/files', payload: form, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number; path: string }>();
    };
    const logo = await uploadLogo(agent.cookie);
    const { user_id: _, ...body } = registration(user.user.id);
    const edited = await call(agent.cookie, 'PUT', `/api/v1/agent/booth/${booth.id}`, {
      ...body,
      name: booth.name,
      activityTime: 'شنبه تا پنجشنبه ۹ تا ۲۱',
      phone: '04533221100',
      minimumPurchase: 200_000,
      logo: logo.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      activityTime: 'شنبه تا پنجشنبه ۹ تا ۲۱',
      phone: '04533221100',
      minimumPurchase: 200_000,
      logo: logo.path,
    });
    // The owner reads the same booth in their booth manager.
    const mine = await call(user.cookie, 'GET', `/api/v1/me/booth/${booth.id}`);
    expect(mine.json()).toMatchObject({ activityTime: 'شنبه تا پنجشنبه ۹ تا ۲۱', logo: logo.path });

    const stranger = await userWithSession(db);
    const theirs = await uploadLogo(stranger.cookie);
    const refused = await call(agent.cookie, 'PUT', `/api/v1/agent/booth/${booth.id}`, {
      ...body,
      name: booth.name,
      logo: theirs.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().error.fields)).toEqual(['logo']);
  });

  it('refuses a user the agent did not onboard, and another agent’s user’s booth on every door', async () => {
    const mineAgent = await agentWithUser();
    const other = await agentWithUser();
    const stranger = await userWithSession(db);
    const refused = await call(mineAgent.agent.cookie, 'POST', '/api/v1/agent/booth', registration(stranger.user.id));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().error.fields)).toEqual(['user_id']);

    const theirs = await call(other.agent.cookie, 'POST', '/api/v1/agent/booth', registration(other.user.user.id));
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json<{ id: number }>().id;
    const { user_id: _, ...body } = registration(other.user.user.id);
    expect((await call(mineAgent.agent.cookie, 'GET', `/api/v1/agent/booth/${id}`)).statusCode).toBe(404);
    expect((await call(mineAgent.agent.cookie, 'PUT', `/api/v1/agent/booth/${id}`, body)).statusCode).toBe(404);
    expect((await call(mineAgent.agent.cookie, 'GET', `/api/v1/agent/booth/${id}/products`)).statusCode).toBe(404);
    const listed = await call(mineAgent.agent.cookie, 'GET', '/api/v1/agent/booth');
    expect(listed.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).not.toContain(id);
    // A customer's session is not an agent's.
    expect((await call(stranger.cookie, 'GET', '/api/v1/agent/booth')).statusCode).toBe(403);
  });
});
