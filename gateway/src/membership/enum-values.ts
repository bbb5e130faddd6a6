import type { PaymentsMode as ServicePaymentsMode, PlanDto } from '@muster/contract';

// The values the membership enums hold inside the gateway (codegen.yml `enumValues`): the subscription
// service's own words, so its DTOs reach the resolvers unchanged; enums.ts maps them to the schema's names.
export type PlanCode = PlanDto['code'];
export type PlanInterval = PlanDto['interval'];
export type PaymentsMode = ServicePaymentsMode;
