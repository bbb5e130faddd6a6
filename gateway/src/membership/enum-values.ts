import type { PaymentsMode as ServicePaymentsMode } from '../../../services/src/subscription/payment-provider';
import type { PlanDto } from '../../../services/src/subscription/plans';

// The values the membership enums hold inside the gateway (codegen.yml `enumValues`): the subscription
// service's own words, so its DTOs reach the resolvers unchanged; enums.ts maps them to the schema's names.
export type PlanCode = PlanDto['code'];
export type PlanInterval = PlanDto['interval'];
export type PaymentsMode = ServicePaymentsMode;
