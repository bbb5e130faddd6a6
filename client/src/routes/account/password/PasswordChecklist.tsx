import { COMMON_PASSWORD_MESSAGE } from '@muster/contract/rules';
import type { PasswordCheck } from './usePasswordCheck';

type ItemState = 'met' | 'unmet' | 'pending' | null;
const mark = { met: '✓', unmet: '✗', pending: '…' } as const;

/**
 * The live rule checklist beside a new password (accounts spec §5). The maximum-length rule shows only
 * when broken; before anything is typed every rule is simply listed, not marked as failed.
 */
export function PasswordChecklist({ check, touched, id }: { check: PasswordCheck; touched: boolean; id?: string }) {
  const items = check.rules
    .filter((r) => r.rule !== 'maxLength' || !r.passed)
    .map((r): { key: string; text: string; state: ItemState } => ({
      key: r.rule,
      text: r.message,
      state: r.passed ? 'met' : 'unmet',
    }));
  const dictionaryState: ItemState =
    check.dictionary === 'passed'
      ? 'met'
      : check.dictionary === 'failed'
        ? 'unmet'
        : check.dictionary === 'pending'
          ? 'pending'
          : null;
  const all = [...items, { key: 'dictionary', text: COMMON_PASSWORD_MESSAGE, state: dictionaryState }];
  // Keep the match rule at the end, as the form reads top to bottom.
  all.sort((a, b) => Number(a.key === 'match') - Number(b.key === 'match'));
  return (
    <ul className="password-checklist" id={id} aria-label="Password rules" aria-live="polite">
      {all.map((item) => {
        const state: ItemState = touched ? item.state : null;
        return (
          <li
            key={item.key}
            className={`password-checklist__rule${state ? ` is-${state}` : ''}`}
            data-rule={item.key}
            data-state={state ?? 'idle'}
          >
            <span className="password-checklist__mark" aria-hidden="true">
              {state ? mark[state] : '•'}
            </span>
            <span>
              {item.text}
              {state && (
                <span className="visually-hidden">
                  {' '}
                  {state === 'met' ? '(met)' : state === 'unmet' ? '(not met)' : '(checking)'}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
