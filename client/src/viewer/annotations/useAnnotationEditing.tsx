import './annotations.css';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { formProblem, type FormProblem } from '../../lib/userErrors';
import { AnnotationEditor, type AnnotationDraft } from './AnnotationEditor';
import type { AnnotationLayerOptions, DrawnRect } from './useAnnotationLayer';

const CreateAnnotation = graphql(`
  mutation CreateAnnotation($input: CreateAnnotationInput!) {
    createAnnotation(input: $input) {
      annotation {
        id
        annotationId
        type
        value
        label
        editable
        url
        rect {
          x
          y
          w
          h
        }
        author {
          username
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const UpdateAnnotation = graphql(`
  mutation UpdateAnnotation($annotationGlobalId: ID!, $input: UpdateAnnotationInput!) {
    updateAnnotation(annotationGlobalId: $annotationGlobalId, input: $input) {
      annotation {
        id
        type
        value
        label
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const DeleteAnnotation = graphql(`
  mutation DeleteAnnotation($annotationGlobalId: ID!) {
    deleteAnnotation(annotationGlobalId: $annotationGlobalId) {
      id
      annotations {
        id
      }
    }
  }
`);

type Mode =
  | { kind: 'idle' }
  | { kind: 'drawing' }
  | { kind: 'new'; rect: DrawnRect }
  | { kind: 'edit'; annotationId: number; annotationGlobalId: string; initial: AnnotationDraft };

interface Page {
  id: string;
  imageId: number;
  annotations: readonly {
    id: string;
    annotationId: number;
    type: AnnotationDraft['type'];
    value: string;
    label?: string | null;
  }[];
}

/**
 * The viewer's annotating: Annotate turns drawing on, a drawn rectangle opens the editor, Save stores it and adds
 * it to the page in Apollo's cache (so the layer and the list show it at once); the author edits or deletes it.
 */
export function useAnnotationEditing(
  page: Page | undefined,
  layerImage: AnnotationLayerOptions['image'] | undefined,
  selectedId: number | null,
  onSelect: (id: number) => void,
) {
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [error, setError] = useState<FormProblem | null>(null);
  // The drawing tool loads with the first Annotate on a page without annotations (useAnnotationLayer).
  const [toolReady, setToolReady] = useState(false);
  const [create, created] = useMutation(CreateAnnotation);
  const [update, updated] = useMutation(UpdateAnnotation);
  const [remove, removed] = useMutation(DeleteAnnotation);
  const close = () => {
    setMode({ kind: 'idle' });
    setError(null);
  };
  const fail = (e: unknown) =>
    setError({
      field: null,
      message: e instanceof Error ? e.message : 'The annotation could not be saved. Please try again later.',
    });

  const save = async (draft: AnnotationDraft) => {
    if (!page) return;
    const label = draft.label.trim() || null;
    try {
      if (mode.kind === 'new') {
        const { data } = await create({
          variables: {
            input: { imageGlobalId: page.id, type: draft.type, value: draft.value, label, rect: mode.rect },
          },
          update(cache, { data: answer }) {
            const added = answer?.createAnnotation.annotation;
            if (!added) return;
            // The page's list gains the new annotation, so the layer and the info pane show it without a refetch.
            cache.modify({
              id: cache.identify({ __typename: 'Image', id: page.id }),
              fields: {
                annotations: (existing, { toReference }) =>
                  [...(existing as readonly unknown[]), toReference(added)] as typeof existing,
              },
            });
          },
        });
        // A refused text is data: the editor stays open and shows it by its field.
        const refused = formProblem(data?.createAnnotation.userErrors);
        if (refused) return setError(refused);
        close();
        if (data?.createAnnotation.annotation) onSelect(data.createAnnotation.annotation.annotationId);
      } else if (mode.kind === 'edit') {
        const { data } = await update({
          variables: {
            annotationGlobalId: mode.annotationGlobalId,
            input: { type: draft.type, value: draft.value, label },
          },
        });
        const refused = formProblem(data?.updateAnnotation.userErrors);
        if (refused) return setError(refused);
        close();
      }
    } catch (e) {
      fail(e);
    }
  };

  const del = async () => {
    if (mode.kind !== 'edit') return;
    try {
      await remove({ variables: { annotationGlobalId: mode.annotationGlobalId } });
      close();
    } catch (e) {
      fail(e);
    }
  };

  const edit = (annotationId: number) => {
    const a = page?.annotations.find((x) => x.annotationId === annotationId);
    if (a) {
      setError(null);
      setMode({
        kind: 'edit',
        annotationId,
        annotationGlobalId: a.id,
        initial: { type: a.type, value: a.value, label: a.label ?? '' },
      });
    }
  };

  const layer: AnnotationLayerOptions | undefined = layerImage && {
    image: layerImage,
    drawing: mode.kind === 'drawing',
    draft: mode.kind === 'new' ? mode.rect : null,
    selectedId,
    onDrawn: (rect) => setMode({ kind: 'new', rect }),
    onSelect,
    onReady: () => setToolReady(true),
  };
  const panel =
    mode.kind === 'new' || mode.kind === 'edit' ? (
      <AnnotationEditor
        key={mode.kind === 'edit' ? mode.annotationId : 'new'}
        initial={mode.kind === 'edit' ? mode.initial : null}
        saving={created.loading || updated.loading || removed.loading}
        problem={error}
        onSave={(d) => void save(d)}
        onCancel={close}
        onDelete={mode.kind === 'edit' ? () => void del() : undefined}
      />
    ) : mode.kind === 'drawing' ? (
      <p className="annotation-hint" role="status">
        {toolReady ? 'Drag a rectangle over the part of the page to annotate.' : 'Loading the annotation tools…'}{' '}
        <button type="button" className="button button--quiet" onClick={close}>
          Cancel
        </button>
      </p>
    ) : null;

  return {
    layer,
    panel,
    annotating: mode.kind !== 'idle',
    /** Annotate: start drawing, or stop when already drawing. */
    toggle: () => {
      setError(null);
      setMode(mode.kind === 'drawing' ? { kind: 'idle' } : { kind: 'drawing' });
    },
    edit,
  };
}
