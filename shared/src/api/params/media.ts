export interface UploadMediaParams {
  file: Blob;
  description?: string;
  focus?: string;
  /** Optional file name for the multipart part. */
  filename?: string;
}

export interface UpdateMediaParams {
  description?: string;
  focus?: string;
}
