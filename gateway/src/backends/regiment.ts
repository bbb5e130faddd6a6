import type DataLoader from 'dataloader';
import type { BattleDto, CompanyDto, RegimentDto } from '../../../services/src/contract';
import { batchById } from './batch-loader';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the regiment service (/fold31-regiment): regiments, their companies and battles. */
export class RegimentBackend {
  private readonly regiments: DataLoader<number, RegimentDto | null>;
  private readonly companies: DataLoader<number, CompanyDto | null>;
  private readonly battles: DataLoader<number, BattleDto | null>;

  constructor(options: ServiceCallOptions) {
    const http = new ServiceHttp('regiment', options);
    this.regiments = batchById<RegimentDto>(http, '/fold31-regiment/regiments', 'regimentId');
    this.companies = batchById<CompanyDto>(http, '/fold31-regiment/companies', 'companyId');
    this.battles = batchById<BattleDto>(http, '/fold31-regiment/battles', 'battleId');
  }

  regiment(id: number) { return this.regiments.load(id); }
  company(id: number) { return this.companies.load(id); }
  battle(id: number) { return this.battles.load(id); }
}
