import type DataLoader from 'dataloader';
import type { MemorialDto, ObjectReference, RecordFact, ElementChanges } from '@muster/contract';
import { batchById } from './batch-loader';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** A page of the caller's own memorials (GET /fold31-memorial/my-memorials). */
export interface MyMemorialsPage {
  total: number;
  offset: number;
  items: MemorialDto[];
}

/** Client of the memorial service (/fold31-memorial): reads batched, content document calls of content §7.1, §7.7. */
export class MemorialBackend {
  private readonly http: ServiceHttp;
  private readonly memorials: DataLoader<number, MemorialDto | null>;

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('memorial', options);
    this.memorials = batchById<MemorialDto>(this.http, '/fold31-memorial/memorial', 'memorialId');
  }

  memorial(id: number): Promise<MemorialDto | null> {
    return this.memorials.load(id);
  }

  /** A changed memorial replaces what this request had read of it. */
  private fresh(memorial: MemorialDto | null): MemorialDto | null {
    if (memorial) this.memorials.clear(memorial.memorialId).prime(memorial.memorialId, memorial);
    return memorial;
  }

  async create(document: Record<string, unknown>): Promise<MemorialDto> {
    return this.fresh(
      await this.http.post<MemorialDto>('/fold31-memorial/document', '/fold31-memorial/document', { document }),
    )!;
  }

  async createFrom(recordId: number, type: string): Promise<ObjectReference | null> {
    return this.http.post<ObjectReference>(
      '/fold31-memorial/memorial/create-from/INDEX_RECORD/:id',
      `/fold31-memorial/memorial/create-from/INDEX_RECORD/${recordId}?type=${encodeURIComponent(type)}`,
      {},
    );
  }

  async update(id: number, document: Record<string, unknown>): Promise<MemorialDto | null> {
    return this.fresh(
      await this.http.put<MemorialDto>('/fold31-memorial/document/:id', `/fold31-memorial/document/${id}`, document),
    );
  }

  async remove(id: number): Promise<boolean> {
    const answer = await this.http.delete<{ deleted: boolean }>(
      '/fold31-memorial/document/:id',
      `/fold31-memorial/document/${id}`,
    );
    this.memorials.clear(id);
    return answer?.deleted ?? false;
  }

  async changeElements(id: number, changes: ElementChanges): Promise<MemorialDto | null> {
    return this.fresh(
      await this.http.post<MemorialDto>('/fold31-memorial/element/:id', `/fold31-memorial/element/${id}`, changes),
    );
  }

  async reorder(id: number, elementIds: number[]): Promise<MemorialDto | null> {
    return this.fresh(
      await this.http.put<MemorialDto>(
        '/fold31-memorial/reorder/STORY_PAGE/:id',
        `/fold31-memorial/reorder/STORY_PAGE/${id}`,
        elementIds,
      ),
    );
  }

  importableFacts(
    memorialId: number,
    recordId: number,
  ): Promise<(RecordFact & { alreadyOnMemorial: boolean })[] | null> {
    return this.http.get(
      '/fold31-memorial/import-facts/:a/:b',
      `/fold31-memorial/import-facts/${memorialId}/${recordId}`,
    );
  }

  async importFacts(memorialId: number, recordId: number, factIds: string[] | null): Promise<MemorialDto | null> {
    return this.fresh(
      await this.http.post<MemorialDto>('/fold31-memorial/import-facts-from', '/fold31-memorial/import-facts-from', {
        memorialId,
        importFrom: { contentType: 'INDEX_RECORD', objectId: recordId },
        newFacts: factIds,
      }),
    );
  }

  async disconnectRecord(memorialId: number, recordId: number): Promise<MemorialDto | null> {
    return this.fresh(
      await this.http.delete<MemorialDto>(
        '/fold31-memorial/memorial/connection/STORY_PAGE/:id',
        `/fold31-memorial/memorial/connection/STORY_PAGE/${memorialId}?id=${recordId}`,
      ),
    );
  }

  async mine(offset: number, limit: number): Promise<MyMemorialsPage> {
    const page = (await this.http.get<MyMemorialsPage>(
      '/fold31-memorial/my-memorials',
      '/fold31-memorial/my-memorials',
      { offset, limit },
    ))!;
    page.items.forEach((m) => this.memorials.prime(m.memorialId, m));
    return page;
  }
}
