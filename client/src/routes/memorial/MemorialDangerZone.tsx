import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import { useAlerts } from '../../components/alerts/AlertStack';
import { globalId } from '../../lib/links';
import { DeleteButton } from './editor/DeleteButton';

const DeleteMemorialMutation = graphql(`
  mutation DeleteMemorial($globalId: ID!) {
    deleteMemorial(globalId: $globalId)
  }
`);

/** Deleting the whole memorial, at the foot of the editor, behind a second click. */
export function MemorialDangerZone({ memorialId, title }: { memorialId: number; title: string }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [remove] = useMutation(DeleteMemorialMutation, {
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'Memorial', id: globalId('STORY_PAGE', memorialId) }) });
      cache.evict({ fieldName: 'myMemorials' });
    },
  });
  return (
    <section className="editor-section editor-section--danger" aria-labelledby="editor-delete">
      <h2 id="editor-delete">Delete this memorial</h2>
      <p>Deleting “{title}” removes its stories, facts, pictures and comments for good.</p>
      <DeleteButton
        what="memorial"
        onDelete={async () => {
          await remove({ variables: { globalId: globalId('STORY_PAGE', memorialId) } });
          alerts.success('Your memorial has been deleted.');
          await navigate('/gallery/content/STORY_PAGE');
        }}
      />
    </section>
  );
}
