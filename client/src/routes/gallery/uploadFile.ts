/** The largest file the gateway takes (POST /gallery/upload); the services refuse bigger ones too. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/tiff';

export interface UploadAnswer {
  imageId: number;
}

/**
 * Sends one file to POST /gallery/upload?filename=…, reporting progress from 0 to 1. XMLHttpRequest rather
 * than fetch, because only it reports how much of a request body has been sent.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/gallery/upload?filename=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('content-type', file.type.startsWith('image/') ? file.type : 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { imageId?: number; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's error page: only the status is known.
      }
      if (xhr.status === 201 && body.imageId) resolve({ imageId: body.imageId });
      else reject(new Error(body.message ?? `The upload failed (${xhr.status} ${xhr.statusText})`));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the connection was lost'));
    xhr.send(file);
  });
}
