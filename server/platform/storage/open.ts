import type { Config } from '../../config';
import { localStore, localUploadsDir } from './local';
import { s3Store } from './s3';
import type { MediaStore } from './store';

/** The bucket named by S3_BUCKET, or else the uploads folder in DATA_DIR. */
export async function openStore(config: Config): Promise<MediaStore> {
  if (!config.S3_BUCKET) return localStore(localUploadsDir(config.DATA_DIR));
  return s3Store({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
