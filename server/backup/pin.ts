/**
 * Work done with the stored files a snapshot refers to, while none of them can be removed: the server writes
 * a file before the record that refers to it and removes it only once no record does, and during `pinned`
 * its writes to the tables that refer to files wait. So every file the snapshot refers to is there.
 */
export type Pinned<T> = (referenced: Set<string>) => Promise<T>;
