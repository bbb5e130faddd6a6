import { fixture } from '@muster/testkit/fixtures';
import { defaultBackend, useStack } from '@muster/testkit';
import type { ServicesOptions } from '@muster/services/app';
import { BREAKER } from '../src/backends/service-breaker';

/**
 * A slow service (issue 17, faults): the regiment routes are held back past the gateway's timeout by the services'
 * fault delay. A page that asks for a regiment and a publication gets the publication with an error for the
 * regiment; once the regiment service failed often enough, the gateway stops asking it (the breaker is open)
 * and answers at once; when the service is fast again it is asked again within the breaker's reset time.
 */
const delays: NonNullable<ServicesOptions['faultDelays']> = [{ prefix: '/fold31-regiment/', ms: 1_500 }];
const stack = useStack({ settings: { faultDelays: delays }, gateway: { serviceTimeoutMs: 300, warmCache: false } });

const PAGE = `query Page($regiment: ID!, $publication: ID!) {
  regiment(globalId: $regiment) { name }
  publication(globalId: $publication) { title }
}`;
const variables = {
  regiment: `REGIMENT:${fixture.regimentId}`,
  publication: `PUBLICATION:${fixture.publications.draftCards}`,
};
const regimentCalls = () => stack.serviceRequests.filter((r) => r.includes('/fold31-regiment/')).length;

describe(`a slow service, over ${defaultBackend}`, () => {
  test('the page keeps what the other services gave, with an error where the slow one was; the breaker then stops asking it; it is asked again once fast', async () => {
    // Until the breaker opens, each page waits for the timeout and gets the publication with the regiment's error.
    for (let page = 0; page < BREAKER.volumeThreshold; page += 1) {
      const { status, body } = await stack.gql(PAGE, variables);
      expect(status).toBe(200);
      expect(body.data.publication.title).toEqual(expect.any(String));
      expect(body.data.regiment).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          path: ['regiment'],
          extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
        }),
      ]);
    }

    // Open: the regiment service is not asked at all, the page still comes with the publication and the error.
    stack.resetServiceRequests();
    const open = await stack.gql(PAGE, variables);
    expect(open.body.data.publication.title).toEqual(expect.any(String));
    expect(open.body.data.regiment).toBeNull();
    expect(open.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(regimentCalls()).toBe(0);

    // The service is fast again: after the reset time one page tries it, and gets the regiment.
    delays.length = 0;
    await new Promise((resolve) => setTimeout(resolve, BREAKER.resetTimeout + 200));
    const back = await stack.gql(PAGE, variables);
    expect(back.body.errors).toBeUndefined();
    expect(back.body.data.regiment.name).toEqual(expect.any(String));
    expect(regimentCalls()).toBeGreaterThan(0);
  }, 30_000);
});
