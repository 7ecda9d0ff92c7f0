-- The sheet (JSON) and the file (base64 of a zip) are written once and read whole: storing them
-- uncompressed out of line spares every upload and report a compression pass over megabytes.
ALTER TABLE "estimation_files" ALTER COLUMN "sheet" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "estimation_files" ALTER COLUMN "file_base64" SET STORAGE EXTERNAL;
