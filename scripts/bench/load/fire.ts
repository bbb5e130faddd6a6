// Sends one step's requests with autocannon, as a browser sends a page's: over `connections` keep-alive
// connections (a browser opens up to six per host), each connection working through its share in order. One
// autocannon instance per connection with the list as its request sequence, so every request is sent exactly
// once and each answer is matched to its request (autocannon calls the request's onResponse, then emits
// 'response' with the time, synchronously, on the same connection).
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import type { Call } from './website-operations';
import type { Tally } from './tally';

export interface Answer {
  status: number;
  body: string;
  /** As autocannon gives them: names as the server wrote them, repeated ones (Set-Cookie) as a list. */
  headers: IncomingHttpHeaders;
}

/** Seconds autocannon waits for an answer before it counts a timeout (the gateway's own wait for a service is 10 s). */
export const REQUEST_TIMEOUT_S = 20;

/** Answers in the order of `calls`; null where no answer came (counted as an error in the tally). */
export async function fire(target: string, calls: Call[], tally: Tally, connections = 1): Promise<(Answer | null)[]> {
  const answers: (Answer | null)[] = calls.map(() => null);
  const lanes = Array.from({ length: Math.min(connections, calls.length) }, (_, lane) =>
    calls.map((call, i) => ({ call, i })).filter(({ i }) => i % connections === lane),
  );
  await Promise.all(lanes.map((lane) => runLane(target, lane, answers, tally)));
  return answers;
}

function runLane(
  target: string,
  lane: { call: Call; i: number }[],
  answers: (Answer | null)[],
  tally: Tally,
): Promise<void> {
  return new Promise((resolve) => {
    let current = -1;
    let done = 0;
    const instance = autocannon(
      {
        url: target,
        connections: 1,
        amount: lane.length,
        timeout: REQUEST_TIMEOUT_S,
        // autocannon notices it is done at its next sample tick (1 s by default); the user's next step would wait.
        sampleInt: 20,
        requests: lane.map(({ call, i }) => ({
          method: call.method,
          path: call.path,
          headers: call.headers,
          ...(call.body ? { body: call.body } : {}),
          onResponse: (status: number, body: string, _context: object, headers?: IncomingHttpHeaders) => {
            current = i;
            // After a timeout autocannon may close out the dropped request without a status line: no answer.
            if (typeof status === 'number') answers[i] = { status, body, headers: headers ?? {} };
          },
        })),
      },
      () => {
        // Requests autocannon gave up on (timeouts, refused connections) have no answer.
        for (const { call, i } of lane) if (!answers[i]) tally.failure(call.kind, 'no answer');
        resolve();
      },
    );
    instance.on('response', (_client, status: number, _bytes: number, ms: number) => {
      if (current < 0) return;
      if (typeof status === 'number') tally.answer(calls(lane, current).kind, status, ms);
      current = -1;
      done++;
    });
    instance.on('reqError', (error: Error) => {
      const at = lane[done];
      if (at) tally.problem(at.call.kind, error.message || 'request error');
    });
  });
}

const calls = (lane: { call: Call; i: number }[], i: number) => lane.find((entry) => entry.i === i)!.call;
