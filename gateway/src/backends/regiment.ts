import DataLoader from 'dataloader';
import type {
  BattleDto,
  CompanyDto,
  LinkedPageDto,
  RegimentDto,
  RegimentProfileDto,
  UnitFactsDetailDto,
} from '@muster/contract';
import { batchById } from './batch-loader';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** What a linked list hangs off, and which list. */
export type LinkedKind = 'regiment' | 'company' | 'battle';
export type LinkedList = 'records' | 'memorials';

/**
 * Client of the regiment service (/fold31-regiment): regiments, companies, battles, unit facts and the
 * records and memorials linked to them. Every read is batched per tick, lists included: a page of ten
 * battles each asking for its first records costs one call.
 */
export class RegimentBackend {
  private readonly http: ServiceHttp;
  private readonly regiments: DataLoader<number, RegimentDto | null>;
  private readonly companies: DataLoader<number, CompanyDto | null>;
  private readonly battles: DataLoader<number, BattleDto | null>;
  private readonly profiles: DataLoader<number, RegimentProfileDto | null>;
  private readonly regimentFacts: DataLoader<number, UnitFactsDetailDto | null>;
  private readonly companyFacts: DataLoader<number, UnitFactsDetailDto | null>;
  /** Keyed `kind/list/offset/limit/id`; one call per kind, list and page shape in a tick. */
  private readonly pages: DataLoader<string, LinkedPageDto | null>;

  constructor(options: ServiceCallOptions) {
    const http = new ServiceHttp('regiment', options);
    this.http = http;
    this.regiments = batchById<RegimentDto>(http, '/fold31-regiment/regiments', 'regimentId');
    this.companies = batchById<CompanyDto>(http, '/fold31-regiment/companies', 'companyId');
    this.battles = batchById<BattleDto>(http, '/fold31-regiment/battles', 'battleId');
    this.profiles = batchById<RegimentProfileDto>(http, '/fold31-regiment/regiment-profiles', 'regimentId');
    this.regimentFacts = batchById<UnitFactsDetailDto>(http, '/fold31-regiment/regiment-facts', 'unitId');
    this.companyFacts = batchById<UnitFactsDetailDto>(http, '/fold31-regiment/company-facts', 'unitId');
    this.pages = new DataLoader((keys) => this.loadPages(keys), { maxBatchSize: 100 });
  }

  regiment(id: number) {
    return this.regiments.load(id);
  }
  company(id: number) {
    return this.companies.load(id);
  }
  battle(id: number) {
    return this.battles.load(id);
  }
  /** Aliases, provider and sample pages: only a regiment's own page asks, so search hits do not pay for them. */
  profile(id: number) {
    return this.profiles.load(id);
  }
  facts(kind: 'regiment' | 'company', id: number) {
    return (kind === 'regiment' ? this.regimentFacts : this.companyFacts).load(id);
  }

  /** One page of the ids linked to a regiment, company or battle; null when it does not exist. */
  linked(kind: LinkedKind, list: LinkedList, id: number, offset: number, limit: number) {
    return this.pages.load(`${kind}/${list}/${offset}/${limit}/${id}`);
  }

  private async loadPages(keys: readonly string[]): Promise<(LinkedPageDto | null)[]> {
    const groups = new Map<string, number[]>();
    for (const key of keys) {
      const at = key.lastIndexOf('/');
      const group = key.slice(0, at);
      groups.set(group, [...(groups.get(group) ?? []), Number(key.slice(at + 1))]);
    }
    const found = new Map<string, LinkedPageDto>();
    await Promise.all(
      [...groups].map(async ([group, ids]) => {
        const [kind, list, offset, limit] = group.split('/');
        const route = `/fold31-regiment/${kind}-${list}`;
        const pages = (await this.http.get<(LinkedPageDto | null)[]>(route, route, { id: ids, offset, limit })) ?? [];
        for (const page of pages) if (page) found.set(`${group}/${page.id}`, page);
      }),
    );
    return keys.map((key) => found.get(key) ?? null);
  }
}
