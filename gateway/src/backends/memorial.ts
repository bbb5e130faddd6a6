import type DataLoader from 'dataloader';
import type { MemorialDto } from '../../../services/src/contract';
import { batchById } from './batch-loader';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the memorial service (/fold31-memorial). */
export class MemorialBackend {
  private readonly memorials: DataLoader<number, MemorialDto | null>;

  constructor(options: ServiceCallOptions) {
    this.memorials = batchById<MemorialDto>(new ServiceHttp('memorial', options), '/fold31-memorial/memorial', 'memorialId');
  }

  memorial(id: number): Promise<MemorialDto | null> {
    return this.memorials.load(id);
  }
}
