#!/bin/sh
# Restores a backup made by scripts/backup.sh into an empty PostgreSQL database.
#
#   DATABASE_URL=postgres://user@host:5432/subaybay_restored scripts/restore.sh FILE
#
# The database must exist and be empty (createdb it first): restoring over live
# data is refused, so a mistyped URL cannot overwrite an installation. The
# restore runs in one transaction and stops at the first error, so it either
# completes or leaves the database empty. Start the servers on the restored
# database afterwards; they find the migrations already applied. PG_RESTORE and
# PSQL name other binaries.
set -eu

if [ -z "${DATABASE_URL:-}" ] || [ $# -ne 1 ]; then
  echo "usage: DATABASE_URL=postgres://user@host:port/empty_database restore.sh BACKUP_FILE" >&2
  exit 2
fi
PG_RESTORE=${PG_RESTORE:-pg_restore}
PSQL=${PSQL:-psql}
file=$1
if [ ! -r "$file" ]; then
  echo "restore.sh: cannot read $file." >&2
  exit 2
fi

tables=$("$PSQL" --no-psqlrc --quiet --tuples-only --no-align --dbname="$DATABASE_URL" \
  --command="SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "restore.sh: the target database already has $tables tables; restore into a new, empty database (createdb)." >&2
  exit 1
fi

"$PG_RESTORE" --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$file"
echo "Restored $file."
