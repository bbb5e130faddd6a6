import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { BattleDetails } from './BattleDetails';
import '../../styles/detail.css';

const BattleQuery = graphql(`
  query Battle($id: Int!) {
    battle(id: $id) {
      id
      name
      ...BattleDetails_battle
    }
  }
`);

/** /battle/:id: a battle or skirmish. */
export function BattlePage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(BattleQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const battle = data?.battle;
  useDocumentTitle(battle?.name);
  if (id === null || error || !battle) return <DetailStatus what="battle" badAddress={id === null} error={error} loading={loading} />;
  return <BattleDetails battle={battle} />;
}
