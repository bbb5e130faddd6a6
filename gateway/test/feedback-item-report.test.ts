import { solveCaptcha } from '@muster/services/captcha';
import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { Browser, setPassword, signedIn } from './accounts-helpers';

/**
 * "Report an Issue" on a record or a page (content §2.4): a preset subject with the object's id and type, no
 * email from a signed-in member and no rating, reaching the staff's queue with the object it is about.
 */
const stack = useStack({ gateway: { warmCache: false } });
const PASSWORD = 'Muster-2026';
const SUBMIT = `mutation Submit($input: FeedbackInput!) {
  submitFeedback(input: $input) { entry { id } userErrors { field code } }
}`;
const QUEUE =
  '{ feedbackEntries(first: 5) { nodes { type category email rating objectId objectType url user { userId } } } }';

beforeAll(async () => {
  await setPassword(stack.db.db, fixture.user.id, PASSWORD);
  await setPassword(stack.db.db, 2, PASSWORD);
});

async function captcha(browser: Browser): Promise<string> {
  const { body } = await browser.gql('query { captchaChallenge(action: "feedback") { challenge } }');
  return solveCaptcha(JSON.parse(body.data.captchaChallenge.challenge));
}

test("a member's correction of a record and a visitor's image problem reach the staff's queue with their objects", async () => {
  const helen = await signedIn(stack.url, { username: fixture.user.username, password: PASSWORD });
  const correction = await helen.gql(SUBMIT, {
    input: {
      type: 'CORRECTION',
      message: 'The enlistment year should read 1861.',
      objectId: fixture.josiahRecordId,
      objectType: 'INDEX_RECORD',
      url: `/record/${fixture.josiahRecordId}`,
      captcha: await captcha(helen),
    },
  });
  expect(correction.body.data.submitFeedback.userErrors).toEqual([]);

  const visitor = new Browser(stack.url);
  // A visitor must give an address; a rating is neither asked nor needed.
  const withoutEmail = await visitor.gql(SUBMIT, {
    input: {
      type: 'IMAGE_PROBLEM',
      message: 'The page is upside down.',
      objectId: 101,
      objectType: 'IMAGE',
      captcha: await captcha(visitor),
    },
  });
  expect(withoutEmail.body.data.submitFeedback.userErrors[0].field).toEqual(['input', 'email']);
  const problem = await visitor.gql(SUBMIT, {
    input: {
      type: 'IMAGE_PROBLEM',
      email: 'visitor@example.org',
      message: 'The page is upside down.',
      objectId: fixture.images.first,
      objectType: 'IMAGE',
      url: `/image/${fixture.images.first}`,
      captcha: await captcha(visitor),
    },
  });
  expect(problem.body.data.submitFeedback.userErrors).toEqual([]);

  // Neither the member who sent one nor a visitor reads the queue; staff do.
  expect((await helen.gql(QUEUE)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await visitor.gql(QUEUE)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const staff = await signedIn(stack.url, { username: 'archivist', password: PASSWORD });
  const { body } = await staff.gql(QUEUE);
  expect(body.errors).toBeUndefined();
  expect(body.data.feedbackEntries.nodes).toEqual([
    {
      type: 'IMAGE_PROBLEM',
      category: 'PROBLEM',
      email: 'visitor@example.org',
      rating: null,
      objectId: fixture.images.first,
      objectType: 'IMAGE',
      url: `/image/${fixture.images.first}`,
      user: null,
    },
    {
      type: 'CORRECTION',
      category: 'CORRECTION',
      email: 'helen@example.org',
      rating: null,
      objectId: fixture.josiahRecordId,
      objectType: 'INDEX_RECORD',
      url: `/record/${fixture.josiahRecordId}`,
      user: { userId: fixture.user.id },
    },
  ]);
});
