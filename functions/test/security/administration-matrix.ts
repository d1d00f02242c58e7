import type { RouteId } from '@ssm/shared';
import { getUserById, getUserIdByUsername } from '../../src/accounts/data/users';
import { getCompany } from '../../src/companies/data/companies';
import { getFirm, listFirms } from '../../src/firms/data/firms';
import { buildUser, uniqueCui, uniqueName, uniqueRegCom } from '../support/builders';
import type { MatrixEntry } from './matrix';

/**
 * The isolation matrix's entries for the administration calls (firms, owners, companies,
 * people, imports): each targets something of tenant A and reads it back.
 */
export const administrationMatrix: Partial<Record<RouteId, MatrixEntry>> = {
  'list-firms': {
    kind: 'tenant',
    target: async (tenant) => ({ readBack: () => getFirm(tenant.firm.id) }),
  },
  'create-firm': {
    kind: 'tenant',
    target: async () => {
      const name = uniqueName('Firma refuzată');
      return {
        body: { name, cui: uniqueCui(), reg_com: uniqueRegCom(), address: 'Str. Nouă nr. 1' },
        readBack: async () => (await listFirms()).some((firm) => firm.name === name),
      };
    },
  },
  'firm-clients': {
    kind: 'tenant',
    target: async (tenant) => ({ params: { id: tenant.firm.id }, readBack: () => getFirm(tenant.firm.id) }),
  },
  'firm-owners': {
    kind: 'tenant',
    target: async (tenant) => ({ params: { id: tenant.firm.id }, readBack: () => getFirm(tenant.firm.id) }),
  },
  'add-owner': {
    kind: 'tenant',
    target: async (tenant) => {
      const username = uniqueName('owner.nou');
      return {
        params: { id: tenant.firm.id },
        body: {
          firm_id: tenant.firm.id,
          username,
          password: 'Parola-Noua1',
          email: `${username}@example.ro`,
          first_name: 'Dan',
          last_name: 'Pop',
        },
        readBack: () => getUserIdByUsername(username),
      };
    },
  },
  'delete-owner': {
    kind: 'tenant',
    // A second owner, so that only the caller's rights can stop the deletion.
    target: async (tenant) => {
      const second = await buildUser({ role: 'owner', firmId: tenant.firm.id });
      return { params: { id: second.id }, readBack: () => getUserById(second.id) };
    },
  },
  'list-companies': { kind: 'caller', reason: "Lists the caller's own firm's companies." },
  'create-company': { kind: 'caller', reason: "Adds a company to the caller's own firm." },
  'update-company': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      body: { training_frequency_months: 12 },
      readBack: () => getCompany(tenant.company.id),
    }),
  },
  'delete-company': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      readBack: async () => ({
        company: await getCompany(tenant.company.id),
        employee: await getUserById(tenant.employee.id),
      }),
    }),
  },
  'create-user': {
    kind: 'tenant',
    target: async (tenant) => {
      const username = uniqueName('angajat.nou');
      return {
        body: {
          username,
          first_name: 'Radu',
          last_name: 'Marin',
          email: `${username}@example.ro`,
          company: tenant.company.id,
        },
        readBack: () => getUserIdByUsername(username),
      };
    },
  },
  'company-users': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      readBack: () => getCompany(tenant.company.id),
    }),
  },
  'get-company-users': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      readBack: () => getCompany(tenant.company.id),
    }),
  },
  'delete-user': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { userId: tenant.employee.id },
      readBack: () => getUserById(tenant.employee.id),
    }),
  },
  'logout-user-everywhere': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { userId: tenant.employee.id },
      readBack: () => getUserById(tenant.employee.id),
    }),
  },
  'update-user': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { userId: tenant.employee.id },
      body: {
        username: tenant.employee.username,
        first_name: tenant.employee.first_name,
        last_name: tenant.employee.last_name,
        email: 'schimbat@example.ro',
        job_title: 'Funcție schimbată',
      },
      readBack: () => getUserById(tenant.employee.id, { consistent: true }),
    }),
  },
  'reset-user-password': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { userId: tenant.employee.id },
      readBack: () => getUserById(tenant.employee.id, { consistent: true }),
    }),
  },
  'access-sheet': {
    kind: 'tenant',
    target: async (tenant) => ({
      body: {
        company: tenant.company.id,
        people: [{ id: tenant.employee.id, temporary_password: 'Parola-Tiparita1' }],
      },
      readBack: () => getUserById(tenant.employee.id, { consistent: true }),
    }),
  },
  'set-user-active': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { userId: tenant.employee.id },
      body: { active: false },
      readBack: () => getUserById(tenant.employee.id, { consistent: true }),
    }),
  },
  'preview-user-import': {
    kind: 'tenant',
    target: async (tenant) => ({
      body: { company: tenant.company.id },
      readBack: () => getCompany(tenant.company.id),
    }),
  },
  'import-users': {
    kind: 'tenant',
    target: async (tenant) => ({
      body: { company: tenant.company.id },
      readBack: () => getCompany(tenant.company.id),
    }),
  },
};
