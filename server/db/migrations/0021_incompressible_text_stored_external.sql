-- An uploaded file and a parsed sheet are stored as base64 of data already compressed (zip,
-- gzip): PostgreSQL's own compression tries each and gives up, which cost half the time of
-- storing a 7 MB upload. They are stored out of line as they are.
ALTER TABLE "estimation_originals" ALTER COLUMN "file_base64" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "estimation_files" ALTER COLUMN "sheet" SET STORAGE EXTERNAL;
