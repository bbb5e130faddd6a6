// One member's visit to the site, step by step as the website makes it (the operations each page runs, from
// client/src): the home page, signing in, a search by surname with the sidebar's facets, its second page, a
// facet chosen, a record from the hits, that record's page scan in the viewer (info.json and the tiles of the
// first view and one zoom), an edit of the member's own memorial, and signing out.
import { emptySearch, searchVariables, withFilter, withTerms } from '@muster/client/search-state';
import type { SearchState, SearchTerms } from '@muster/client/search-state';
import { sidebarFacetRequests } from '@muster/client/sidebar-facets';
import { focusOf, zoomInSequence } from '../tile-sequence';
import { type Answer, fire } from './fire';
import type { Tally } from './tally';
import { type Call, get, mutation, query } from './website-operations';

export interface Member {
  username: string;
  password: string;
  /** The global id of the memorial the member owns and edits (STORY_PAGE:…). */
  memorialId: string;
  /** The session cookie of a sign-in made before the run. */
  session: string;
}

/** What a visitor's browser holds between steps. */
export interface VisitState {
  member: Member;
  /** What the member types in the search form: a surname in the bench. */
  terms: Partial<SearchTerms>;
  /** Hits per search page: the website's PageSize choice (20, 50 or 100, its default). */
  pageSize: number;
  cookie: string | null;
  search?: { query: SearchState; totalCount: number; recordId: string | null; conflict: string | null };
  imageId?: string;
}

export interface Step {
  name: string;
  run(site: Site, state: VisitState): Promise<void>;
}

export interface Site {
  target: string;
  tally: Tally;
}

/** A desktop browser's viewer area (the tiles of its first view depend on it). */
const VIEWPORT = { width: 1280, height: 800 };
/** The zoom steps of the viewer the bench takes: the page fitted, then once zoomed in. */
const ZOOM_STEPS = 2;
/** Connections a browser opens to one host. */
const BROWSER_CONNECTIONS = 6;

/** The parts of the website's answers a user's next step reads. */
interface Answers {
  search: {
    search?: {
      totalCount?: number;
      nodes?: { doc: { __typename: string; id: string } }[];
      facets?: { type: string; values: { value: string }[] }[];
    };
  };
  record: { node?: { image?: { id: string } | null } | null };
  viewer: { image?: { imageId: number; tileSource: string | null } | null };
  signIn: { signIn?: { session?: { user?: { userId: number } | null } | null } };
  save: { updateMemorial?: { memorial?: { id: string } | null; userErrors?: { code: string }[] } };
}

/** The answer's `data`, or null with the problem counted (a GraphQL error, a 200 without data). */
function dataOf<T>(site: Site, call: Call, answer: Answer | null): T | null {
  if (!answer || answer.status !== 200) return null;
  try {
    const body = JSON.parse(answer.body) as { data?: T; errors?: { extensions?: { code?: string } }[] };
    if (body.errors?.length) site.tally.problem(call.kind, `GraphQL ${body.errors[0]!.extensions?.code ?? 'error'}`);
    return body.data ?? null;
  } catch {
    site.tally.problem(call.kind, 'not JSON');
    return null;
  }
}

async function send<T = unknown>(site: Site, calls: Call[], connections = calls.length): Promise<(T | null)[]> {
  const answers = await fire(site.target, calls, site.tally, Math.min(connections, BROWSER_CONNECTIONS));
  return answers.map((answer, i) => dataOf<T>(site, calls[i]!, answer));
}

/** The session cookie(s) a sign-in set, as the browser sends them back. */
function cookieOf(answer: Answer | null): string | null {
  const set = answer?.headers['set-cookie'] ?? answer?.headers['Set-Cookie'];
  const list = Array.isArray(set) ? set : set ? [set] : [];
  return list.length ? list.map((c) => c.split(';')[0]).join('; ') : null;
}

/** The search page: its hits and, beside them, the sidebar's facets (SearchPage.tsx's two queries). */
async function searchPage(site: Site, state: VisitState, q: SearchState, kind: string, withFacets: boolean) {
  const { offset: _o, sortOrder: _s, after: _a, maxCount: _m, ...rest } = q;
  const calls = [query(kind, 'Search', searchVariables({ ...q, facetRequests: [] }, state.pageSize), state.cookie)];
  if (withFacets)
    calls.push(
      query(
        'search facets',
        'SearchFacets',
        { query: { ...rest, highlight: false, facetRequests: sidebarFacetRequests(q, new Set(), true) } },
        state.cookie,
      ),
    );
  const [hits, facets] = await send<Answers['search']>(site, calls);
  const record = hits?.search?.nodes?.find((n) => n.doc.__typename === 'IndexRecord');
  const conflicts = facets?.search?.facets?.find((f) => f.type === 'CONFLICT')?.values ?? [];
  state.search = {
    query: q,
    totalCount: Number(hits?.search?.totalCount ?? 0),
    recordId: record?.doc.id ?? state.search?.recordId ?? null,
    conflict: conflicts[0]?.value ?? state.search?.conflict ?? null,
  };
}

