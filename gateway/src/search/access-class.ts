import { openedLevels } from '@muster/contract/rules';
import { viewerOf } from '../common/access';
import type { GatewayContext } from '../context';

/**
 * The caller's access class: the levels it opens. Search counts what a class may see of each record
 * (services/src/search/field-visibility.ts), so shared answers are kept per class, never handed to another.
 */
export async function accessClass(context: GatewayContext): Promise<string> {
  return openedLevels(await viewerOf(context)).join(',');
}
