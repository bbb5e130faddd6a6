import { formatDay } from '../lib/dates';
import { relativeTime } from '../lib/relativeTime';

/** When a member wrote something, in the spec's relative words ("3 days ago", content §9); the day on hover. */
export function TimeAgo({ when }: { when: string }) {
  return (
    <time dateTime={when} title={formatDay(when)}>
      {relativeTime(when)}
    </time>
  );
}
