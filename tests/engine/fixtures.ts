// A schema that is not in the registry: tests use it to prove that a new
// entity needs nothing beyond its schema and labels; and a stub auth provider.
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Grants } from '../../src/engine/permissions';
import { boolean, defineEntity, integer, reference, select, text, translations } from '../../src/engine/schema';

export const book = defineEntity({
  name: 'books',
  route: 'book',
  permission: 'MASTER',
  menu: { group: 'masters' },
  fields: {
    title: text({ required: true, max: 50 }),
    genre: select(['novel', 'essay'] as const, { required: true }),
    pages: integer({ min: 1 }),
    names: translations(),
    country_id: reference('countries'),
    in_print: boolean({ default: true }),
  },
  recordTitle: 'title',
  list: { columns: ['id', 'title', 'genre', 'pages', 'in_print'], sort: 'title', filters: ['genre'] },
  actions: [
    { name: 'withdraw', call: 'PATCH admin/books/{id}/withdraw', reason: true, when: (r) => r.in_print === true },
  ],
});

/** A smaller one: two texts, one of them a list filter (its input is a plain text box). */
export const note = defineEntity({
  name: 'notes',
  route: 'note',
  permission: 'MASTER',
  menu: false,
  fields: { title: text({ required: true }), body: text() },
  recordTitle: 'title',
  list: { columns: ['id', 'title', 'body'], sort: 'title', filters: ['title', 'body'] },
});

export const bookLabels = {
  resources: {
    books: {
      name_one: 'Book',
      name_other: 'Books',
      fields: {
        title: 'Title',
        genre: 'Genre',
        pages: 'Pages',
        names: 'Names',
        country_id: 'Country',
        in_print: 'In print',
      },
      choices: { genre: { novel: 'Novel', essay: 'Essay' } },
      actions: { withdraw: 'Withdraw' },
    },
  },
};

/** A signed-in admin holding `grants` (and, when given, that identity), for component tests under AdminContext. */
export function authProviderGranting(grants: Grants, identity?: UserIdentity | null): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => grants,
    ...(identity !== undefined && { getIdentity: async () => identity as UserIdentity }),
  };
}
