export const ADMIN_ROLE = 'admin';

export function hasAnyRole(userRoles: readonly string[], required: readonly string[]): boolean {
  return required.some((role) => userRoles.includes(role));
}
