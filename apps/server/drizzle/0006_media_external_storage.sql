-- Media are stored uncompressed (they are compressed formats already), so a byte range is read
-- from only the TOAST chunks it covers instead of the whole file being decompressed.
ALTER TABLE "media" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