export const visit: Step[] = [
  {
    name: 'home',
    async run(site, state) {
      // The shell (header, session), the home page and the beta banner load together.
      await send(site, [
        query('home', 'Shell', {}, state.cookie),
        query('home', 'Home', {}, state.cookie),
        query('home', 'BetaBanner', {}, state.cookie),
      ]);
    },
  },
  {
    name: 'sign-in',
    async run(site, state) {
      const { username, password } = state.member;
      const call = mutation('sign-in', 'SignIn', { username, password }, state.cookie);
      const [answer] = await fire(site.target, [call], site.tally);
      const data = dataOf<Answers['signIn']>(site, call, answer ?? null);
      if (!data?.signIn?.session?.user?.userId) site.tally.problem('sign-in', 'not signed in');
      else state.cookie = cookieOf(answer ?? null) ?? state.cookie;
    },
  },
  {
    name: 'search',
    run: (site, state) => searchPage(site, state, withTerms(emptySearch, state.terms), 'search', true),
  },
  {
    name: 'next page',
    async run(site, state) {
      const s = state.search;
      if (!s || s.totalCount <= state.pageSize) return site.tally.skip('next page');
      // The sidebar's facets are the same for every page: Apollo answers them from its cache.
      await searchPage(site, state, { ...s.query, offset: state.pageSize }, 'search page', false);
    },
  },
  {
    name: 'facet',
    async run(site, state) {
      const s = state.search;
      if (!s?.conflict) return site.tally.skip('facet');
      await searchPage(site, state, withFilter(s.query, { type: 'CONFLICT', value: s.conflict }), 'search', true);
    },
  },
  {
    name: 'record',
    async run(site, state) {
      const nodeId = state.search?.recordId;
      if (!nodeId) return site.tally.skip('record');
      const [data] = await send<Answers['record']>(site, [query('record', 'Record', { nodeId }, state.cookie)]);
      state.imageId = data?.node?.image?.id ?? undefined;
      if (data && !data.node?.image) site.tally.problem('record', 'no page image');
    },
  },
  {
    name: 'viewer',
    async run(site, state) {
      if (!state.imageId) return site.tally.skip('viewer');
      const [data] = await send<Answers['viewer']>(site, [
        query('viewer', 'ViewerImage', { id: state.imageId }, state.cookie),
      ]);
      const image = data?.image;
      if (!image?.tileSource) return site.tally.skip('tiles');
      const source = new URL(image.tileSource, site.target);
      const [info] = await fire(
        site.target,
        [get('info.json', source.pathname + source.search, state.cookie)],
        site.tally,
      );
      if (!info || info.status !== 200) return;
      const { width, height } = JSON.parse(info.body) as { width: number; height: number };
      const base = source.pathname.replace(/\/info\.json$/, '');
      // The viewer signs every tile with the info.json's token (client/src/viewer/signedTiles.ts).
      const tiles = zoomInSequence({ width, height }, VIEWPORT, focusOf(image.imageId), ZOOM_STEPS).map((tile) =>
        get('tile', `${base}/${tile}${source.search}`, state.cookie),
      );
      await fire(site.target, tiles, site.tally, BROWSER_CONNECTIONS);
    },
  },
  {
    name: 'memorial edit',
    async run(site, state) {
      const id = state.member.memorialId;
      await send(site, [query('memorial editor', 'MemorialEdit', { id }, state.cookie)]);
      const [saved] = await send<Answers['save']>(site, [
        mutation(
          'memorial save',
          'UpdateMemorial',
          { globalId: id, input: { description: `Edited by the load bench at ${new Date().toISOString()}.` } },
          state.cookie,
        ),
      ]);
      const payload = saved?.updateMemorial;
      if (saved && (!payload?.memorial || payload.userErrors?.length))
        site.tally.problem('memorial save', `not saved: ${payload?.userErrors?.[0]?.code ?? 'no memorial'}`);
    },
  },
  {
    name: 'sign-out',
    async run(site, state) {
      await send(site, [mutation('sign-out', 'SignOut', {}, state.cookie)]);
      state.cookie = null;
      state.search = undefined;
      state.imageId = undefined;
    },
  },
];
