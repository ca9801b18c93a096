import { Readable } from 'node:stream';
import type {
  GetObjectCommand,
  GetObjectCommandOutput,
  HeadObjectCommandOutput,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import send from '@fastify/send';
import type { FileAnswer, FileRequest, MediaStore, StoredFile } from './store';

interface S3Settings {
  bucket: string;
  /** Another S3-compatible server (MinIO, Ceph); unset: AWS S3 of the region. */
  endpoint?: string;
  /** Unset: the SDK's own (AWS_REGION, the AWS config file). */
  region?: string;
  /** Buckets as a path (`endpoint/bucket/key`), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
}

/** Connections to the store at once, each a file being read or written. */
const MAX_CONNECTIONS = 256;

/** Server-side copies of the demo's media at once: each is a request, which the store answers in turn. */
const COPIES_AT_ONCE = 32;

/** The SDK, loaded only where S3_BUCKET is set (its code is several MB of every process's memory). */
type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Files as objects of one bucket, named as the local store names them, through the AWS SDK. Credentials come
 * from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 * Reads are streamed through this server, so that /media/ links stay on the app's origin (its CSP allows no
 * other) and the bucket may stay private; the Range and the conditions go to S3, which answers them itself
 * (all but If-Range).
 */
export async function s3Store(settings: S3Settings): Promise<MediaStore> {
  const sdk: Sdk = await import('@aws-sdk/client-s3');
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    paginateListObjectsV2,
    PutObjectCommand,
    S3Client,
  } = sdk;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default CRC32 checksums (since 3.729) are refused by several S3-compatible servers (Ceph,
    // Cloudflare R2, older MinIO); the SHA-256 of each upload that SigV4 signs still guards its bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // Without them a store that stops answering holds each call, and the socket, for ever.
      connectionTimeout: 5000,
      socketTimeout: 30_000,
      // Each file being streamed holds a connection to the store: the SDK's 50 would queue the 51st video.
      httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
    },
  });
  const Bucket = settings.bucket;
  return {
    async save(name, content) {
      const ContentType = send.mime.getType(name) ?? 'application/octet-stream';
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: content, ContentType }));
    },
    async copy(from, to) {
      const CopySource = `${Bucket}/${encodeURIComponent(from)}`;
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource }));
    },
    copiesAtOnce: COPIES_AT_ONCE,
    async read(name, request) {
      const input = { Bucket, Key: name, ...conditions(request) };
      try {
        const answer = await fetched(sdk, client, input, request);
        if (answer.status !== 206 || rangeFresh(request, answer)) return answer;
        // The range was of another version of the file: the whole file goes instead.
        answer.body.destroy();
        return await fetched(sdk, client, { ...input, Range: undefined }, request);
      } catch (error) {
        return failure(sdk, error);
      }
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered no stream');
        return object.Body;
      } catch (error) {
        if (statusOf(sdk, error) === 404) return undefined;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async *list(): AsyncIterable<StoredFile> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const item of page.Contents ?? [])
          if (item.Key) yield { name: item.Key, modified: async () => item.LastModified };
      }
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

type Input = ConstructorParameters<typeof GetObjectCommand>[0];

/** The request's Range and conditions as S3 takes them. */
function conditions({ headers }: FileRequest): Partial<Input> {
  return {
    Range: headers.range,
    IfMatch: headers['if-match'],
    IfNoneMatch: headers['if-none-match'],
    IfModifiedSince: date(headers['if-modified-since']),
    IfUnmodifiedSince: date(headers['if-unmodified-since']),
  };
}

function date(value: string | undefined): Date | undefined {
  const parsed = value ? new Date(value) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
}

/**
 * If-Range (RFC 9110 13.1.5), which S3 does not take: a range is sent only of the version the client holds
 * a part of, named by its strong ETag or its exact Last-Modified time.
 */
function rangeFresh({ headers }: FileRequest, answer: FileAnswer): boolean {
  const ifRange = headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.startsWith('"')) return ifRange === answer.headers.ETag;
  const modified = date(String(answer.headers['Last-Modified'] ?? ''));
  return modified !== undefined && modified.getTime() === date(ifRange)?.getTime();
}

async function fetched(sdk: Sdk, client: S3Client, input: Input, request: FileRequest): Promise<FileAnswer> {
  if (request.method === 'HEAD') {
    const head = await client.send(new sdk.HeadObjectCommand(input));
    return { status: head.ContentRange ? 206 : 200, headers: headersOf(head), body: Readable.from([]) };
  }
  const object = await client.send(new sdk.GetObjectCommand(input));
  if (!(object.Body instanceof Readable)) throw new Error('S3 answered no stream');
  return { status: object.ContentRange ? 206 : 200, headers: headersOf(object), body: object.Body };
}

/** The answer's headers as the local store sends them (@fastify/send's Cache-Control default too). */
function headersOf(object: GetObjectCommandOutput | HeadObjectCommandOutput): FileAnswer['headers'] {
  const headers: FileAnswer['headers'] = { 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=0' };
  if (object.ContentType) headers['Content-Type'] = object.ContentType;
  if (object.ContentLength !== undefined) headers['Content-Length'] = object.ContentLength;
  if (object.ContentRange) headers['Content-Range'] = object.ContentRange;
  if (object.ETag) headers.ETag = object.ETag;
  if (object.LastModified) headers['Last-Modified'] = object.LastModified.toUTCString();
  return headers;
}

const statusOf = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** S3's refusals as answers (none for a missing file); anything else is a failure of the store. */
function failure(sdk: Sdk, error: unknown): FileAnswer | undefined {
  const status = statusOf(sdk, error);
  if (status === 404) return undefined;
  if (status !== 304 && status !== 412 && status !== 416) throw error;
  const headers: FileAnswer['headers'] = {};
  const etag = (error as S3ServiceException).$response?.headers.etag;
  if (status === 304 && etag) headers.ETag = etag;
  return { status, headers, body: Readable.from([]) };
}
