import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { can, contractPhotoMessages, mayEditEntry, refusalFor, type ContractPhoto } from '@subaybay/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { notifySuccess } from '../../../lib/notify';
import { useActor } from '../../../lib/session';
import { ContractRecordRoute } from '../../contract-records/components/contract-record-page';
import { useContractCrumbs } from '../../contracts/components/contract-breadcrumbs';
import { ContractRecordHeader } from '../../contracts/components/contract-record-header';
import { useDeleteContractPhoto } from '../api/delete-contract-photo';
import { useContractPhotos } from '../api/get-contract-photos';
import { PhotoCard } from '../components/photo-card';
import { PhotoPreviewDialog } from '../components/photo-preview-dialog';
import { PhotoUpload } from '../components/photo-upload';

/** Cards as wide as a thumbnail; one column on a phone, never wider than the screen. */
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' },
} as const;

function PhotoGridSkeleton() {
  return (
    <Box sx={grid}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 5' }} />
      ))}
    </Box>
  );
}

/** A contract's site photos (issue 21): the upload for those who may, the grid of evidence for everyone. */
export function ContractPhotosPage() {
  return <ContractRecordRoute missingMessage={contractPhotoMessages.missingContract} page={ContractPhotos} />;
}

function ContractPhotos({ contractId }: { contractId: number }) {
  const actor = useActor();
  const crumbs = useContractCrumbs(contractId, 'Photos');
  const photos = useContractPhotos(contractId);
  const remove = useDeleteContractPhoto(contractId);
  const [previewing, setPreviewing] = useState<ContractPhoto | null>(null);
  const [deleting, setDeleting] = useState<ContractPhoto | null>(null);
  const mayWrite = actor !== null && can(actor, 'contractPhotos.write');
  // The one-day window from the upload binds everyone but admins (decision 040).
  const deleteRefusal = (photo: ContractPhoto) => (actor && mayEditEntry(actor, new Date(photo.uploaded_at)) ? null : refusalFor('contractPhotos.editAnyTime'));

  return (
    <PageContainer maxWidth={1200}>
      <PageHeader
        title="Photos"
        breadcrumbs={crumbs}
        subtitle="Site photos kept as evidence: where and when each was taken, and what looks wrong about it."
      />
      <ContractRecordHeader contractId={contractId} />
      {mayWrite && <PhotoUpload contractId={contractId} />}
      <QueryState query={photos} loading={<PhotoGridSkeleton />} empty="No photos of this contract yet.">
        {(list) => (
          <Box component="section" aria-label="Photos of the contract" sx={grid}>
            {list.map((photo) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                onOpen={() => setPreviewing(photo)}
                {...(mayWrite ? { remove: { refusal: deleteRefusal(photo), onDelete: () => setDeleting(photo) } } : {})}
              />
            ))}
          </Box>
        )}
      </QueryState>
      <PhotoPreviewDialog photo={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={contractPhotoMessages.confirmDelete}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(contractPhotoMessages.deleted);
        }}
      />
    </PageContainer>
  );
}
