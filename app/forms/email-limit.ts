/**
 * The longest e-mail address mail servers carry (RFC 5321's path limit less its brackets): every
 * e-mail field's bound. A module of its own, without Zod, for the forms the browser draws.
 */
export const EMAIL_MAX_LENGTH = 254;
