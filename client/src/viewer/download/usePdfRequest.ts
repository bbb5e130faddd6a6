import { useEffect, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type FragmentType, graphql, getFragmentData } from '../../__generated__';
import type { DenyRequirement } from '../../__generated__/graphql';
import type { ImageAdjustments } from '../imageAdjustments';
import { PdfProgress_request } from './PdfProgress';
import { pdfStep } from './pdfProgress';

const RequestPdf = graphql(`
  mutation DownloadRequestPdf($imageGlobalId: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {
    requestPdf(imageGlobalId: $imageGlobalId, rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert) {
      id
      ...PdfProgress_request
    }
  }
`);

const PdfRequestState = graphql(`
  query DownloadPdfRequest($id: ID!) {
    pdfRequest(id: $id) {
      id
      ...PdfProgress_request
    }
  }
`);

/** How often the dialog asks how the PDF is coming on; a page takes a second or two. */
const POLL_MS = 1000;

/** Why a request was refused: the deny dialog's requirement, or a message to show. */
export type PdfRefusal = { requirement: DenyRequirement } | { message: string };

function refusalOf(error: unknown): PdfRefusal {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  const requirement = first?.extensions?.requirement;
  if (code === 'FORBIDDEN' && typeof requirement === 'string') return { requirement: requirement as DenyRequirement };
  if (code === 'FORBIDDEN') return { message: 'This publication does not allow downloads.' };
  if (code === 'TOO_MANY_REQUESTS' || code === 'BAD_USER_INPUT') return { message: first!.message };
  return { message: 'The PDF could not be asked for. Please try again later.' };
}

type Request = { id: string } & FragmentType<typeof PdfProgress_request>;

/**
 * A PDF of the page as the viewer shows it: `ask` requests it (the same view asked again is the same request),
 * then the request is read again every second while it is SUBMITTED or PROCESSING. A request that has gone
 * (expired and removed) reads as null.
 */
export function usePdfRequest(imageGlobalId: string, a: ImageAdjustments) {
  const client = useApolloClient();
  const [mutate, asked] = useMutation(RequestPdf);
  const [request, setRequest] = useState<Request | null>(null);
  const state = getFragmentData(PdfProgress_request, request)?.state;
  const busy = state ? pdfStep(state).busy : false;
  const id = request?.id ?? null;

  useEffect(() => {
    if (!id || !busy) return undefined;
    const timer = setTimeout(() => {
      void client
        .query({ query: PdfRequestState, variables: { id }, fetchPolicy: 'network-only' })
        .then(({ data }) => setRequest(data?.pdfRequest ?? null))
        // A poll that fails is tried again with the same request.
        .catch(() => setRequest((r) => (r ? { ...r } : r)));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [client, id, busy, request]);

  const ask = () => {
    void mutate({
      variables: {
        imageGlobalId,
        rotation: a.rotation,
        brightness: a.brightness,
        contrast: a.contrast,
        invert: a.invert,
      },
    })
      .then(({ data }) => setRequest(data?.requestPdf ?? null))
      .catch(() => undefined);
  };
  return { ask, asking: asked.loading, request, refusal: asked.error ? refusalOf(asked.error) : null };
}
