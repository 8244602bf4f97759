import type { AppAbility } from '#domain/auth/permissions.ts';

/**
 * Whether the reader may pick a catalogue product on a complaint's form: whoever may create or
 * update a complaint (a Dealer included), or read the catalogue. The pick reads only what the
 * form needs (`productApi.picker`).
 */
export function mayPickProducts(ability: AppAbility): boolean {
  return (
    ability.can('read', 'Product') || ability.can('create', 'Complaint') || ability.can('update', 'Complaint')
  );
}
