import {
  contractPhotoMessages,
  contractPhotoOperations,
  fieldError,
  AppError,
  mayEditEntry,
  operationUrl,
  photoFlags,
  photoStageLabels,
  refusalFor,
  roundCoordinate,
  type ContractPhoto,
  type ContractPhotoUpdateInput,
  type ContractPhotoUploadForm,
  type PhotoStage,
  type PhotoValueSource,
} from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import { insertActorActivity } from '../../lib/activity-log.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { ImageReply } from '../../lib/operations.js';
import type { UploadedFile } from '../../lib/uploads.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { contractPinOf, requireContract, type ContractHead } from '../contracts/contracts.service.js';
import {
  contractOfLinkedRecord,
  contractsWithSameImages,
  deletePhoto,
  findPhoto,
  insertPhoto,
  listPhotosOfContract,
  updatePhoto,
  type PhotoRow,
} from './contract-photos.repository.js';
import { processPhoto } from './photo-processing.js';

const objectType = 'contract_photo';

export interface ContractPhotosDeps {
  db: Database;
  now: () => Date;
  storage: FileStorage;
}

/** Which image of a photo a read asks for. */
export type PhotoImage = 'served' | 'preview' | 'thumbnail' | 'original';

const photoNotFound = () => new AppError('NOT_FOUND', NOT_FOUND);

/** A photo as the API answers it: its columns, its image paths and its flags (computed now, never stored). */
function photoAnswer(
  row: PhotoRow,
  contract: Pick<ContractHead, 'startDate'>,
  pin: { latitude: number | null; longitude: number | null },
  duplicates: readonly { id: number; contract_number: string }[],
): ContractPhoto {
  const params = { id: row.id };
  return {
    id: row.id,
    contract_id: row.contractId,
    stage: row.stage as PhotoStage,
    caption: row.caption,
    taken_at: row.takenAt?.toISOString() ?? null,
    taken_at_source: row.takenAtSource as PhotoValueSource | null,
    latitude: row.latitude,
    longitude: row.longitude,
    location_source: row.locationSource as PhotoValueSource | null,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    uploaded_at: row.uploadedAt.toISOString(),
    uploaded_by: { id: row.uploadedById, name: row.uploaderName },
    links: { physical_accomplishment_id: row.physicalAccomplishmentId, billing_id: row.financialAccomplishmentId },
    urls: {
      served: operationUrl(contractPhotoOperations.served, params),
      preview: operationUrl(contractPhotoOperations.preview, params),
      thumbnail: operationUrl(contractPhotoOperations.thumbnail, params),
    },
    flags: photoFlags({ latitude: row.latitude, longitude: row.longitude, takenAt: row.takenAt, uploadedAt: row.uploadedAt }, { startDate: contract.startDate, ...pin }, duplicates),
  };
}

/** Where the photo was taken: the file's own GPS first, else what the client sent, else unknown. */
function locationOf(exif: { latitude: number | null; longitude: number | null }, form: ContractPhotoUploadForm) {
  if (exif.latitude !== null && exif.longitude !== null) return { latitude: exif.latitude, longitude: exif.longitude, source: 'photo' as const };
  if (form.latitude !== undefined && form.longitude !== undefined) return { latitude: form.latitude, longitude: form.longitude, source: form.location_source };
  return { latitude: null, longitude: null, source: null };
}

/** When it was taken: the file's DateTimeOriginal first, else what the client sent, else unknown. */
function takenAtOf(exif: { takenAt: Date | null }, form: ContractPhotoUploadForm) {
  if (exif.takenAt) return { takenAt: exif.takenAt, source: 'photo' as const };
  if (form.taken_at !== undefined) return { takenAt: new Date(form.taken_at), source: form.taken_at_source };
  return { takenAt: null, source: null };
}

