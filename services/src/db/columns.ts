/**
 * Column types shared by every table, the same on both dialects (SQLite and PostgreSQL).
 * Booleans are stored as 0/1 integers and JSON as text so that the same rows read the same on both.
 * Dates are ISO-8601 text (`YYYY-MM-DD` for historical dates, full timestamps for audit times);
 * historical dates may be partial (`1862` or `1862-09`), so the year is also kept as an integer.
 */
export type Bool = number; // 0 or 1
export type Json = string; // JSON text
export type Stamp = string; // ISO timestamp

/** PUBLIC and REGISTERED count as open (content §3.5). */
export type AccessLevel = 'PUBLIC' | 'REGISTERED' | 'CONFIRMED' | 'SUBSCRIBER' | 'SILO';
