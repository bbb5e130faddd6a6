import type { SearchQuery, SearchResults } from '../../../services/src/contract';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the search service (/fold31-search). */
export class SearchBackend {
  private readonly http: ServiceHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('search', options);
  }

  async search(query: SearchQuery): Promise<SearchResults> {
    const results = await this.http.post<SearchResults>('/fold31-search/doc-search', '/fold31-search/doc-search', query);
    if (!results) throw new Error('The search service has no /doc-search route');
    return results;
  }
}
