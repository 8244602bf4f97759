/** A schema message that is a catalog key: 'validation.required', or a feature's own 'users.validation.email'. */
export const VALIDATION_KEY = /^(?:[a-z]+\.)?validation\.[A-Za-z.]+$/;
