// The services' DTOs: the JSON shapes the REST services answer and accept, read by the gateway, the website and
// the scripts. Types and wire constants only; rules live under `@muster/contract/rules`, Node helpers under `/node`.
export * from './content';
export * from './search';
export * from './records';
export * from './cache';
export * from './account';
export * from './annotation';
export * from './api-key';
export * from './captcha';
export * from './collection';
export * from './document';
export * from './download';
export * from './external-account';
export * from './feedback';
export * from './import';
export * from './gallery';
export * from './memorial';
export * from './oauth';
export * from './staff';
export * from './subscription';
export * from './tag';
export * from './corrections';
export * from './publication-editing';
export * from './image-admin';
