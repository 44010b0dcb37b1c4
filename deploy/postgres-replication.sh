#!/usr/bin/env bash
# Runs once, when the primary's data directory is first created (docker-entrypoint-initdb.d): a role the read
# replica streams WAL as, allowed from the compose network.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${POSTGRES_REPLICATION_PASSWORD}';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
