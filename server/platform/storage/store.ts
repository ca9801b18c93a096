import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/** A stored file as a listing names it. */
export interface StoredFile {
  name: string;
  /** When it was written: asked only of the files that matter, as a folder must look each one up. */
  modified(): Promise<Date | undefined>;
}

/** What a read answers: its method (HEAD sends no body) and its headers (Range, If-Range, conditions). */
export type FileRequest = IncomingMessage;

/**
 * A stored file as an HTTP answer: 200 whole, 206 a range, 304 unchanged, 412 a failed condition, 416 a
 * range past its end; with Content-Type, Content-Length, ETag, Last-Modified and Accept-Ranges.
 */
export interface FileAnswer {
  status: number;
  headers: Record<string, string | number>;
  /** Empty for HEAD and 304; the text of a failure, which the /media/ route replaces by its own. */
  body: Readable;
}

/**
 * Where uploads and the demo's media live, by file name (no folders): the data folder by default, or an
 * S3-compatible bucket. Every instance of a platform must see the same one.
 */
export interface MediaStore {
  /** Writes the file, replacing one of that name. */
  save(name: string, content: Buffer): Promise<void>;
  /** Makes `to` a file of the same content as `from` without sending it again (the demo's shared media). */
  copy(from: string, to: string): Promise<void>;
  /** How many copies may be under way at once. */
  readonly copiesAtOnce: number;
  /** The file as an answer to `request`, or undefined when there is no such file. */
  read(name: string, request: FileRequest): Promise<FileAnswer | undefined>;
  /** The whole file as a stream read as it is taken (a data export's ZIP), or undefined when there is none. */
  open(name: string): Promise<Readable | undefined>;
  /** Removes the file; one that is not there is no failure. */
  remove(name: string): Promise<void>;
  /** Every stored file, for the orphan sweep and for the demo to see which media it has written. */
  list(): AsyncIterable<StoredFile>;
  /** Resolves when the store can be written to, fails when it cannot (`/api/ready`). */
  probe(): Promise<void>;
  /** Lets go of what the store holds open (the S3 client's connections). */
  close?(): void;
}
