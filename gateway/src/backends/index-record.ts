import type DataLoader from 'dataloader';
import type { IndexRecordDto } from '@muster/contract';
import { batchById } from './batch-loader';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the index record service (/fold31-index-record). */
export class IndexRecordBackend {
  private readonly records: DataLoader<number, IndexRecordDto | null>;

  constructor(options: ServiceCallOptions) {
    this.records = batchById<IndexRecordDto>(
      new ServiceHttp('index-record', options),
      '/fold31-index-record/records',
      'recordId',
    );
  }

  record(id: number): Promise<IndexRecordDto | null> {
    return this.records.load(id);
  }
}
