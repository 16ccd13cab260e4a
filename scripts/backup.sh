#!/bin/sh
# Backs up Subaybay's PostgreSQL database to one file (pg_dump's custom format,
# compressed, restorable with scripts/restore.sh or pg_restore).
#
#   DATABASE_URL=postgres://user@host:5432/subaybay scripts/backup.sh [FILE]
#
# FILE defaults to subaybay-<UTC date and time>.dump in the current folder.
# The dump is written next to FILE under a temporary name and renamed when
# pg_dump has finished and pg_restore can read its table of contents, so FILE
# is never a half-written backup. pg_dump reads one consistent snapshot while
# the servers keep running. PG_DUMP and PG_RESTORE name other binaries (a
# pg_dump at least as new as the server).
set -eu

if [ -z "${DATABASE_URL:-}" ]; then
  echo "backup.sh: set DATABASE_URL to the database to back up (postgres://user@host:port/name)." >&2
  exit 2
fi
PG_DUMP=${PG_DUMP:-pg_dump}
PG_RESTORE=${PG_RESTORE:-pg_restore}
file=${1:-subaybay-$(date -u +%Y%m%dT%H%M%SZ).dump}
partial="$file.partial.$$"
trap 'rm -f "$partial"' EXIT INT TERM

# --no-owner/--no-privileges: the backup restores into a database of any role.
"$PG_DUMP" --format=custom --no-owner --no-privileges --file="$partial" --dbname="$DATABASE_URL"
"$PG_RESTORE" --list "$partial" >/dev/null
mv "$partial" "$file"
trap - EXIT INT TERM
echo "Backed up to $file ($(wc -c <"$file" | tr -d ' ') bytes)."
