import { contractPhotoOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { createContractPhotosService } from './contract-photos.service.js';

/** A contract's site photos (declared in packages/domain/src/contract-photos/contract-photos.operations.ts). */
export const contractPhotosRoutes = operationRoutes(contractPhotoOperations, (app) => {
  const photos = createContractPhotosService({ db: app.db, now: app.now, storage: app.fileStorage });
  return {
    list: async ({ actor, params }) => photos.list(actor, params.id),
    upload: async ({ actor, params, form, file, ip }) => photos.upload(actor, params.id, form, file, ip),
    update: async ({ actor, params, body, ip }) => photos.update(actor, params.id, body, ip),
    delete: async ({ actor, params, ip }) => photos.remove(actor, params.id, ip),
    served: async ({ actor, params }) => photos.image(actor, params.id, 'served'),
    preview: async ({ actor, params }) => photos.image(actor, params.id, 'preview'),
    thumbnail: async ({ actor, params }) => photos.image(actor, params.id, 'thumbnail'),
    original: async ({ actor, params }) => photos.image(actor, params.id, 'original'),
  };
});
