import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { matrix } from './parkings.fixtures';

// A parking's gate code is for those who run it and, around a paid stay, its driver (decision 090): an organization
// member or a platform admin who only views the parking in the owner panel reads null.

const UPDATE = `mutation($id: ID!, $input: ParkingInput!) { updateParking(id: $id, input: $input) { id accessInstructions } }`;
const READ = 'query($id: ID!) { parking(id: $id) { accessInstructions } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('Parking.accessInstructions', () => {
  it('are read by the owner and the organization’s admins, not by members or platform admins who only view', async () => {
    const { owner, orgAdmin, member, admin, parking, billingAccountId, organizationId } = await matrix(t);
    const input = { name: 'Garaż', billingAccountId, organizationId, accessInstructions: 'Gate 1' };
    const saved = await t.gql(UPDATE, { id: parking.id, input }, { token: owner.token });
    expect(saved.errors).toBeUndefined();
    const read = async (token: string) =>
      (await t.gql<{ parking: { accessInstructions: string | null } }>(READ, { id: parking.id }, { token })).data
        ?.parking.accessInstructions;
    expect(await read(owner.token)).toBe('Gate 1');
    expect(await read(orgAdmin.token)).toBe('Gate 1');
    expect(await read(member.token)).toBeNull();
    expect(await read(admin.token)).toBeNull();
  });

  it.each([
    ['a NUL', 'code\u0000 1234'],
    ['a bell', 'code 1234\u0007'],
    ['a C1 control', 'code\u0085 1234'],
  ])('refuses %s with a field error, not a 500', async (_label, text) => {
    const { owner, parking, billingAccountId, organizationId } = await matrix(t);
    const input = { name: 'Garaż', billingAccountId, organizationId, accessInstructions: text };
    const result = await t.gql(UPDATE, { id: parking.id, input }, { token: owner.token });
    expect(fieldErrors(result)?.accessInstructions).toEqual([messages.controlCharacter]);
  });
});
