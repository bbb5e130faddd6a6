import { GraphQLError } from 'graphql';
import type {
  CorrectFieldResultDto,
  CorrectionProposalDto,
  IndexRecordAdminDto,
  ProposalReceiptDto,
  ProposeCorrectionBody,
} from '@muster/contract';
import { isErrorCode } from '../errors/error-codes';
import { ServiceHttp, type ServiceCallOptions, unavailable } from './service-http';

const BASE = '/fold31-index-record';

/**
 * Client of the index record service's corrections (content §7.7) and members' proposals, acting as the caller.
 * The service's refusals keep their codes: FIELD_UNKNOWN and VALUE_INVALID (a form's user errors, with the field),
 * ALREADY_ANSWERED, RATE_LIMITED; 401 and 403 become UNAUTHENTICATED and FORBIDDEN; 404 answers null.
 */
export class CorrectionsBackend {
  private readonly http: ServiceHttp;

  constructor(private readonly options: ServiceCallOptions) {
    this.http = new ServiceHttp('index-record', options);
  }

  private async call<T>(method: string, route: string, path: string, body?: unknown, query?: Record<string, string>) {
    let response;
    try {
      response = await this.http.exchange(method, route, path, { body, query, clientIp: this.options.clientIp });
    } catch (cause) {
      throw unavailable('index-record', cause);
    }
    if (response.status >= 200 && response.status < 300) return response.body as T;
    if (response.status === 404) return null;
    const reason = (response.body ?? {}) as { code?: string; message?: string; field?: string };
    const message = reason.message ?? 'The index record service refused the call';
    if (response.status === 401) throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
    if (response.status === 403) throw new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
    if (response.status < 500) {
      const code = isErrorCode(reason.code) ? reason.code : 'BAD_USER_INPUT';
      throw new GraphQLError(message, { extensions: { code, ...(reason.field ? { field: reason.field } : {}) } });
    }
    throw new Error(`index-record ${method} ${route} failed with ${response.status}: ${message}`);
  }

  record(id: number): Promise<IndexRecordAdminDto | null> {
    return this.call('GET', `${BASE}/admin/getIndexRecord/:id`, `${BASE}/admin/getIndexRecord/${id}`);
  }

  correct(id: number, field: string, value: string | null, stickiness: string): Promise<CorrectFieldResultDto | null> {
    const route = `${BASE}/index-record/metadata/INDEX_RECORD/:id/:name`;
    const path = `${BASE}/index-record/metadata/INDEX_RECORD/${id}/${encodeURIComponent(field)}`;
    return this.call('POST', route, path, { value }, { stickiness });
  }

  propose(id: number, body: ProposeCorrectionBody): Promise<ProposalReceiptDto | null> {
    return this.call('POST', `${BASE}/record/:id/proposal`, `${BASE}/record/${id}/proposal`, body);
  }

  accept(feedbackId: number): Promise<CorrectFieldResultDto | null> {
    return this.call('POST', `${BASE}/admin/proposal/:id/accept`, `${BASE}/admin/proposal/${feedbackId}/accept`);
  }

  reject(feedbackId: number, reason: string): Promise<CorrectionProposalDto | null> {
    return this.call('POST', `${BASE}/admin/proposal/:id/reject`, `${BASE}/admin/proposal/${feedbackId}/reject`, {
      reason,
    });
  }
}
