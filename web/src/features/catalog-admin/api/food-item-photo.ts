import { ZApiErrorSchema } from '@app/shared/api-error';
import { API } from '@app/shared/api-paths';
import { XSRF_HEADER } from '@app/shared/auth';
import { type TAdminPhoto, type TPhotoCrop, ZAdminPhotoSchema } from '@app/shared/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentLanguage, t } from '@/i18n/i18n';
import {
  ApiError,
  AUTH_LOGOUT_EVENT,
  apiDelete,
  apiPut,
  buildUrl,
  CLIENT_ERROR_CODES,
  currentXsrfToken,
  refreshXsrfToken,
} from '@/lib/api-client';
import { photoContentType } from '../photo-crop';
import { foodItemsApi } from './catalog-apis';
import { invalidateCatalog } from './catalog-resource';

/**
 * A food item's photo: the upload, another crop of the stored original, and its removal.
 *
 * The upload is the one call whose body is not JSON: the image itself, with its own Content-Type. It
 * goes through XMLHttpRequest rather than the app's JSON client because only XHR reports upload
 * progress (a phone's 12 MB photo over a restaurant's Wi-Fi takes a while); it follows the client's
 * rules itself: cookies, the anti-forgery header (fetching a token when there is none, one retry after a
 * stale one), the XHR marker and the language, and a 401 ends the session.
 */

/** Long enough for 15 MB over a slow uplink; the JSON client's 12 s would cut a big photo off. */
const UPLOAD_TIMEOUT_MS = 180_000;

export interface TUploadPhoto {
  foodItemId: number;
  file: Blob;
  /** The card's part in pixels of the upload; null for the server's largest centred 4:3 part. */
  crop: TPhotoCrop | null;
  /** Sent bytes over all bytes, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export async function uploadFoodItemPhoto({
  foodItemId,
  file,
  crop,
  onProgress,
}: TUploadPhoto): Promise<TAdminPhoto> {
  const url = buildUrl(API.adminFoodItemPhoto(foodItemId), crop ? { ...crop } : undefined);
  const send = async (token: string | null) => {
    const answer = await sendRaw(url, file, token, onProgress);
    const parsed = ZAdminPhotoSchema.safeParse(answer);
    if (!parsed.success) throw clientError(CLIENT_ERROR_CODES.invalidResponse, 'site.error.invalidResponse');
    return parsed.data;
  };
  try {
    try {
      return await send(currentXsrfToken() ?? (await refreshXsrfToken()));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403 && error.code === 'STALE_TOKEN')) throw error;
      return await send(await refreshXsrfToken());
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
    throw error;
  }
}

/** Another crop of the stored original (in its pixels): new card images, the same original. */
export function recropFoodItemPhoto({ foodItemId, crop }: { foodItemId: number; crop: TPhotoCrop }) {
  return apiPut(API.adminFoodItemPhotoCrop(foodItemId), { body: crop, schema: ZAdminPhotoSchema });
}

/** Removes the photo (204): the menu shows the placeholder again. */
export async function removeFoodItemPhoto(foodItemId: number): Promise<void> {
  await apiDelete<void>(API.adminFoodItemPhoto(foodItemId));
}

/**
 * The three as mutations of the food items list: the dialog stays open while one runs (as it does
 * while the item saves), and the lists and the public menu are fetched again after each.
 */
export function useFoodItemPhotoMutations() {
  const queryClient = useQueryClient();
  const options = {
    mutationKey: foodItemsApi.mutationKey,
    onSettled: () => invalidateCatalog(queryClient),
  };
  return {
    upload: useMutation({ ...options, mutationFn: uploadFoodItemPhoto }),
    recrop: useMutation({ ...options, mutationFn: recropFoodItemPhoto }),
    remove: useMutation({ ...options, mutationFn: removeFoodItemPhoto }),
  };
}

function sendRaw(
  url: string,
  body: Blob,
  token: string | null,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Content-Type', photoContentType(body));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token !== null) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText.trim() === '' ? undefined : JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(json);
        return;
      }
      const parsed = ZApiErrorSchema.safeParse(json);
      reject(
        new ApiError(
          parsed.success
            ? { ...parsed.data, status: xhr.status }
            : {
                status: xhr.status,
                error: xhr.statusText || 'Error',
                message: t('site.error.requestFailed', { status: xhr.status }),
              },
        ),
      );
    };
    xhr.onerror = () => reject(clientError(CLIENT_ERROR_CODES.network, 'site.error.network'));
    xhr.ontimeout = () => reject(clientError(CLIENT_ERROR_CODES.timeout, 'site.error.timeout'));
    xhr.send(body);
  });
}

function clientError(
  error: string,
  key: 'site.error.network' | 'site.error.timeout' | 'site.error.invalidResponse',
): ApiError {
  return new ApiError({ status: 0, error, message: t(key, { status: 200 }) });
}