export function createContractPhotosService(deps: ContractPhotosDeps) {
  const { db, now, storage } = deps;

  /** The photos of one contract as answered, their duplicates found in one query. */
  async function answersOf(accountId: number, contract: ContractHead, rows: PhotoRow[]): Promise<ContractPhoto[]> {
    const pin = await contractPinOf(db, accountId, contract.id);
    const duplicates = await contractsWithSameImages(
      db,
      accountId,
      rows.map((row) => row.sha256),
      contract.id,
    );
    return rows.map((row) => photoAnswer(row, contract, pin, duplicates.get(row.sha256) ?? []));
  }

  async function one(actor: AuthActor, id: number): Promise<ContractPhoto> {
    const row = await findPhoto(db, actor.accountId, id);
    if (!row) throw photoNotFound();
    const contract = await requireContract(db, actor.accountId, row.contractId);
    const [answer] = await answersOf(actor.accountId, contract, [row]);
    if (!answer) throw photoNotFound();
    return answer;
  }

  /** A link names an entry or billing of the office (else 404) and of this contract (else 400 on the field). */
  async function checkLinks(accountId: number, contractId: number, links: Pick<ContractPhotoUploadForm, 'physical_accomplishment_id' | 'billing_id'>) {
    const asked = [
      ['physical_accomplishment_id', 'physicalAccomplishment', links.physical_accomplishment_id],
      ['billing_id', 'billing', links.billing_id],
    ] as const;
    for (const [field, kind, id] of asked) {
      if (id === undefined || id === null) continue;
      const linkedContract = await contractOfLinkedRecord(db, accountId, kind, id);
      if (linkedContract === undefined) throw photoNotFound();
      if (linkedContract !== contractId) throw fieldError(field, contractPhotoMessages.linkNotOfContract);
    }
  }

  /** The photo `id` of the office for a change: 404, then the one-day window (admins at any time). */
  async function requireChangeable(actor: AuthActor, id: number): Promise<PhotoRow> {
    const row = await findPhoto(db, actor.accountId, id);
    if (!row) throw photoNotFound();
    if (!mayEditEntry(actor, row.uploadedAt, now())) throw new AppError('FORBIDDEN', refusalFor('contractPhotos.editAnyTime'));
    return row;
  }

  return {
    async list(actor: AuthActor, contractId: number): Promise<ContractPhoto[]> {
      const contract = await requireContract(db, actor.accountId, contractId);
      return answersOf(actor.accountId, contract, await listPhotosOfContract(db, actor.accountId, contract.id));
    },

    /**
     * Reads, re-encodes and stores the photo, then writes its row and activity line.
     * The bytes are stored before the row (content-addressed: a failed insert leaves
     * bytes no row names, which a sweep may remove; never a row without its bytes).
     */
    async upload(actor: AuthActor, contractId: number, form: ContractPhotoUploadForm, file: UploadedFile, ip: string | null): Promise<ContractPhoto> {
      const contract = await requireContract(db, actor.accountId, contractId);
      await checkLinks(actor.accountId, contract.id, form);
      const { type, exif, copies } = await processPhoto(file.bytes);
      const location = locationOf(exif, form);
      const taken = takenAtOf(exif, form);
      const [sha256, servedKey, previewKey, thumbnailKey] = await Promise.all(
        [file.bytes, copies.served.bytes, copies.preview.bytes, copies.thumbnail.bytes].map((bytes) => storage.put(bytes)),
      );
      const id = await db.transaction(async (tx) => {
        const created = await insertPhoto(tx, actor.accountId, {
          contractId: contract.id,
          stage: form.stage,
          caption: form.caption,
          takenAt: taken.takenAt,
          takenAtSource: taken.source,
          latitude: location.latitude === null ? null : roundCoordinate(location.latitude),
          longitude: location.longitude === null ? null : roundCoordinate(location.longitude),
          locationSource: location.source,
          sha256: sha256 as string,
          originalType: type,
          bytes: file.bytes.length,
          servedKey: servedKey as string,
          previewKey: previewKey as string,
          thumbnailKey: thumbnailKey as string,
          width: copies.served.width,
          height: copies.served.height,
          physicalAccomplishmentId: form.physical_accomplishment_id ?? null,
          financialAccomplishmentId: form.billing_id ?? null,
          uploadedAt: now(),
          uploadedById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add ${photoStageLabels[form.stage]} photo to contract ${contract.contractNumber}`, { objectType, ip });
        return created;
      });
      return one(actor, id);
    },

    async update(actor: AuthActor, id: number, input: ContractPhotoUpdateInput, ip: string | null): Promise<ContractPhoto> {
      const row = await requireChangeable(actor, id);
      await checkLinks(actor.accountId, row.contractId, input);
      const contract = await requireContract(db, actor.accountId, row.contractId);
      await db.transaction(async (tx) => {
        await updatePhoto(tx, actor.accountId, id, {
          stage: input.stage,
          caption: input.caption,
          // Absent keeps the link; null clears it.
          physicalAccomplishmentId: input.physical_accomplishment_id === undefined ? row.physicalAccomplishmentId : input.physical_accomplishment_id,
          financialAccomplishmentId: input.billing_id === undefined ? row.financialAccomplishmentId : input.billing_id,
        });
        await insertActorActivity(tx, actor, `Update ${photoStageLabels[input.stage]} photo of contract ${contract.contractNumber}`, { objectType, ip });
      });
      return one(actor, id);
    },

    /**
     * Removes the photo's row. Its bytes stay in storage: the same bytes may be another
     * photo's (of this office or another: keys are content hashes), and which rows name
     * a key is a question across offices, for a sweep, not for an office's request.
     */
    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      const row = await requireChangeable(actor, id);
      const contract = await requireContract(db, actor.accountId, row.contractId);
      await db.transaction(async (tx) => {
        await deletePhoto(tx, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete ${photoStageLabels[row.stage as PhotoStage]} photo of contract ${contract.contractNumber}`, { objectType, ip });
      });
    },

    /** One image of the office's photo `id`, or 404 (no such photo, or its bytes are gone). */
    async image(actor: AuthActor, id: number, which: PhotoImage): Promise<ImageReply> {
      const row = await findPhoto(db, actor.accountId, id);
      if (!row) throw photoNotFound();
      const key = { served: row.servedKey, preview: row.previewKey, thumbnail: row.thumbnailKey, original: row.sha256 }[which];
      const buffer = await storage.get(key);
      if (!buffer) throw photoNotFound();
      return { buffer, contentType: which === 'original' ? row.originalType : 'image/jpeg' };
    },
  };
}
