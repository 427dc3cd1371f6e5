import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { organisationFormSchema, organisationIdInput, organisationUpdateInput } from '../../shared/schemas/partner';
import { ORGANISATION_KIND_LABELS } from '../../shared/schemas/partner';
import { OrganisationSchema, ProfileSchema, UserRoleSchema, type Organisation } from '../db/entities';
import { noLongerExists, type Actor } from './common';
import { ConflictError } from './errors';
import { diffFields, recordHistory, staffActor } from './history.service';
import { assertVersionNamed } from './versions';

/**
 * Partner organisations (issue 37.1), kept by admins: a hospital, clinic, dialysis centre,
 * company or event organiser, with its address and point (its trips' default pickup), its
 * billing contact and notes. Its people are invited (invitations.service.ts).
 */

export function toOrganisationDTO(o: Organisation) {
  return {
    id: o.id,
    name: o.name,
    kind: o.kind,
    kindLabel: ORGANISATION_KIND_LABELS[o.kind],
    address: o.address,
    point: { lat: Number(o.latitude), lng: Number(o.longitude) },
    billingName: o.billingName,
    billingEmail: o.billingEmail,
    billingPhone: o.billingPhone ?? null,
    notes: o.notes ?? null,
    version: o.version,
    updatedAt: o.updatedAt.toISOString(),
  };
}
export type OrganisationDTO = ReturnType<typeof toOrganisationDTO>;

/** Every organisation by name, with how many people have access now. */
export async function listOrganisations(em: EntityManager) {
  const [list, counts] = await Promise.all([
    em.find(OrganisationSchema, {}, { orderBy: { name: 'asc' } }),
    em.getConnection().execute<{ organisation_id: string; people: string }[]>(
      "select organisation_id, count(*) as people from user_role where role = 'partner' group by organisation_id",
    ),
  ]);
  const people = new Map(counts.map((c) => [c.organisation_id, Number(c.people)]));
  return list.map((o) => ({ ...toOrganisationDTO(o), people: people.get(o.id) ?? 0 }));
}

/** One organisation, or 404. */
export async function findOrganisation(em: EntityManager, id: string): Promise<Organisation> {
  const organisation = await em.findOne(OrganisationSchema, { id });
  if (!organisation) throw noLongerExists('organisation');
  return organisation;
}

const FIELDS = ['name', 'kind', 'address', 'point', 'billingName', 'billingEmail', 'billingPhone', 'notes'] as const;

function valuesOf(input: z.output<typeof organisationFormSchema>) {
  return {
    name: input.name,
    kind: input.kind,
    address: input.address,
    latitude: input.point.lat,
    longitude: input.point.lng,
    billingName: input.billingName,
    billingEmail: input.billingEmail,
    billingPhone: input.billingPhone ?? null,
    notes: input.notes ?? null,
  };
}

function shownOf(o: Pick<Organisation, 'name' | 'kind' | 'address' | 'latitude' | 'longitude' | 'billingName' | 'billingEmail' | 'billingPhone' | 'notes'>) {
  return {
    name: o.name,
    kind: o.kind,
    address: o.address,
    point: `${Number(o.latitude)}, ${Number(o.longitude)}`,
    billingName: o.billingName,
    billingEmail: o.billingEmail,
    billingPhone: o.billingPhone ?? null,
    notes: o.notes ?? null,
  };
}

async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(`An organisation named ${name} already exists.`, { field: 'name' });
    throw error;
  }
}

export async function createOrganisation(em: EntityManager, input: z.output<typeof organisationFormSchema>, actor: Actor): Promise<OrganisationDTO> {
  return withUniqueName(input.name, () =>
    em.transactional(async (tx) => {
      const organisation = tx.create(OrganisationSchema, { id: randomUUID(), ...valuesOf(input), updatedByName: actor.fullName ?? null });
      const after = shownOf(organisation);
      recordHistory(tx, {
        subject: 'organisation',
        subjectId: organisation.id,
        action: 'created',
        changes: diffFields({} as typeof after, after, FIELDS),
        actor: staffActor(actor),
      });
      await tx.flush();
      return toOrganisationDTO(organisation);
    }),
  );
}

/** An edit made from `version` (a stale one: 409 naming who changed it and when). */
export async function updateOrganisation(em: EntityManager, input: z.output<typeof organisationUpdateInput>, actor: Actor): Promise<OrganisationDTO> {
  return withUniqueName(input.data.name, () =>
    em.transactional(async (tx) => {
      const organisation = await tx.findOne(OrganisationSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!organisation) throw noLongerExists('organisation');
      assertVersionNamed('organisation', organisation, input.version, organisation.updatedByName ?? null);
      const before = shownOf(organisation);
      const values = valuesOf(input.data);
      const changes = diffFields(before, shownOf({ ...organisation, ...values }), FIELDS);
      if (changes.length === 0) return toOrganisationDTO(organisation);
      recordHistory(tx, { subject: 'organisation', subjectId: organisation.id, action: 'updated', changes, actor: staffActor(actor) });
      tx.assign(organisation, { ...values, updatedByName: actor.fullName ?? null });
      await tx.flush();
      return toOrganisationDTO(organisation);
    }),
  );
}

/** An organisation's people with access now, for the admin's screen. */
export async function organisationPeople(em: EntityManager, input: z.output<typeof organisationIdInput>) {
  await findOrganisation(em, input.organisationId);
  const roles = await em.find(UserRoleSchema, { organisationId: input.organisationId, role: 'partner' });
  const profiles = roles.length ? await em.find(ProfileSchema, { id: { $in: roles.map((r) => r.userId) } }, { orderBy: { fullName: 'asc' } }) : [];
  return profiles.map((p) => ({ userId: p.id, fullName: p.fullName, email: p.email, since: p.createdAt.toISOString() }));
}
