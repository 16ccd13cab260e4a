import { useEffect, useState } from 'react';
import { apiFile } from '../../../lib/api-client';

/**
 * An image the API answers only with the bearer token (a photo's thumbnail or
 * preview), fetched with it and shown through an object URL; the URL is
 * revoked when the component goes or the path changes. `undefined` while it
 * loads, `null` when it could not be had.
 */
export function usePhotoImage(path: string | null): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (path === null) return;
    let objectUrl: string | null = null;
    let current = true;
    setUrl(undefined);
    apiFile(path, { quiet: true })
      .then(({ blob }) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (current) setUrl(null);
      });
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
