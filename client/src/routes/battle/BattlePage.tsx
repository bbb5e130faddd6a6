import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { UnitLinkedLists } from '../unit/UnitLinkedLists';
import { BattleDetails } from './BattleDetails';
import '../../styles/detail.css';
import '../unit/UnitPages.css';
import { globalId } from '../../lib/links';

const BattleQuery = graphql(`
  query Battle($id: ID!) {
    battle(globalId: $id) {
      id
      name
      ...BattleDetails_battle
    }
  }
`);

const BattleListsQuery = graphql(`
  query BattleLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {
    battle(globalId: $id) {
      id
      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }
      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }
    }
  }
`);

/** /battle/:id: a battle or skirmish with its casualties and memorials. */
export function BattlePage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(BattleQuery, {
    variables: { id: globalId('BATTLE', id ?? 0) },
    skip: id === null,
  });
  const battle = data?.battle;
  useDocumentTitle(battle?.name);
  if (id === null || error || !battle)
    return <DetailStatus what="battle" badAddress={id === null} error={error} loading={loading} />;
  return (
    <BattleDetails battle={battle}>
      <UnitLinkedLists
        id={globalId('BATTLE', id)}
        query={BattleListsQuery}
        pick={(d) => d?.battle}
        recordsHeading="Casualties in the records"
        noRecords="No index records give a death in this battle yet."
        noMemorials="No memorials are linked to this battle yet."
      />
    </BattleDetails>
  );
}
