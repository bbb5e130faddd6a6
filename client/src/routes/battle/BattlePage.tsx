import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading, NotFound } from '../../components/QueryStatus';
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
  if (id === null) return <NotFound what="battle" />;
  if (error) return <ErrorMessage error={error} />;
  if (loading && !battle) return <Loading />;
  if (!battle) return <NotFound what="battle" />;
  return <BattleDetails battle={battle} />;
}
