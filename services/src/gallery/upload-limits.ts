/** Upload metadata limits: the spec's memorial title and description limits (content spec §5). */
export const UPLOAD_TITLE_MAX = 256;
export const UPLOAD_DESCRIPTION_MAX = 65535;
